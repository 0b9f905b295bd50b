import { fromLatin1, latin1, MalformedFile } from './bytes.ts';
import { neutralData } from './step-data.ts';
import { endOfString, splitArgs } from './step-syntax.ts';
import { KNOWN_SCHEMAS } from './step-vocabulary.ts';

/*
 * STEP (ISO 10303-21). The header names who made the file and where: FILE_NAME holds the file's
 * own name, its author, their organisation, the exporting software and who authorised it, and
 * FILE_DESCRIPTION free text. The copy keeps those two entities with those fields blank (an ISO
 * 8601 time stamp and FILE_SCHEMA stay: readers need the schema) and drops header comments and
 * every other header entity. The DATA section's strings are step-data.ts's.
 */

const FILE_NAME_FIELDS = [
  'name',
  'time stamp',
  'author',
  'organization',
  'preprocessor version',
  'originating system',
  'authorization',
] as const;

type Statement = { keyword: string; args: string[] };

/** The header's statements up to its ENDSEC, without comments, and where that ENDSEC ends. */
function readHeader(text: string, from: number): { statements: string[]; comments: number; end: number } {
  const statements: string[] = [];
  let comments = 0;
  let current = '';
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === "'") {
      const close = endOfString(text, i, 'header');
      current += text.slice(i, close + 1);
      i = close;
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      if (close < 0) throw new MalformedFile('an unterminated comment in the STEP header');
      comments += 1;
      i = close + 1;
    } else if (c === ';') {
      const statement = current.trim();
      current = '';
      if (/^ENDSEC$/i.test(statement)) return { statements, comments, end: i + 1 };
      statements.push(statement);
    } else {
      current += c;
    }
  }
  throw new MalformedFile('the STEP header has no ENDSEC');
}

function parseStatement(statement: string): Statement {
  const match = /^(!?[A-Za-z_][A-Za-z0-9_]*)\s*\(([\s\S]*)\)$/.exec(statement);
  if (!match) throw new MalformedFile(`a STEP header entity that cannot be read: ${statement.slice(0, 40)}`);
  return { keyword: (match[1] ?? '').toUpperCase(), args: splitArgs(match[2] ?? '', 'header') };
}

/** Does a string or list argument hold any text? (`''`, `('')`, `()` and `$` hold none.) */
const hasText = (arg: string | undefined): boolean =>
  (arg?.match(/'(?:[^']|'')*'/g) ?? []).some((literal) => literal !== "''");

/** A time stamp as ISO 8601 writes it, or '' in its place: a free-text stamp could name someone. */
const timeStamp = (arg: string | undefined): string => (/^'[0-9T:.,+\-Z ]*'$/.test(arg ?? '') ? (arg ?? "''") : "''");

/** The implementation level, `'2;1'` and the like; anything else becomes `'2;1'`. */
const level = (arg: string | undefined): string => (/^'\d+;\d+'$/.test(arg ?? '') ? (arg ?? "'2;1'") : "'2;1'");

/** Whether each schema FILE_SCHEMA names is a known one, with at most its numeric object id. */
const knownSchemas = (arg: string | undefined): boolean =>
  (arg?.match(/'(?:[^']|'')*'/g) ?? []).every((literal) => {
    const schema = /^'\s*([A-Za-z0-9_]+)\s*(\{[\d\s]*\})?\s*'$/.exec(literal);
    return schema !== null && KNOWN_SCHEMAS.has((schema[1] ?? '').toUpperCase());
  });

/*
 * The header the copy writes: FILE_DESCRIPTION and FILE_NAME with every free-text field blank,
 * and FILE_SCHEMA as it is (readers need it; a schema not known here sends the copy to review).
 * Any other header entity, the standard's optional ones or a user's, is dropped.
 */
function neutralHeader(statements: readonly Statement[], removed: string[], notes: string[]): string[] {
  const out: string[] = [];
  for (const { keyword, args } of statements) {
    if (keyword === 'FILE_DESCRIPTION') {
      if (hasText(args[0])) removed.push('STEP FILE_DESCRIPTION text');
      out.push(`FILE_DESCRIPTION((''),${level(args[1])})`);
    } else if (keyword === 'FILE_NAME') {
      FILE_NAME_FIELDS.forEach((field, i) => {
        if (field !== 'time stamp' && hasText(args[i])) removed.push(`STEP FILE_NAME ${field}`);
      });
      out.push(`FILE_NAME('',${timeStamp(args[1])},(''),(''),'','','')`);
    } else if (keyword === 'FILE_SCHEMA') {
      if (!knownSchemas(args[0])) notes.push('the STEP FILE_SCHEMA names a schema not known here, kept as it is');
      out.push(`${keyword}(${args.join(',')})`);
    } else {
      removed.push(`STEP header entity ${keyword.replace(/^!/, '')}`);
    }
  }
  return out;
}

export function stripStep(bytes: Uint8Array): { bytes: Uint8Array; removed: string[]; notes: string[] } {
  const text = latin1(bytes);
  const header = /^\s*ISO-10303-21\s*;[\s\S]*?\bHEADER\s*;/i.exec(
    text.replace(/\/\*[\s\S]*?\*\//g, (c) => ' '.repeat(c.length)),
  );
  if (!header) throw new MalformedFile('no ISO-10303-21 HEADER section');
  const { statements, comments, end } = readHeader(text, header[0].length);
  const removed: string[] = [];
  if (comments > 0 || /\/\*/.test(text.slice(0, header[0].length))) removed.push('STEP header comments');
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const notes: string[] = [];
  const entities = neutralHeader(statements.map(parseStatement), removed, notes);
  if (!entities.some((entity) => entity.startsWith('FILE_NAME('))) {
    throw new MalformedFile('the STEP header has no FILE_NAME');
  }
  const data = neutralData(text.slice(end));
  removed.push(...data.removed);
  const head = ['ISO-10303-21;', 'HEADER;', ...entities.map((entity) => `${entity};`), 'ENDSEC;'].join(newline);
  return { bytes: fromLatin1(head + data.data), removed, notes: [...notes, ...data.notes] };
}
