/*
 * What the database counts as something written (private.visible_length, private.trimmed_text):
 * every kind of space (no-break, Ogham, en/em, ideographic...) and the invisible format characters
 * (zero-width space and joiners, word joiner, byte-order mark, direction marks) do not count.
 * Relative imports only, so Deno imports this module as it is.
 */

const INVISIBLE = '\\s\\u00a0\\u1680\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2064\\u3000\\ufeff';
const anyInvisible = new RegExp(`[${INVISIBLE}]`, 'gu');
const invisibleEnds = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu');

/** How many characters of the text are visible: the database's private.visible_length. */
export function visibleLength(text: string): number {
  return [...text.replace(anyInvisible, '')].length;
}

/** The text without spaces or invisible characters at either end: the database's private.trimmed_text. */
export function trimVisible(text: string): string {
  return text.replace(invisibleEnds, '');
}

/** A reason (a pick by hand, a pause, a decline) needs at least this many visible characters. */
export const REASON_MIN_VISIBLE = 3;
