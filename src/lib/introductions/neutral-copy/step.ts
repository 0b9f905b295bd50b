import { fromLatin1, latin1, MalformedFile } from './bytes.ts';

/*
 * STEP (ISO 10303-21). The header names who made the file and where: FILE_NAME holds the file's
 * own name, its author, their organisation, the exporting software and who authorised it, and
 * FILE_DESCRIPTION free text. The copy keeps the header's entities and their syntax with those
 * fields blank (the time stamp and FILE_SCHEMA stay: readers need the schema), drops header
 * comments and user-defined header entities, and leaves everything from the header's ENDSEC on
 * (the DATA section: the geometry) byte for byte.
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

/** Top-level, comma-separated arguments of `(a, (b, c), 'd,e')`, each as written. */
function splitArgs(inner: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i += 1) {
    const c = inner[i];
    if (c === "'") {
      i = endOfString(inner, i);
    } else if (c === '(') {
      depth += 1;
    } else if (c === ')') {
      depth -= 1;
    } else if (c === ',' && depth === 0) {
      args.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(inner.slice(start).trim());
  return args;
}

/** Index of the quote closing the string that opens at `open` ('' is an escaped quote). */
function endOfString(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i += 1) {
    if (text[i] !== "'") continue;
    if (text[i + 1] === "'") {
      i += 1;
      continue;
    }
    return i;
  }
  throw new MalformedFile('an unterminated string in the STEP header');
}

/** The header's statements up to its ENDSEC, without comments, and where that ENDSEC ends. */
function readHeader(text: string, from: number): { statements: string[]; comments: number; end: number } {
  const statements: string[] = [];
  let comments = 0;
  let current = '';
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === "'") {
      const close = endOfString(text, i);
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
  return { keyword: (match[1] ?? '').toUpperCase(), args: splitArgs(match[2] ?? '') };
}

/** Does a string or list argument hold any text? (`''`, `('')`, `()` and `$` hold none.) */
const hasText = (arg: string | undefined): boolean => arg !== undefined && /'[^']/.test(arg);

function neutralHeader(statements: readonly Statement[], removed: string[]): string[] {
  const out: string[] = [];
  for (const { keyword, args } of statements) {
    if (keyword === 'FILE_DESCRIPTION') {
      if (hasText(args[0])) removed.push('STEP FILE_DESCRIPTION text');
      out.push(`FILE_DESCRIPTION((''),${args[1] ?? "'2;1'"})`);
    } else if (keyword === 'FILE_NAME') {
      FILE_NAME_FIELDS.forEach((field, i) => {
        if (field !== 'time stamp' && hasText(args[i])) removed.push(`STEP FILE_NAME ${field}`);
      });
      const stamp = /^'[^']*'$/.test(args[1] ?? '') ? (args[1] ?? "''") : "''";
      out.push(`FILE_NAME('',${stamp},(''),(''),'','','')`);
    } else if (keyword.startsWith('!')) {
      removed.push(`STEP user-defined header entity ${keyword.slice(1)}`);
    } else {
      out.push(`${keyword}(${args.join(',')})`);
    }
  }
  return out;
}

/**
 * Entities of the DATA section that name people or organisations (AP203's approvals and
 * sign-offs). The DATA section is geometry and is never changed, so a file holding them is left
 * to the team.
 */
const IDENTITY_ENTITIES =
  /=\s*(PERSON|ORGANIZATION|PERSON_AND_ORGANIZATION|PERSONAL_ADDRESS|ORGANIZATIONAL_ADDRESS)\s*\(/i;

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
  const entities = neutralHeader(statements.map(parseStatement), removed);
  if (!entities.some((entity) => entity.startsWith('FILE_NAME('))) {
    throw new MalformedFile('the STEP header has no FILE_NAME');
  }
  const rest = text.slice(end);
  const notes = IDENTITY_ENTITIES.test(rest)
    ? ['The STEP DATA section holds PERSON or ORGANIZATION entities, which may name the buyer']
    : [];
  const head = ['ISO-10303-21;', 'HEADER;', ...entities.map((entity) => `${entity};`), 'ENDSEC;'].join(newline);
  return { bytes: fromLatin1(head + rest), removed, notes };
}
