import { isStorableRead, type StoredRead } from '@/shared/cad/machining-read';
import { isStorableMeasurements, type Measurements } from '@/shared/cad/measure';
import { fitFileName } from '@/lib/files';
import { attachmentMediaTypes, MAX_ATTACHMENT_BYTES } from '../../shared/leads/fields/files.ts';

/**
 * Files attached to a lead: uploaded to the private Storage bucket before the row is stored,
 * under `<lead table>/<lead id>/<file>`, and listed in the row's `attachments` column. The
 * database checks the same shapes (migration lead_attachments), so a change here needs one there;
 * a database test compares the bucket's limits with ./fields/files.ts.
 */

export const ATTACHMENT_BUCKET = 'lead-attachments';

/** The bucket's size limit and media types, with the forms' other file rules. */
export { attachmentMediaTypes, MAX_ATTACHMENT_BYTES };

/**
 * Larger files go through resumable (TUS) uploads in chunks of this size, as Supabase recommends;
 * an interrupted one then resumes from its last chunk instead of starting again.
 */
export const RESUMABLE_CHUNK_BYTES = 6 * 1024 * 1024;

/**
 * One entry of a row's `attachments`. Rows from before uploads existed have no path; a CAD file
 * the form could read carries its measurements (src/shared/cad/measure.ts) and its machining read.
 */
export type LeadAttachment = {
  name: string;
  size: number;
  type: string;
  path?: string;
  measurements?: Measurements;
  /** The machining read of a model the form could read (src/shared/cad/machining-read.ts). */
  read?: StoredRead;
};

/** The part of a File these rules read; plain objects in tests. */
type FileFacts = { name: string; size: number; type: string };

/**
 * The object's file name: its position (so two files of the same name stay apart) and the name
 * reduced to the alphabet the bucket policy allows, keeping the extension.
 */
export function attachmentObjectName(index: number, name: string): string {
  const cleaned = name
    .normalize('NFKD')
    // Accents come apart under NFKD; dropping the marks keeps the letters readable.
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._-]+/, '')
    .slice(-120);
  return `${String(index + 1).padStart(2, '0')}-${cleaned || 'file'}`;
}

export const attachmentPath = (table: string, leadId: string, index: number, name: string): string =>
  `${table}/${leadId}/${attachmentObjectName(index, name)}`;

/** What the upload declares as its type: the browser's, when the bucket accepts it. */
export function uploadContentType(file: FileFacts): string {
  const type = file.type.toLowerCase();
  return (attachmentMediaTypes as readonly string[]).includes(type) ? type : 'application/octet-stream';
}

/** The row entry of an uploaded file, with what its preview found in it. */
export const attachmentEntry = (
  file: FileFacts,
  path: string,
  { measurements, read }: { measurements?: Measurements; read?: StoredRead } = {},
): LeadAttachment => ({
  name: fitFileName(file.name),
  size: file.size,
  type: file.type.slice(0, 255),
  path,
  // Only what the database accepts: a model too large to be real is stored without them.
  ...(isStorableMeasurements(measurements) ? { measurements } : {}),
  ...(isStorableRead(read) ? { read } : {}),
});

/** A row's `attachments` value as entries; anything unexpected is skipped rather than trusted. */
export function readAttachments(value: unknown): LeadAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, size, type, path, measurements, read } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof size !== 'number') return [];
    return [
      {
        name,
        size,
        type: typeof type === 'string' ? type : '',
        ...(typeof path === 'string' ? { path } : {}),
        ...(isStorableMeasurements(measurements) ? { measurements } : {}),
        ...(isStorableRead(read) ? { read } : {}),
      },
    ];
  });
}
