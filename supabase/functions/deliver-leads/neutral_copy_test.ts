import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { neutralCopy } from '../../../src/shared/introductions/neutral-copy/index.ts';

/*
 * The neutral copy as the function runs it, in Deno: pdf-lib resolves through the import map
 * (supabase/functions/deno.json) and is loaded when a PDF is copied.
 */

Deno.test('a PDF drawing copied in Deno loses its document info and keeps its pages', async () => {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage();
  doc.setAuthor('Priya Shah');
  doc.setTitle('ACME-Aero_PN4471_RevB');
  const copy = await neutralCopy(await doc.save({ useObjectStreams: false }), 'pdf');
  const reread = await PDFDocument.load(copy.bytes, { updateMetadata: false });
  assertEquals([reread.getAuthor(), reread.getTitle(), reread.getPageCount()], [undefined, undefined, 1]);
  assert(copy.removed.includes('PDF document info Author'));
  assertEquals(copy.review, true);
});
