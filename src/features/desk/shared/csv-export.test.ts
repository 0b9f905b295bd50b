// @vitest-environment jsdom
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvCell, csvFileName, exportLeadsCsv, FORMULA_TRIGGER, leadsToCsv, UTF8_BOM } from './csv-export';
import { sampleRead } from '@/shared/cad/sample-read';

const parse = (csv: string) => Papa.parse<string[]>(csv.slice(UTF8_BOM.length), { skipEmptyLines: true }).data;

describe('leadsToCsv', () => {
  it('writes every key of the first row as a column, every value quoted', () => {
    const csv = leadsToCsv([
      { id: '1', company_name: 'Acme, "Precision" Ltd', phone: '0161 496 0000' },
      { id: '2', company_name: 'Beta', phone: '0' },
    ]);
    expect(csv).toBe(
      `${UTF8_BOM}"id","company_name","phone"\r\n"1","Acme, ""Precision"" Ltd","0161 496 0000"\r\n"2","Beta","0"`,
    );
  });

  it('starts with a UTF-8 byte order mark so Excel shows accents', () => {
    const csv = leadsToCsv([{ name: 'Zoë Müller' }]) ?? '';
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parse(csv)[1]).toEqual(['Zoë Müller']);
  });

  it('writes null, undefined and empty values as empty fields', () => {
    const csv = leadsToCsv([{ a: null, b: undefined, c: '', d: 'x' }]) ?? '';
    expect(csv.split('\r\n')[1]).toBe('"","","","x"');
    expect(parse(csv)[1]).toEqual(['', '', '', 'x']);
  });

  it('uses the first row for columns: later keys are dropped, missing ones are empty', () => {
    const csv =
      leadsToCsv([
        { a: '1', b: '2' },
        { a: '3', c: 'extra' },
      ]) ?? '';
    expect(parse(csv)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', ''],
    ]);
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.test","x")'],
    ['+', '+1+1'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A2)'],
    ['tab', '\t=1+1'],
    ['carriage return', '\r=1+1'],
    ['line feed', '\n=1+1'],
    ['= on a multi-line value', '=1+1\nsecond line'],
    ['spaces before =', '  =1+1'],
    ['a no-break space before =', '\u00a0=1+1'],
    ['a zero-width space before +', '\u200b+1+1'],
    ['a full-width ＝', '＝1+1'],
    ['a full-width ＠', '＠SUM(A1)'],
    ['a full-width － after a space', ' －1+1'],
  ])('neutralises a value starting with %s', (_name, value) => {
    const rows = parse(leadsToCsv([{ note: value }]) ?? '');
    expect(rows[1]?.[0]).toBe(`'${value}`);
  });

  it.each([
    ['a left-to-right mark', '\u200e=1+1'],
    ['a right-to-left mark', '\u200f=1+1'],
    ['a soft hyphen', '\u00ad=1+1'],
    ['a function application mark', '\u2061=1+1'],
    ['a Mongolian vowel separator', '\u180e=1+1'],
    ['a small equals sign ﹦', '\ufe66SUM(A1)'],
    ['a minus sign −', '\u22121+1'],
  ])('neutralises a value starting with %s', (_name, value) => {
    const rows = parse(leadsToCsv([{ note: value }]) ?? '');
    expect(rows[1]?.[0]).toBe(`'${value}`);
  });

  it('sees a formula behind any run of format (Cf) or white space characters, every one of them', () => {
    const hidden: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (/\p{Cf}/u.test(char) || /\s/u.test(char)) hidden.push(char);
    }
    // Every Cf character Unicode defines (about 170) and every white space character.
    expect(hidden.length).toBeGreaterThan(150);
    const missed = hidden.filter(
      (char) => !FORMULA_TRIGGER.test(`${char}${char}=1+1`) || !FORMULA_TRIGGER.test(`${char}@A1`),
    );
    expect(missed.map((char) => `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`)).toEqual([]);
  });

  it('leaves ordinary values alone, including inner = and -', () => {
    const rows = parse(leadsToCsv([{ note: 'a=b', phone: '0161-496', mail: 'x@y.test' }]) ?? '');
    expect(rows[1]).toEqual(['a=b', '0161-496', 'x@y.test']);
  });

  it('returns nothing for an empty list', () => {
    expect(leadsToCsv([])).toBeUndefined();
  });
});

describe('csvCell', () => {
  it('joins lists and describes attachments readably', () => {
    expect(csvCell(['milling', 'edm'])).toBe('milling, edm');
    expect(
      csvCell([
        { name: 'part.step', size: 1_572_864, type: 'model/step' },
        { name: 'drawing.dwg', size: 0, type: '' },
      ]),
    ).toBe('part.step (1.50 MB, model/step); drawing.dwg (1 KB)');
    expect(csvCell([])).toBe('');
    expect(csvCell(false)).toBe(false);
    expect(csvCell({ other: 1 })).toBe('{"other":1}');
  });

  it('adds a measured model’s size, volume and area', () => {
    const measurements = { sizeMm: [10, 10, 10], volumeCm3: 1, areaCm2: 6 };
    expect(csvCell([{ name: 'cube.stl', size: 684, type: 'model/stl', measurements }])).toBe(
      'cube.stl (1 KB, model/stl, Size: 10.0 × 10.0 × 10.0 mm, Volume: 1.00 cm³, Surface area: 6.00 cm²)',
    );
  });

  it('adds a read model’s machining read, and leaves out a read the database would refuse', () => {
    const read = sampleRead({ sampleSpacingMm: 14.1, thinWalls: 2, thinWallMinMm: 0.32, removedShare: 0.25 });
    const cell = csvCell([{ name: 'rib.stl', size: 684, type: 'model/stl', read }]);
    expect(cell).toBe(
      'rib.stl (1 KB, model/stl, 2 thin walls under 0.5 mm (min 0.32 mm), Stock cut away: about 25%, ' +
        'Read from the model’s triangles, about 14.1 mm apart: radii, threads and tolerances need the drawing)',
    );
    expect(csvCell([{ name: 'rib.stl', size: 684, type: 'model/stl', read: { ...read, thinWallMinMm: null } }])).toBe(
      'rib.stl (1 KB, model/stl)',
    );
  });
});

describe('csvFileName', () => {
  it('is {prefix}-{YYYY-MM-DD}.csv in local time', () => {
    expect(csvFileName('oem-leads', new Date(2026, 0, 5, 23, 59))).toBe('oem-leads-2026-01-05.csv');
    expect(csvFileName('icp-template-leads', new Date(2026, 10, 22, 0, 1))).toBe('icp-template-leads-2026-11-22.csv');
  });
});

describe('exportLeadsCsv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function captureDownloads() {
    const blobs: Blob[] = [];
    const names: string[] = [];
    // jsdom has no object URLs and does not download; capture what would be saved instead.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { blobs, names };
  }

  it('downloads the CSV under the dated file name', async () => {
    const { blobs, names } = captureDownloads();
    expect(exportLeadsCsv([{ id: '1', email: 'a@b.test' }], 'cnc-partner-leads', new Date(2026, 10, 22))).toBe(true);
    expect(names).toEqual(['cnc-partner-leads-2026-11-22.csv']);
    const [blob] = blobs;
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('"id","email"\r\n"1","a@b.test"');
  });

  it('does nothing for an empty list', () => {
    const { blobs, names } = captureDownloads();
    expect(exportLeadsCsv([], 'oem-leads')).toBe(false);
    expect(blobs).toEqual([]);
    expect(names).toEqual([]);
  });
});
