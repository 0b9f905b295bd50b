import { reviewFreeExtensions } from '../files-to-review.ts';
import { MalformedFile } from './bytes.ts';
import { stripIges } from './iges.ts';
import { stripJpeg } from './jpeg.ts';
import { stripPdf } from './pdf.ts';
import { stripPng } from './png.ts';
import type { NeutralCopy } from './result.ts';
import { stripStep } from './step.ts';
import { stripStl } from './stl.ts';

/*
 * The copy of a buyer's file that a supplier's brief links to: the same drawing without what
 * names the buyer inside it (author, organisation, file name, software). CAD exchange formats keep
 * such names in fields the copy blanks, so their copy goes out as it is unless the stripper finds
 * text it cannot make neutral (an IGES entity it cannot classify, a STEP user-defined entity); a
 * PDF or an image can show a name on the drawing itself, and formats not parsed here are copied unchanged, so
 * those copies are for the team to look at before the options go. A file that cannot be read as
 * its format is never refused: it is copied unchanged and marked for review. Imports nothing from
 * the browser, Node or Deno (relative imports with extensions), so Deno imports it as it is.
 */

export type { NeutralCopy } from './result.ts';

type Stripped = { bytes: Uint8Array; removed: string[]; notes: string[] };
type Stripper = (bytes: Uint8Array) => Stripped | Promise<Stripped>;

const strippers: Readonly<Record<string, Stripper>> = {
  step: stripStep,
  stp: stripStep,
  iges: stripIges,
  igs: stripIges,
  stl: stripStl,
  jpg: stripJpeg,
  jpeg: stripJpeg,
  png: stripPng,
  pdf: stripPdf,
};

// Extensions whose copy needs no one's look unless the stripper finds text it cannot place; the
// database holds the same list (../files-to-review.ts).
const reviewFree: ReadonlySet<string> = new Set(reviewFreeExtensions);

/** The neutral copy of `bytes`, a file whose name ends in `.<extension>` (any case, dot or not). */
export async function neutralCopy(bytes: Uint8Array, extension: string): Promise<NeutralCopy> {
  const ext = extension.replace(/^\./, '').toLowerCase();
  const strip = Object.hasOwn(strippers, ext) ? strippers[ext] : undefined;
  if (!strip) {
    return { bytes, removed: [], review: true, notes: [`.${ext} files are copied unchanged: nothing reads them here`] };
  }
  try {
    const { bytes: copy, removed, notes } = await strip(bytes);
    return { bytes: copy, removed, notes, review: !reviewFree.has(ext) || notes.length > 0 };
  } catch (error) {
    // Any failure, a malformed file's or the stripper's own, leaves the file as it was for the team.
    const reason = error instanceof MalformedFile ? error.message : `unexpected: ${String(error)}`;
    return { bytes, removed: [], review: true, notes: [`Copied unchanged, not readable as .${ext}: ${reason}`] };
  }
}
