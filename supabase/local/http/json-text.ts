/**
 * Request bodies as JSON, for every route of the embedded backend that reads one.
 *
 * JSON.parse reads any depth, but the value is later written out again (JSON.stringify, to hand
 * rows to Postgres or to store metadata), and V8 overflows its stack on a value nested a few
 * thousand levels deep: a 20 kB body of nested objects turned into a 500. No request of the site
 * or the desk nests more than a few levels, so anything deeper than MAX_JSON_DEPTH is refused as
 * malformed, where each route answers malformed JSON with its own 400.
 */
export const MAX_JSON_DEPTH = 64;

/** Thrown for text nested deeper than MAX_JSON_DEPTH: a SyntaxError, as JSON.parse throws. */
export class JsonTooDeepError extends SyntaxError {
  constructor() {
    super(`JSON nested deeper than ${String(MAX_JSON_DEPTH)} levels`);
    this.name = 'JsonTooDeepError';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** The deepest nesting of objects and arrays in `text`, read without parsing it (strings skipped). */
function deepestNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return deepest;
}

/** JSON.parse, refusing text nested deeper than MAX_JSON_DEPTH with a JsonTooDeepError. */
export function parseJsonText(text: string): unknown {
  if (deepestNesting(text) > MAX_JSON_DEPTH) throw new JsonTooDeepError();
  return JSON.parse(text);
}
