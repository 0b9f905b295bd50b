import { MalformedFile } from './bytes.ts';

/*
 * IGES Directory Entry and Parameter Data. Each entity has two 80-column Directory records; the
 * second one's columns 57–64 hold the entity label and 65–72 its subscript, which exporters fill
 * with names ("SOLID1", a part number). Parameter Data holds each entity's parameters in columns
 * 1–64 of its records; text there is a Hollerith string (`6HSolid1`), and anything after an
 * entity's record delimiter is a comment. The copy writes spaces over the labels, non-zero
 * subscripts, comments and the strings of Name properties (type 406 form 15) in place, each
 * character where it was, so every record keeps its columns, sequence number and pointers. Any
 * other entity holding text (notes, colour names, subfigure names, external file names) is kept
 * and the copy goes to the team.
 */

const NAME_PROPERTY = { type: 406, form: 15 };
const DATA_COLUMNS = 64;

const field = (line: string, column: number) => (line.slice((column - 1) * 8, column * 8) || '').trim();
const blankColumns = (line: string, from: number, to: number) =>
  line.slice(0, from) + ' '.repeat(to - from) + line.slice(to);

type Span = { start: number; end: number };

/** The Hollerith strings' spans in one entity's parameters, and where its record delimiter is. */
function readParameters(text: string, param: string, record: string): { strings: Span[]; end: number } {
  const strings: Span[] = [];
  let at = 0;
  for (;;) {
    while (text[at] === ' ') at += 1;
    const hollerith = /^(\d+)H/.exec(text.slice(at, at + 12));
    if (hollerith) {
      const start = at + hollerith[0].length;
      const end = start + Number(hollerith[1]);
      if (end > text.length) throw new MalformedFile('an IGES Hollerith string runs past its entity');
      strings.push({ start, end });
      at = end;
      while (text[at] === ' ') at += 1;
    } else {
      while (at < text.length && text[at] !== param && text[at] !== record) at += 1;
    }
    if (at >= text.length) throw new MalformedFile('an IGES entity without its record delimiter');
    if (text[at] === record) return { strings, end: at + 1 };
    if (text[at] !== param) throw new MalformedFile('an IGES parameter not followed by a delimiter');
    at += 1;
  }
}

export function neutralEntities(
  directory: readonly string[],
  parameters: readonly string[],
  param: string,
  record: string,
): { directory: string[]; parameters: string[]; removed: string[]; notes: string[] } {
  if (directory.length % 2 !== 0) throw new MalformedFile('an IGES Directory Entry without its second record');
  const removed = new Set<string>();
  const outDirectory = [...directory];
  const outParameters = [...parameters];
  const textTypes = new Set<string>();

  for (let first = 0; first < directory.length; first += 2) {
    const [one, two] = [directory[first] ?? '', directory[first + 1] ?? ''];
    if (field(two, 8) !== '') {
      outDirectory[first + 1] = blankColumns(outDirectory[first + 1] ?? '', 56, 64);
      removed.add('IGES directory entity labels');
    }
    if (!/^0*$/.test(field(two, 9))) {
      outDirectory[first + 1] = blankColumns(outDirectory[first + 1] ?? '', 64, 72);
      removed.add('IGES directory entity subscripts');
    }

    const type = Number(field(one, 1));
    const form = Number(field(two, 5) || '0');
    const pointer = Number(field(one, 2));
    const count = Number(field(two, 4));
    if (!Number.isInteger(pointer) || !Number.isInteger(count) || pointer < 1 || count < 1) {
      throw new MalformedFile('an IGES Directory Entry without its Parameter Data');
    }
    if (pointer - 1 + count > parameters.length) throw new MalformedFile('an IGES entity past the Parameter Data');
    const lines = parameters.slice(pointer - 1, pointer - 1 + count).map((line) => line.padEnd(DATA_COLUMNS));
    const text = lines.map((line) => line.slice(0, DATA_COLUMNS)).join('');
    const { strings, end } = readParameters(text, param, record);
    // Writes spaces over characters of the entity's parameter text, where each one is written.
    const blank = ({ start, end: stop }: Span) => {
      for (let at = start; at < stop; at += 1) {
        const index = pointer - 1 + Math.floor(at / DATA_COLUMNS);
        const column = at % DATA_COLUMNS;
        outParameters[index] = blankColumns(outParameters[index] ?? '', column, column + 1);
      }
    };
    if (text.slice(end).trim() !== '') {
      blank({ start: end, end: text.length });
      removed.add('IGES parameter data comments');
    }
    const named = strings.filter(({ start, end: stop }) => text.slice(start, stop).trim() !== '');
    if (type === NAME_PROPERTY.type && form === NAME_PROPERTY.form) {
      if (named.length > 0) removed.add('IGES name properties (406 form 15)');
      named.forEach(blank);
    } else if (named.length > 0) {
      textTypes.add(form === 0 ? String(type) : `${type} form ${form}`);
    }
  }
  const notes =
    textTypes.size > 0
      ? [`IGES Parameter Data keeps text the copy cannot classify, in entities of type ${[...textTypes].join(', ')}`]
      : [];
  return { directory: outDirectory, parameters: outParameters, removed: [...removed], notes };
}
