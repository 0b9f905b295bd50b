import { MalformedFile } from './bytes.ts';

/*
 * ISO 10303-21 syntax the STEP copy reads: a string opens and closes with a quote, and a quote
 * inside it is written twice; lists and entity arguments are parenthesised and comma-separated.
 */

/** Index of the quote closing the string that opens at `open` ('' is an escaped quote). */
export function endOfString(text: string, open: number, where: string): number {
  for (let i = open + 1; i < text.length; i += 1) {
    if (text[i] !== "'") continue;
    if (text[i + 1] === "'") {
      i += 1;
      continue;
    }
    return i;
  }
  throw new MalformedFile(`an unterminated string in the STEP ${where}`);
}

/** Index of the parenthesis closing the one at `open`, skipping strings. */
export function endOfParens(text: string, open: number, where: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const c = text[i];
    if (c === "'") i = endOfString(text, i, where);
    else if (c === '(') depth += 1;
    else if (c === ')') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new MalformedFile(`unbalanced parentheses in the STEP ${where}`);
}

/** Top-level, comma-separated arguments of `(a, (b, c), 'd,e')`, each as written. */
export function splitArgs(inner: string, where: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i += 1) {
    const c = inner[i];
    if (c === "'") {
      i = endOfString(inner, i, where);
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
