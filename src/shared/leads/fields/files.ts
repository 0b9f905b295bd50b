/**
 * The file rules of the forms that take files, in one place: the Storage bucket's size limit
 * and media types (the lead_attachments migration sets the same; a database test compares them),
 * how many files a row may list (its check constraint) and the endings each form's picker offers.
 */

export const MAX_ATTACHMENT_MEGABYTES = 50;

/** Inclusive: a file of exactly this size is accepted. */
export const MAX_ATTACHMENT_BYTES = MAX_ATTACHMENT_MEGABYTES * 1024 * 1024;

/** The media types the bucket accepts; a file of any other type is sent as a plain byte stream. */
export const attachmentMediaTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'model/stl',
  'model/obj',
  'model/step',
  'model/iges',
  'model/gltf-binary',
  'model/gltf+json',
  'application/octet-stream',
] as const;

export type FileRules = {
  readonly maxBytes: number;
  readonly maxMegabytes: number;
  readonly maxFiles: number;
  /** The endings the picker offers (each with its same-kind endings, see attachments.ts). */
  readonly extensions: readonly string[];
};

export const fileRules = {
  /** /quote: drawings, models and photos, several at once. */
  quote: {
    maxBytes: MAX_ATTACHMENT_BYTES,
    maxMegabytes: MAX_ATTACHMENT_MEGABYTES,
    maxFiles: 20,
    extensions: [
      'pdf',
      'jpg',
      'jpeg',
      'png',
      'stl',
      'obj',
      'fbx',
      '3ds',
      'dxf',
      'step',
      'stp',
      'iges',
      'igs',
      'gltf',
      'glb',
    ],
  },
  /** The OEM RFQ: a model and its drawings, e.g. a STEP and a PDF. */
  oem: {
    maxBytes: MAX_ATTACHMENT_BYTES,
    maxMegabytes: MAX_ATTACHMENT_MEGABYTES,
    maxFiles: 5,
    extensions: ['pdf', 'dwg', 'step', 'iges', 'jpg', 'png'],
  },
  /** The partner sign-up: the shop's certificates, as PDFs or scans. */
  partner: {
    maxBytes: MAX_ATTACHMENT_BYTES,
    maxMegabytes: MAX_ATTACHMENT_MEGABYTES,
    maxFiles: 5,
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  },
} as const satisfies Record<string, FileRules>;

/** "PDF, DWG, STEP or PNG": a list of endings as the forms' hints name them. */
export function extensionList(extensions: readonly string[]): string {
  const names = extensions.map((ext) => ext.toUpperCase());
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
