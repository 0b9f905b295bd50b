import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { namesLeft } from '@/testing/identifying-text';
import { neutralCopy } from './index.ts';

/*
 * PDFs and images as authoring tools and cameras write them, naming the buyer in their metadata:
 * the neutral copy holds none of the names and draws the same thing, and the team still looks at
 * it, because a name can be drawn on the page or the picture itself.
 */

const NAMES = ['ACME', 'Priya', 'Shah', 'PN4471', 'SolidWorks'];
const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const segment = (marker: number, body: Uint8Array) => Buffer.from([0xff, marker, ...u16(body.length + 2), ...body]);

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<dc:creator><rdf:Seq><rdf:li>Priya Shah</rdf:li></rdf:Seq></dc:creator>
<dc:rights>ACME Aero Ltd</dc:rights><xmp:CreatorTool>SolidWorks 2024</xmp:CreatorTool>
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

async function pdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 2; i += 1) doc.addPage([595, 842]).drawText(`Bracket, sheet ${i + 1}`, { x: 50, y: 790, font });
  doc.setTitle('ACME-Aero_PN4471_RevB');
  doc.setAuthor('Priya Shah');
  doc.setSubject('Bracket for ACME Aero Ltd');
  doc.setKeywords(['ACME Aero', 'PN4471']);
  doc.setCreator('SolidWorks 2024');
  doc.setProducer('SolidWorks PDF export for ACME Aero Ltd');
  const metadata = doc.context.stream(XMP, { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(metadata));
  return doc.save({ useObjectStreams: false });
}

describe('neutral copies of PDF files', () => {
  it('drop the document info and the XMP metadata, keep the pages, and are for the team to look at', async () => {
    const original = await pdf();
    expect(namesLeft(original, NAMES)).not.toEqual([]);
    const copy = await neutralCopy(original, 'pdf');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    const reread = await PDFDocument.load(copy.bytes, { updateMetadata: false });
    expect(reread.getPageCount()).toBe(2);
    expect(reread.catalog.has(PDFName.of('Metadata'))).toBe(false);
    expect(reread.getTitle()).toBeUndefined();
    expect(copy.review).toBe(true);
    expect(copy.removed).toEqual(
      expect.arrayContaining([
        'PDF document info Title',
        'PDF document info Author',
        'PDF document info Subject',
        'PDF document info Keywords',
        'PDF document info Creator',
        'PDF document info Producer',
        'PDF XMP metadata (catalog)',
      ]),
    );
  });
});

/** A baseline JPEG of one grey 8×8 block: every table it needs, one scan, nothing else. */
function jpegImage(): { tables: Buffer; scan: Buffer } {
  const dqt = segment(0xdb, new Uint8Array([0x00, ...new Array<number>(64).fill(1)]));
  const sof0 = segment(0xc0, new Uint8Array([8, ...u16(8), ...u16(8), 1, 1, 0x11, 0]));
  // One one-bit code in each table: DC difference category 0, and the AC end of block.
  const counts = [1, ...new Array<number>(15).fill(0)];
  const dht = segment(0xc4, new Uint8Array([0x00, ...counts, 0x00, 0x10, ...counts, 0x00]));
  const sos = segment(0xda, new Uint8Array([1, 1, 0x00, 0, 63, 0]));
  // Bits 0 (DC) and 0 (EOB), padded with ones; then the end of image.
  return { tables: Buffer.concat([dqt, sof0, dht]), scan: Buffer.concat([sos, Buffer.from([0x3f, 0xff, 0xd9])]) };
}

function exif(): Uint8Array {
  const artist = 'Priya Shah, ACME Aero\0';
  const copyright = 'ACME Aero Ltd\0';
  const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  const ifdEnd = 8 + 2 + 2 * 12 + 4;
  const entry = (tag: number, text: string, offset: number) => [
    ...u16(tag),
    ...u16(2),
    ...u32(text.length),
    ...u32(offset),
  ];
  const tiff = [
    ...ascii('MM\0*'),
    ...u32(8),
    ...u16(2),
    ...entry(0x013b, artist, ifdEnd),
    ...entry(0x8298, copyright, ifdEnd + artist.length),
    ...u32(0),
    ...ascii(artist + copyright),
  ];
  return new Uint8Array([...ascii('Exif\0\0'), ...tiff]);
}

