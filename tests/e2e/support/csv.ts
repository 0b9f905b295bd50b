/**
 * A CSV file as RFC 4180 defines it: records end in CRLF (a bare LF is taken too), fields are
 * separated by commas, a field in double quotes may hold commas, line breaks and doubled quotes.
 * A byte-order mark is dropped, and the final record's line break is optional. Throws on a quote
 * inside an unquoted field or an unterminated quoted field, so a malformed file fails the test.
 */
export function parseCsv(source: string): string[][] {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
        const next = text[i];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          throw new Error(`CSV: text after a closing quote at ${i}`);
        }
      } else {
        field += c;
        i += 1;
      }
    } else if (c === '"') {
      if (field !== '') throw new Error(`CSV: a quote inside an unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (c === ',') {
      endField();
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 2;
    } else if (c === '\n') {
      endRecord();
      i += 1;
    } else {
      field += c;
      i += 1;
    }
  }
  if (quoted) throw new Error('CSV: a quoted field is not closed');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** The records after the header, each as an object keyed by the header's names. */
export function csvObjects(records: readonly string[][]): Record<string, string>[] {
  const [header = [], ...rows] = records;
  return rows.map((row) => {
    if (row.length !== header.length) throw new Error(`CSV: a record of ${row.length} fields under ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']));
  });
}
