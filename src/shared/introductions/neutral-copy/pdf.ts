import type * as PdfLibModule from 'pdf-lib';
import type { PDFContext, PDFDict, PDFObject, PDFRef } from 'pdf-lib';
import { MalformedFile } from './bytes.ts';

/*
 * PDF. The document information dictionary (Title, Author, Subject, Keywords, Creator, Producer,
 * and whatever else an exporter adds, such as Company) and XMP metadata streams name the author,
 * the company and the software; markup annotations name their author (/T); PieceInfo holds the
 * authoring application's private data. The copy drops all of these, then every object nothing
 * refers to any more (earlier revisions of the same metadata among them), and is written without
 * object streams. A drawing's title block is printed on the page itself, which no stripping can
 * judge: every PDF copy is for the team to look at. pdf-lib is loaded only when a PDF is copied.
 */

type PdfLib = typeof PdfLibModule;

/** Every object reachable from the roots, by reference number. */
function reachable(lib: PdfLib, context: PDFContext, roots: readonly PDFObject[]): Map<string, PDFObject> {
  const seen = new Map<string, PDFObject>();
  const stack = [...roots];
  while (stack.length > 0) {
    const object = stack.pop();
    if (object instanceof lib.PDFRef) {
      if (seen.has(object.tag)) continue;
      const target = context.lookup(object);
      if (!target) continue;
      seen.set(object.tag, target);
      stack.push(target);
    } else if (object instanceof lib.PDFDict) {
      stack.push(...object.values());
    } else if (object instanceof lib.PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof lib.PDFStream) {
      stack.push(object.dict);
    }
  }
  return seen;
}

function dictOf(lib: PdfLib, object: PDFObject): PDFDict | null {
  if (object instanceof lib.PDFDict) return object;
  if (object instanceof lib.PDFStream) return object.dict;
  return null;
}

export async function stripPdf(bytes: Uint8Array): Promise<{ bytes: Uint8Array; removed: string[]; notes: string[] }> {
  const lib = await import('pdf-lib');
  const { PDFDocument, PDFName } = lib;
  let doc: Awaited<ReturnType<typeof PDFDocument.load>>;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    throw new MalformedFile(`pdf-lib cannot read it: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { context } = doc;
  const removed = new Set<string>();

  const info = context.trailerInfo.Info ? context.lookup(context.trailerInfo.Info) : undefined;
  if (info instanceof lib.PDFDict) {
    for (const key of info.keys()) removed.add(`PDF document info ${key.decodeText()}`);
  }
  context.trailerInfo.Info = undefined;

  const root = context.trailerInfo.Root;
  if (!root) throw new MalformedFile('the PDF has no catalog');
  const Metadata = PDFName.of('Metadata');
  const PieceInfo = PDFName.of('PieceInfo');
  const T = PDFName.of('T');
  const objects = [doc.catalog as PDFObject, ...reachable(lib, context, [root]).values()];
  for (const object of objects) {
    const dict = dictOf(lib, object);
    if (!dict) continue;
    if (dict.has(Metadata)) {
      dict.delete(Metadata);
      removed.add(dict === doc.catalog ? 'PDF XMP metadata (catalog)' : 'PDF XMP metadata (objects)');
    }
    if (dict.has(PieceInfo)) {
      dict.delete(PieceInfo);
      removed.add('PDF PieceInfo');
    }
    const subtype = dict.get(PDFName.of('Subtype'));
    const isMarkup = dict.has(PDFName.of('Rect')) && subtype instanceof lib.PDFName && subtype !== PDFName.of('Widget');
    if (isMarkup && dict.has(T) && !dict.has(PDFName.of('FT'))) {
      dict.delete(T);
      removed.add('PDF annotation author');
    }
  }

  const kept = reachable(lib, context, [root]);
  const gone: PDFRef[] = context
    .enumerateIndirectObjects()
    .map(([ref]) => ref)
    .filter((ref) => !kept.has(ref.tag));
  for (const ref of gone) context.delete(ref);

  const out = await doc.save({ useObjectStreams: false, updateFieldAppearances: false });
  return {
    bytes: out,
    removed: [...removed],
    notes: ['A PDF drawing can show a title block or a name on the page: the team looks before it goes'],
  };
}
