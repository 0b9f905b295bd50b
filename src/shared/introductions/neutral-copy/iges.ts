import { fromLatin1, latin1, MalformedFile } from './bytes.ts';
import { neutralEntities } from './iges-entities.ts';

/*
 * IGES 5.3: 80-column records, the section letter in column 73 and a sequence number in 74–80.
 * The Start section is free text for people (often the part and the company); the Global section
 * names the sender's product, the file, the exporting system, the receiver's product, the author
 * and their organisation. The copy has one blank Start record, those Global parameters as a
 * neutral Hollerith string, the Global section re-wrapped to 72 columns, and the Terminate
 * record's counts to match. Directory and Parameter Data keep their records, with the names in
 * them blanked in place (iges-entities.ts).
 */

/** Global parameters (1-based, as the specification numbers them) that can name the buyer. */
const IDENTIFYING_GLOBALS: ReadonlyMap<number, string> = new Map([
  [3, 'product id of the sender'],
  [4, 'file name'],
  [5, 'native system id'],
  [6, 'preprocessor version'],
  [12, 'product id for the receiver'],
  [21, 'author'],
  [22, 'author organization'],
]);

const NEUTRAL = '7Hneutral';

type Line = { text: string; section: string };

function records(text: string): { lines: Line[]; newline: string } {
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      if (line.length < 73) throw new MalformedFile('an IGES record shorter than 73 columns');
      return { text: line, section: line[72] ?? '' };
    });
  return { lines, newline };
}

/** Reads one parameter from `at`: a Hollerith string (`nH…`) or anything up to a delimiter. */
function readParam(text: string, at: number, delimiters: string): { raw: string; text: string | null; end: number } {
  const hollerith = /^\s*(\d+)H/.exec(text.slice(at, at + 12));
  if (hollerith) {
    const start = at + hollerith[0].length;
    const length = Number(hollerith[1]);
    if (start + length > text.length) throw new MalformedFile('an IGES Hollerith string runs past the Global section');
    let end = start + length;
    while (end < text.length && text[end] === ' ') end += 1;
    return { raw: text.slice(at, start + length).trim(), text: text.slice(start, start + length), end };
  }
  let end = at;
  while (end < text.length && !delimiters.includes(text[end] ?? '')) end += 1;
  if (end >= text.length) throw new MalformedFile('the IGES Global section has no record delimiter');
  return { raw: text.slice(at, end).trim(), text: null, end };
}

/** The Global section's parameters as written, with its two delimiters. */
function parseGlobal(text: string): { params: string[]; texts: (string | null)[]; param: string; record: string } {
  let param = ',';
  let record = ';';
  const params: string[] = [];
  const texts: (string | null)[] = [];
  let at = 0;
  for (let index = 1; ; index += 1) {
    const read =
      index <= 2 && text[at] === param ? { raw: '', text: null, end: at } : readParam(text, at, param + record);
    if (index === 1 && read.text !== null) param = read.text;
    if (index === 2 && read.text !== null) record = read.text;
    params.push(read.raw);
    texts.push(read.text);
    const delimiter = text[read.end];
    if (delimiter === record) return { params, texts, param, record };
    if (delimiter !== param) throw new MalformedFile(`IGES global parameter ${index} is not followed by a delimiter`);
    at = read.end + 1;
    if (index > 100) throw new MalformedFile('too many IGES global parameters');
  }
}

/** Packs parameters into 72-column Global records, breaking between parameters where one fits. */
function wrap(params: readonly string[], param: string, record: string): string[] {
  const lines: string[] = [];
  let line = '';
  params.forEach((value, i) => {
    let piece = value + (i === params.length - 1 ? record : param);
    if (line.length + piece.length > 72 && line !== '') {
      lines.push(line);
      line = '';
    }
    while (piece.length > 72) {
      lines.push(piece.slice(0, 72));
      piece = piece.slice(72);
    }
    line += piece;
  });
  if (line !== '') lines.push(line);
  return lines;
}

const sequence = (zeroPadded: boolean, n: number) =>
  zeroPadded ? String(n).padStart(7, '0') : String(n).padStart(7, ' ');

export function stripIges(bytes: Uint8Array): { bytes: Uint8Array; removed: string[]; notes: string[] } {
  const { lines, newline } = records(latin1(bytes));
  const of = (section: string) => lines.filter((line) => line.section === section);
  const [start, global, directory, parameters, terminate] = ['S', 'G', 'D', 'P', 'T'].map(of);
  if (!start || !global || !directory || !parameters || !terminate) throw new MalformedFile('not IGES');
  if (
    global.length === 0 ||
    terminate.length !== 1 ||
    start.length + global.length + directory.length + parameters.length + 1 !== lines.length
  ) {
    throw new MalformedFile('IGES sections out of order or missing');
  }
  const removed: string[] = [];
  if (start.some((line) => line.text.slice(0, 72).trim() !== '')) removed.push('IGES Start section text');

  const { params, texts, param, record } = parseGlobal(global.map((line) => line.text.slice(0, 72)).join(''));
  for (const [index, name] of IDENTIFYING_GLOBALS) {
    if (index > params.length) continue;
    if ((texts[index - 1] ?? params[index - 1] ?? '').trim() !== '') removed.push(`IGES global ${name}`);
    params[index - 1] = NEUTRAL;
  }
  const entities = neutralEntities(
    directory.map((line) => line.text),
    parameters.map((line) => line.text),
    param,
    record,
  );
  removed.push(...entities.removed);
  const zeroPadded = /^\d{7}$/.test(global[0]?.text.slice(73, 80) ?? '');
  const startLine = `${' '.repeat(72)}S${sequence(zeroPadded, 1)}`;
  const globalLines = wrap(params, param, record).map((text, i) => `${text.padEnd(72)}G${sequence(zeroPadded, i + 1)}`);
  const counts = `S${sequence(true, 1)}G${sequence(true, globalLines.length)}D${sequence(true, directory.length)}P${sequence(true, parameters.length)}`;
  const terminateLine = `${counts.padEnd(72)}T${sequence(zeroPadded, 1)}`;
  const out = [startLine, ...globalLines, ...entities.directory, ...entities.parameters, terminateLine];
  return { bytes: fromLatin1(out.join(newline) + newline), removed, notes: entities.notes };
}
