import { describe, expect, it } from 'vitest';
import { namesLeft } from '@/testing/identifying-text';
import { bytesOf, dataSection, latin1, step, STEP_DATA } from '@/testing/step-sample';
import { neutralCopy } from './index.ts';

/*
 * CAD exchange files as exporters write them, naming the buyer in their headers: the neutral copy
 * holds none of the names, keeps the geometry byte for byte, and goes out without review.
 */

const NAMES = ['ACME', 'Acme', 'Priya', 'Shah', 'PN4471', 'SolidWorks', 'SwSTEP', 'SwIGES'];
describe('neutral copies of STEP files', () => {
  it('blank FILE_NAME and FILE_DESCRIPTION, keep the header readable and a DATA section of geometry byte for byte', async () => {
    const original = step();
    expect(namesLeft(original, NAMES)).not.toEqual([]);
    const copy = await neutralCopy(original, 'step');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    expect(dataSection(copy.bytes)).toBe(dataSection(original));
    expect(latin1(copy.bytes)).toContain(
      "HEADER;\r\nFILE_DESCRIPTION((''),'2;1');\r\nFILE_NAME('','2026-11-01T10:00:00',(''),(''),'','','');\r\n" +
        "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));\r\nENDSEC;\r\nDATA;",
    );
    expect(copy.review).toBe(false);
    expect(copy.removed).toEqual([
      'STEP header comments',
      'STEP FILE_DESCRIPTION text',
      'STEP FILE_NAME name',
      'STEP FILE_NAME author',
      'STEP FILE_NAME organization',
      'STEP FILE_NAME preprocessor version',
      'STEP FILE_NAME originating system',
      'STEP FILE_NAME authorization',
    ]);
  });

  it('reads .stp the same way, and strings holding quotes, semicolons and parentheses', async () => {
    const text = latin1(step()).replace("('Priya Shah')", "('Priya ''P;S'' (Shah)')");
    const copy = await neutralCopy(bytesOf(text), '.STP');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    expect(copy.review).toBe(false);
  });

  it('rewrites the strings of people, organisations and products in the DATA section, and keeps the rest', async () => {
    const named = [
      "#6=PRODUCT('ACME-Aero_PN4471_RevB','ACME-Aero_PN4471_RevB','Bracket for ACME',(#9));",
      "#7=PRODUCT('PN4471-2','Acme ''B''',$,(#9));",
      "#8=PERSON('psha','Shah','Priya',$,('Dr.'),$);",
      "#10=(CHARACTERIZED_OBJECT('ACME',$)ORGANIZATION('','ACME Aero\r\nLtd',''));",
      "#11=PRODUCT_RELATED_PRODUCT_CATEGORY('detail','ACME parts',(#6,#7));",
      '/* ACME */',
    ].join('\r\n');
    const data = STEP_DATA.replace('ENDSEC;', `${named}\r\nENDSEC;`);
    const copy = await neutralCopy(step(data), 'step');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    expect(dataSection(copy.bytes)).toBe(
      dataSection(step(STEP_DATA)).replace(
        'ENDSEC;',
        [
          "#6=PRODUCT('part','part','',(#9));",
          "#7=PRODUCT('part-2','part-2',$,(#9));",
          "#8=PERSON('person','','',$,(''),$);",
          "#10=(CHARACTERIZED_OBJECT('',$)ORGANIZATION('','organization',''));",
          "#11=PRODUCT_RELATED_PRODUCT_CATEGORY('detail','',(#6,#7));",
          '',
          'ENDSEC;',
        ].join('\r\n'),
      ),
    );
    expect(copy.review).toBe(false);
    expect(copy.removed.slice(-6)).toEqual([
      'STEP DATA comments',
      'STEP PRODUCT strings',
      'STEP PERSON strings',
      'STEP CHARACTERIZED_OBJECT strings',
      'STEP ORGANIZATION strings',
      'STEP PRODUCT_RELATED_PRODUCT_CATEGORY strings',
    ]);
  });
});

/** An 80-column record: 72 columns of text, the section letter, a 7-digit sequence number. */
const record = (text: string, section: string, n: number) =>
  `${text.padEnd(72)}${section}${String(n).padStart(7, '0')}`;

const GLOBAL_PARAMS = [
  '1H,',
  '1H;',
  '13HACME-PN4471-B',
  '25HACME-Aero_PN4471_RevB.igs',
  '15HSolidWorks 2024',
  '10HSwIGES 2.0',
  '32',
  '38',
  '6',
  '308',
  '15',
  '13HACME-PN4471-B',
  '1.',
  '2',
  '2HMM',
  '1',
  '0.01',
  '15H20261101.100000',
  '1E-08',
  '500.',
  '10HPriya Shah',
  '13HACME Aero Ltd',
  '11',
  '0',
  '15H20261101.100000;',
];

