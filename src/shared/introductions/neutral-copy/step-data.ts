import { MalformedFile } from './bytes.ts';
import { endOfParens, endOfString } from './step-syntax.ts';
import { FIXED_WORDS, type Rule, RULES } from './step-vocabulary.ts';

/*
 * The STEP DATA section. Geometry, topology, units and contexts are numbers, references and
 * enumerations; its strings are names and descriptions someone chose (a product named after the
 * file, a shape representation named after the part, a user-defined attribute holding a company
 * or an email), so the copy keeps none of them but '' and the fixed words step-vocabulary.ts lists.
 * Every other string, in every entity, simple or complex, at any depth, becomes '' or a neutral
 * word. Comments and whatever follows END-ISO-10303-21 are dropped. A statement that is not an
 * entity instance or a section keyword, or a character a STEP file does not have outside its
 * strings, makes the file unreadable (copied unchanged, for review); a binary literal or a
 * user-defined entity, whose contents the copy cannot read as names, is kept and sends the copy to
 * the team. Every other byte is kept.
 */

const WHERE = 'DATA section';

/** Outside strings, an instance holds only these: keywords, numbers, #references, .ENUMS., $, *. */
const TOKEN_CHARACTERS = /^[A-Za-z0-9_#.+\-$*(),\s]$/;

const unquote = (literal: string) => literal.slice(1, -1).replace(/''/g, "'");

type Found = { binary: boolean };

/** The string literals of one entity's parenthesised arguments, rewritten; null when none changed. */
function rewriteArgs(args: string, keyword: string, nth: number, found: Found): string | null {
  const rule: Rule | undefined = RULES.get(keyword);
  const fixed = FIXED_WORDS.get(keyword);
  const neutral = rule ? `'${rule.word}${rule.distinct && nth > 1 ? `-${nth}` : ''}'` : "''";
  let text = '';
  let changed = false;
  let depth = 0;
  let index = 0;
  let copied = 0;
  for (let i = 0; i < args.length; i += 1) {
    const c = args[i] ?? '';
    if (c === "'") {
      const close = endOfString(args, i, WHERE);
      const literal = args.slice(i, close + 1);
      if (literal !== "''" && !fixed?.has(unquote(literal).toLowerCase())) {
        const label = rule !== undefined && depth === 1 && rule.labels.includes(index);
        text += args.slice(copied, i) + (label ? neutral : "''");
        copied = close + 1;
        changed = true;
      }
      i = close;
    } else if (c === '"') {
      const close = args.indexOf('"', i + 1);
      if (close < 0) throw new MalformedFile('an unterminated binary literal in the STEP DATA section');
      found.binary = true;
      i = close;
    } else if (!TOKEN_CHARACTERS.test(c)) {
      throw new MalformedFile('a STEP DATA instance holds characters outside its strings that STEP does not use');
    } else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ',' && depth === 1) index += 1;
  }
  return changed ? text + args.slice(copied) : null;
}

