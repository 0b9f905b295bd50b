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

Deno.test('a STEP model copied in Deno keeps no string anyone typed in its DATA section', async () => {
  const step = [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION((''),'2;1');",
    "FILE_NAME('','2026-11-01T10:00:00',(''),(''),'','','');",
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN'));",
    'ENDSEC;',
    'DATA;',
    "#11=DESCRIPTIVE_REPRESENTATION_ITEM('Company','ACME Aero Structures Ltd');",
    "#12=DESCRIPTIVE_REPRESENTATION_ITEM('DrawnBy','j.doe@acme-aero.example');",
    "#20=SHAPE_REPRESENTATION('ACME-Aero bracket',(#11),#7);",
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
  const copy = await neutralCopy(new TextEncoder().encode(step), 'step');
  const text = new TextDecoder('latin1').decode(copy.bytes);
  for (const name of ['ACME', 'Company', 'DrawnBy', 'j.doe']) assert(!text.includes(name), name);
  assertEquals(copy.review, false);
});