function iges(): { bytes: Uint8Array; neutralDirectory: (string | undefined)[]; parameters: string[] } {
  const start = ['ACME Aero Ltd bracket PN4471 Rev B, for quotation', 'Contact Priya Shah'].map((t, i) =>
    record(t, 'S', i + 1),
  );
  // The global text wrapped mid-parameter, as exporters do: Hollerith strings may span records.
  const globalText = GLOBAL_PARAMS.join(',');
  const global = Array.from({ length: Math.ceil(globalText.length / 72) }, (_, i) =>
    record(globalText.slice(i * 72, i * 72 + 72), 'G', i + 1),
  );
  const field = (value: string | number) => String(value).padStart(8);
  const directory = [
    record([116, 1, 0, 0, 0, 0, 0, 0, '00000000'].map(field).join(''), 'D', 1),
    record([116, 0, 0, 1, 0, '', '', 'POINT', 0].map(field).join(''), 'D', 2),
  ];
  const neutralDirectory = [directory[0], record([116, 0, 0, 1, 0, '', '', '', 0].map(field).join(''), 'D', 2)];
  const parameters = [record(`${'116,10.,20.,30.,0;'.padEnd(64)}${field(1)}`, 'P', 1)];
  const terminate = record(
    `S${'2'.padStart(7, '0')}G${String(global.length).padStart(7, '0')}D0000002P0000001`,
    'T',
    1,
  );
  const lines = [...start, ...global, ...directory, ...parameters, terminate];
  return { bytes: bytesOf(`${lines.join('\n')}\n`), neutralDirectory, parameters };
}

describe('neutral copies of IGES files', () => {
  it('blank the Start section, the Global names and entity labels, keep 80-column records, the geometry and the counts right', async () => {
    const original = iges();
    expect(namesLeft(original.bytes, NAMES)).not.toEqual([]);
    const copy = await neutralCopy(original.bytes, 'igs');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    expect(copy.review).toBe(false);
    const lines = latin1(copy.bytes).trimEnd().split('\n');
    expect(lines.every((line) => line.length === 80)).toBe(true);
    const section = (letter: string) => lines.filter((line) => line[72] === letter);
    expect(section('D')).toEqual(original.neutralDirectory);
    expect(section('P')).toEqual(original.parameters);
    expect(section('S')).toEqual([record('', 'S', 1)]);
    const global = section('G');
    expect(global.map((line) => line.slice(73))).toEqual(global.map((_, i) => String(i + 1).padStart(7, '0')));
    // Every parameter is still there, in order, the names replaced by one neutral string.
    expect(global.map((line) => line.slice(0, 72).trimEnd()).join('')).toBe(
      '1H,,1H;,7Hneutral,7Hneutral,7Hneutral,7Hneutral,32,38,6,308,15,7Hneutral,1.,2,2HMM,1,0.01,' +
        '15H20261101.100000,1E-08,500.,7Hneutral,7Hneutral,11,0,15H20261101.100000;',
    );
    expect(section('T')).toEqual([
      record(`S0000001G${String(global.length).padStart(7, '0')}D0000002P0000001`, 'T', 1),
    ]);
    expect(copy.removed).toEqual([
      'IGES Start section text',
      'IGES global product id of the sender',
      'IGES global file name',
      'IGES global native system id',
      'IGES global preprocessor version',
      'IGES global product id for the receiver',
      'IGES global author',
      'IGES global author organization',
      'IGES directory entity labels',
    ]);
  });
});

describe('neutral copies of STL files', () => {
  it('keep the bare solid and endsolid keywords of an ASCII file, and its facets', async () => {
    const facets = [
      '  facet normal 0 0 1',
      '    outer loop',
      '      vertex 0 0 0',
      '      vertex 1 0 0',
      '      vertex 0 1 0',
      '    endloop',
      '  endfacet',
    ].join('\n');
    const original = bytesOf(`solid ACME-Aero_PN4471_RevB by Priya Shah\n${facets}\nendsolid ACME-Aero_PN4471_RevB\n`);
    const copy = await neutralCopy(original, 'stl');
    expect(latin1(copy.bytes)).toBe(`solid\n${facets}\nendsolid\n`);
    expect(copy.removed).toEqual(['STL solid name', 'STL endsolid name']);
    expect(copy.review).toBe(false);
  });

  it('zero the 80-byte header of a binary file and keep its triangles', async () => {
    const original = new Uint8Array(84 + 50);
    original.set(Buffer.from('solid ACME Aero Ltd PN4471 RevB exported by Priya Shah, SolidWorks', 'latin1'));
    const view = new DataView(original.buffer);
    view.setUint32(80, 1, true);
    [0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0].forEach((v, i) => view.setFloat32(84 + i * 4, v, true));
    const copy = await neutralCopy(original, 'stl');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    expect([...copy.bytes.subarray(0, 80)]).toEqual(new Array(80).fill(0));
    expect(copy.bytes.subarray(80)).toEqual(original.subarray(80));
    expect(copy.removed).toEqual(['STL binary header']);
    expect(copy.review).toBe(false);
  });
});

describe('files that cannot be read, and formats not read', () => {
  it.each([
    ['step', "ISO-10303-21;\nHEADER;\nFILE_NAME('ACME\n"],
    ['igs', 'ACME Aero Ltd, not IGES at all'],
    ['stl', 'ACME Aero Ltd, not STL at all'],
    ['pdf', '%PDF-1.7 ACME Aero Ltd, truncated'],
    ['jpg', '\xff\xd8\xff\xfe\x00\x20ACME Aero Ltd, truncated'],
    ['png', '\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR'],
    ['dxf', '0\nSECTION\n2\nHEADER\n9\n$LASTSAVEDBY\n1\nPriya Shah\n'],
  ])('a .%s file is copied unchanged, never refused, and left to the team', async (ext, text) => {
    const original = bytesOf(text);
    const copy = await neutralCopy(original, ext);
    expect(copy.bytes).toEqual(original);
    expect(copy.removed).toEqual([]);
    expect(copy.review).toBe(true);
    expect(copy.notes).toHaveLength(1);
  });
});
