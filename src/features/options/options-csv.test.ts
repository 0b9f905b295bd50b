import { describe, expect, it } from 'vitest';
import { optionsContent } from '@/content/pages/options';
import { UTF8_BOM } from '@/shared/formula-guard';
import { optionsCsv } from './options-csv';
import { baseView } from './options-stand-in';

/** RFC 4180 read back (after the byte order mark): quoted fields, doubled quotes, CRLF between records. */
function parseCsv(csv: string): string[][] {
  const text = csv.startsWith(UTF8_BOM) ? csv.slice(UTF8_BOM.length) : csv;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

describe('the options as CSV', () => {
  it('parses back to one row per option with the facts the page shows', () => {
    const rows = parseCsv(optionsCsv(baseView()));
    expect(rows).toHaveLength(4);
    const [header, acme, baker, cobalt] = rows;
    const copy = optionsContent.option;
    expect(header?.[0]).toBe(optionsContent.table.supplier);
    const column = (label: string) => header?.indexOf(label) ?? -1;
    expect(acme?.[0]).toBe('Acme Precision');
    expect(acme?.[column(copy.where)]).toBe('Sheffield, United Kingdom (serves UK, EU)');
    expect(acme?.[column(copy.processes)]).toBe('CNC milling, Multi-axis machining (up to 5 axes)');
    expect(acme?.[column(copy.certificates)]).toBe('AS9100 · verified, valid to Mar 2027');
    expect(acme?.[column(copy.lastVisit)]).toBe('Oct 2026');
    expect(acme?.[column(copy.leadTime)]).toBe('Under 2 weeks');
    expect(acme?.[column(copy.price)]).toBe('£1,250.00 per part');
    expect(acme?.[column(copy.minimumOrder)]).toBe('50 parts');
    expect(acme?.[column(copy.reasonsTitle)]).toBe('Holds AS9100; Mills titanium on 5 axes, "daily"');
    expect(baker?.[0]).toBe('Baker, Sons & Co');
    expect(baker?.[column(copy.price)]).toBe('');
    expect(cobalt?.[column(copy.leadTime)]).toBe(copy.notStated);
    expect(cobalt?.[column(copy.where)]).toBe('Germany (serves EU)');
  });

  it('quotes only what needs it and ends every record with CRLF', () => {
    const text = optionsCsv(baseView());
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('"Baker, Sons & Co"');
    expect(text).toContain('"Holds AS9100; Mills titanium on 5 axes, ""daily"""');
    expect(text.split('\r\n')[1]?.startsWith('Acme Precision,')).toBe(true);
  });

  it('starts with a byte order mark, so Excel reads it as UTF-8', () => {
    expect(optionsCsv(baseView()).startsWith(`${UTF8_BOM}${optionsContent.table.supplier},`)).toBe(true);
  });

  it('writes a cell a spreadsheet would run as a formula as text', () => {
    const view = baseView();
    const [first, ...rest] = view.options;
    if (!first) throw new Error('no option');
    const text = optionsCsv({ ...view, options: [{ ...first, company_name: '=HYPERLINK("x")' }, ...rest] });
    expect(text.split('\r\n')[1]?.startsWith(`"'=HYPERLINK(""x"")",`)).toBe(true);
    expect(parseCsv(text)[1]?.[0]).toBe(`'=HYPERLINK("x")`);
  });
});
