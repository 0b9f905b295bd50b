import {
  ATTACHMENT_BUCKET,
  RESUMABLE_CHUNK_BYTES,
  attachmentEntry,
  attachmentPath,
  uploadContentType,
  type LeadAttachment,
} from '@/lib/leads/attachments';
import { findingsOf } from '@/lib/cad/measured-files';
import type { LeadTable } from '@/shared/leads/tables';
import type { Resumable, UploadSession } from './upload-session';

/**
 * Uploads a lead's files to Storage before its row is stored, one after another, reporting each
 * file's progress. A form keeps one `UploadSession` per attempt: on a retry, files already stored
 * are skipped and an interrupted resumable upload continues from its last stored chunk, so a
 * retry never stores a second copy.
 */

export type UploadFailure = 'network' | 'rejected' | 'rate-limited';

export type UploadResult =
  { kind: 'stored'; attachments: LeadAttachment[] } | { kind: 'failed'; reason: UploadFailure; message: string };

const fileKey = (leadId: string, index: number, file: File) =>
  `${leadId}\u0000${index}\u0000${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/** Storage's status for a refusal: HTTP for TUS, the body's statusCode for the object API. */
function failure(status: number, message: string): UploadResult {
  if (status === 429) return { kind: 'failed', reason: 'rate-limited', message };
  return { kind: 'failed', reason: status === 0 ? 'network' : 'rejected', message };
}

export async function uploadAttachments({
  table,
  leadId,
  files,
  session,
  onProgress,
}: {
  table: LeadTable;
  leadId: string;
  files: readonly File[];
  session: UploadSession;
  onProgress: (index: number, percent: number) => void;
}): Promise<UploadResult> {
  const attachments: LeadAttachment[] = [];
  for (const [index, file] of files.entries()) {
    const key = fileKey(leadId, index, file);
    const path = attachmentPath(table, leadId, index, file.name);
    const done = session.stored.get(key);
    if (!done) {
      const result =
        (await reserveUpload(path, file)) ??
        (file.size > RESUMABLE_CHUNK_BYTES
          ? await uploadResumable(session, key, path, file, (percent) => onProgress(index, percent))
          : await uploadWhole(path, file));
      if (result) return result;
      session.stored.set(key, attachmentEntry(file, path));
    }
    onProgress(index, 100);
    // Measurements and a read made since an earlier try stored the file are kept too.
    attachments.push(attachmentEntry(file, path, findingsOf(file)));
  }
  return { kind: 'stored', attachments };
}

/**
 * Counts the file against the database's upload limits before a byte is sent (files per lead,
 * leads with files per address, unclaimed bytes per address a day); Storage refuses an upload
 * without one. Reserving the same path again, on a retry, stores nothing and succeeds. Returns a failure, or
 * nothing once reserved.
 */
async function reserveUpload(path: string, file: File): Promise<UploadResult | undefined> {
  const { getSupabase } = await import('@/lib/supabase');
  const { error, status } = await getSupabase().from('upload_reservations').insert({ name: path, bytes: file.size });
  if (!error) return undefined;
  return failure(error.code === 'PT429' ? 429 : status, error.message);
}

/** A small file in one request (storage-js). Returns a failure, or nothing once stored. */
async function uploadWhole(path: string, file: File): Promise<UploadResult | undefined> {
  const { getSupabase } = await import('@/lib/supabase');
  // A Blob view of the file (no copy) with the type the bucket accepts.
  const body = new Blob([file], { type: uploadContentType(file) });
  const { error } = await getSupabase().storage.from(ATTACHMENT_BUCKET).upload(path, body, { upsert: false });
  if (!error) return undefined;
  const status = Number((error as { statusCode?: string }).statusCode ?? (error as { status?: number }).status ?? 0);
  // Already there: an earlier try of this attempt stored it and its answer was lost.
  if (status === 409 && /already exists/i.test(error.message)) return undefined;
  return failure(Number.isFinite(status) ? status : 0, error.message);
}

/** A large file in resumable chunks (tus-js-client), continuing an earlier try of the same file. */
async function uploadResumable(
  session: UploadSession,
  key: string,
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult | undefined> {
  const { getSupabase, supabaseConnection } = await import('@/lib/supabase');
  const { Upload } = await import('tus-js-client');
  const { url, anonKey } = supabaseConnection();
  // A signed-in admin trying the form uploads as themself, as supabase-js would.
  const { data } = await getSupabase().auth.getSession();
  let entry = session.resumable.get(key);
  if (!entry) {
    const holder: Resumable = {} as Resumable;
    holder.upload = new Upload(file, {
      endpoint: `${url}/storage/v1/upload/resumable`,
      headers: {
        authorization: `Bearer ${data.session?.access_token ?? anonKey}`,
        apikey: anonKey,
        'x-upsert': 'false',
      },
      metadata: {
        bucketName: ATTACHMENT_BUCKET,
        objectName: path,
        contentType: uploadContentType(file),
        cacheControl: '3600',
      },
      chunkSize: RESUMABLE_CHUNK_BYTES,
      uploadDataDuringCreation: true,
      // Resuming is handled by keeping this Upload for the retry, within the page.
      storeFingerprintForResuming: false,
      retryDelays: [0, 1000, 3000],
      onProgress: (sent, total) => onProgress(Math.floor((sent / total) * 100)),
      onSuccess: () => holder.settle?.(),
      onError: (error) => holder.settle?.(error),
    });
    entry = holder;
    session.resumable.set(key, entry);
  }
  const running = entry;
  const error = await new Promise<unknown>((resolve) => {
    running.settle = resolve;
    running.upload.start();
  });
  if (!error) return undefined;
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
  const status = response?.getStatus() ?? 0;
  // Created by an earlier try whose answer was lost: the object is stored.
  if (status === 409 && /already exists/i.test(response?.getBody() ?? '')) return undefined;
  return failure(status, error instanceof Error ? error.message : String(error));
}