/** The partial entities of a complex instance's `(A(…) B(…))`, and where its last parenthesis is. */
function partials(statement: string, open: number) {
  const found: { keyword: string; open: number; close: number }[] = [];
  const name = /\s*([A-Za-z_][A-Za-z0-9_]*)\s*\(/y;
  let at = open + 1;
  for (;;) {
    while (/\s/.test(statement[at] ?? '')) at += 1;
    if (statement[at] === ')') return { parts: found, end: at };
    name.lastIndex = at;
    const match = name.exec(statement);
    if (!match) throw new MalformedFile('a STEP complex instance that cannot be read');
    const argsOpen = at + match[0].length - 1;
    const close = endOfParens(statement, argsOpen, WHERE);
    found.push({ keyword: (match[1] ?? '').toUpperCase(), open: argsOpen, close });
    at = close + 1;
  }
}

/** The DATA section without comments, and how many there were. */
function withoutComments(data: string): { text: string; comments: number } {
  let text = '';
  let copied = 0;
  let comments = 0;
  for (let i = 0; i < data.length; i += 1) {
    if (data[i] === "'") {
      i = endOfString(data, i, WHERE);
    } else if (data[i] === '/' && data[i + 1] === '*') {
      const close = data.indexOf('*/', i + 2);
      if (close < 0) throw new MalformedFile('an unterminated comment in the STEP DATA section');
      text += data.slice(copied, i);
      copied = close + 2;
      comments += 1;
      i = close + 1;
    }
  }
  return { text: text + data.slice(copied), comments };
}

const SECTION_KEYWORD = /^\s*(DATA|ENDSEC|END-ISO-10303-21)\s*$/i;
const SIMPLE = /^\s*#\d+\s*=\s*(!?)([A-Za-z_][A-Za-z0-9_]*)\s*\(/;
const COMPLEX = /^\s*#\d+\s*=\s*\(/;

/** Everything after the header: the DATA section with no string but the ones that name nobody. */
export function neutralData(data: string): { data: string; removed: string[]; notes: string[] } {
  const { text, comments } = withoutComments(data);
  const removed = new Set<string>(comments > 0 ? ['STEP DATA comments'] : []);
  const instances = new Map<string, number>();
  const found: Found = { binary: false };
  const userDefined = new Set<string>();

  /** One entity's arguments, `statement[open..close]`, with its strings rewritten. */
  const rewrite = (statement: string, keyword: string, open: number, close: number): string => {
    const nth = (instances.get(keyword) ?? 0) + 1;
    instances.set(keyword, nth);
    const args = statement.slice(open, close + 1);
    const result = rewriteArgs(args, keyword, nth, found);
    if (result === null) return args;
    removed.add(`STEP ${keyword} strings`);
    return result;
  };

  const afterEnd = (statement: string, end: number) => {
    if (statement.slice(end + 1).trim() !== '') throw new MalformedFile('a STEP DATA instance that cannot be read');
  };

  const neutralStatement = (statement: string): string => {
    if (SECTION_KEYWORD.test(statement)) return statement;
    const simple = SIMPLE.exec(statement);
    if (simple) {
      const keyword = (simple[2] ?? '').toUpperCase();
      if (simple[1]) userDefined.add(keyword);
      const open = simple[0].length - 1;
      const close = endOfParens(statement, open, WHERE);
      afterEnd(statement, close);
      return statement.slice(0, open) + rewrite(statement, keyword, open, close) + statement.slice(close + 1);
    }
    const complex = COMPLEX.exec(statement);
    if (!complex) throw new MalformedFile('a STEP DATA statement that is not an entity instance');
    const { parts, end } = partials(statement, complex[0].length - 1);
    afterEnd(statement, end);
    let out = '';
    let copied = 0;
    for (const part of parts) {
      out += statement.slice(copied, part.open) + rewrite(statement, part.keyword, part.open, part.close);
      copied = part.close + 1;
    }
    return out + statement.slice(copied);
  };

  let out = '';
  let start = 0;
  let ended = false;
  for (let i = 0; i < text.length && !ended; i += 1) {
    if (text[i] === "'") {
      i = endOfString(text, i, WHERE);
    } else if (text[i] === ';') {
      const statement = text.slice(start, i);
      out += `${neutralStatement(statement)};`;
      start = i + 1;
      ended = /^\s*END-ISO-10303-21\s*$/i.test(statement);
    }
  }
  if (!ended) throw new MalformedFile('the STEP file has no END-ISO-10303-21');
  const tail = text.slice(start);
  if (tail.trim() !== '') removed.add('STEP text after END-ISO-10303-21');
  out += /\r?\n/.exec(tail)?.[0] ?? '';

  const notes: string[] = [];
  if (found.binary) notes.push('the STEP DATA section holds binary literals the copy cannot read as names');
  if (userDefined.size > 0) {
    notes.push('the STEP DATA section holds user-defined entities, whose names the copy cannot make neutral');
  }
  return { data: out, removed: [...removed], notes };
}