function jpeg(): { bytes: Uint8Array; scan: Buffer } {
  const { tables, scan } = jpegImage();
  const jfif = segment(0xe0, new Uint8Array([...ascii('JFIF\0'), 1, 1, 0, ...u16(72), ...u16(72), 0, 0]));
  const bytes = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jfif,
    segment(0xe1, exif()),
    segment(0xe1, ascii(`http://ns.adobe.com/xap/1.0/\0${XMP}`)),
    segment(0xec, ascii('Ducky\0ACME Aero Ltd')),
    segment(0xed, ascii('Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x10\x1c\x02\x50\0\x0aPriya Shah')),
    segment(0xfe, ascii('Scanned at ACME Aero Ltd for PN4471')),
    tables,
    scan,
  ]);
  return { bytes: new Uint8Array(bytes), scan };
}

describe('neutral copies of JPEG files', () => {
  it('drop EXIF, XMP, IPTC, other APPn segments and comments, keep JFIF, the tables and the scan byte for byte', async () => {
    const original = jpeg();
    expect(namesLeft(original.bytes, NAMES)).not.toEqual([]);
    const copy = await neutralCopy(original.bytes, 'JPG');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    const { tables, scan } = jpegImage();
    const jfif = segment(0xe0, new Uint8Array([...ascii('JFIF\0'), 1, 1, 0, ...u16(72), ...u16(72), 0, 0]));
    expect(Buffer.from(copy.bytes)).toEqual(Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, tables, scan]));
    expect(Buffer.from(copy.bytes).subarray(-scan.length)).toEqual(original.scan);
    expect(copy.removed).toEqual([
      'JPEG EXIF (APP1)',
      'JPEG XMP (APP1)',
      'JPEG APP12 segment',
      'JPEG IPTC (APP13)',
      'JPEG comment (COM)',
    ]);
    expect(copy.review).toBe(true);
  });
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
const chunkTypes = (bytes: Uint8Array) => {
  const types: string[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = Buffer.from(bytes).readUInt32BE(at);
    types.push(Buffer.from(bytes.subarray(at + 4, at + 8)).toString('latin1'));
    at += 12 + length;
  }
  return types;
};

function png(): { bytes: Uint8Array; idat: Buffer; ihdr: Buffer } {
  const ihdr = chunk('IHDR', new Uint8Array([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]));
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  const idat = chunk('IDAT', deflateSync(rows));
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    chunk('tEXt', ascii('Author\0Priya Shah')),
    chunk('tEXt', ascii('Copyright\0ACME Aero Ltd')),
    chunk('iTXt', new Uint8Array(Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`, 'utf8'))),
    chunk('zTXt', new Uint8Array([...ascii('Comment\0\0'), ...deflateSync(Buffer.from('Drawn at ACME Aero'))])),
    chunk('eXIf', exif().subarray(6)),
    chunk('tIME', new Uint8Array([0x07, 0xea, 11, 1, 10, 0, 0])),
    idat,
    chunk('IEND', new Uint8Array()),
  ]);
  return { bytes: new Uint8Array(bytes), idat, ihdr };
}

describe('neutral copies of PNG files', () => {
  it('drop the text, EXIF and time chunks and keep the others, IDAT and CRCs included, byte for byte', async () => {
    const original = png();
    expect(namesLeft(original.bytes, NAMES)).not.toEqual([]);
    expect(chunkTypes(original.bytes)).toContain('zTXt');
    const copy = await neutralCopy(original.bytes, 'png');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    expect(chunkTypes(copy.bytes)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(Buffer.from(copy.bytes)).toEqual(
      Buffer.concat([
        Buffer.from(original.bytes.subarray(0, 8)),
        original.ihdr,
        original.idat,
        chunk('IEND', new Uint8Array()),
      ]),
    );
    expect(copy.removed).toEqual([
      'PNG tEXt chunk',
      'PNG iTXt chunk',
      'PNG zTXt chunk',
      'PNG eXIf chunk',
      'PNG tIME chunk',
    ]);
    expect(copy.review).toBe(true);
  });
});
