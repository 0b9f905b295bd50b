/**
 * What a file picker offers: the endings of the files a form takes. Apart from what a lead row
 * stores (./attachments.ts), so a page with a picker does not load the row's shapes with it.
 */

/**
 * File name endings that name the same kind of file. A picker that offers one offers all of them:
 * a browser's file picker hides every file whose ending is not listed, so `.step` alone would
 * hide the `.stp` files most CAD systems write.
 */
const sameKind: readonly (readonly string[])[] = [
  ['jpg', 'jpeg'],
  ['step', 'stp'],
  ['iges', 'igs'],
  ['tif', 'tiff'],
];

/** The endings a form names, with every ending of the same kind, without duplicates. */
export function withSameKindEndings(extensions: readonly string[]): string[] {
  const all = extensions.flatMap((ext) => sameKind.find((kind) => kind.includes(ext)) ?? [ext]);
  return [...new Set(all)];
}

/** A file input's `accept` for these endings (and their same-kind endings). */
export const acceptAttribute = (extensions: readonly string[]): string =>
  withSameKindEndings(extensions)
    .map((ext) => `.${ext}`)
    .join(',');
