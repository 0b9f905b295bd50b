/**
 * Where, if anywhere, a file's bytes still hold a piece of text: read as latin1 and as UTF-8, as
 * UTF-16 either way round, and as the hex of UTF-16BE that PDF strings use (`<FEFF0041…>`). A
 * neutral copy passes when this finds none of the buyer's names.
 */
export function textFoundIn(bytes: Uint8Array, text: string): string[] {
  const latin1 = Buffer.from(bytes).toString('latin1');
  const utf8 = Buffer.from(bytes).toString('utf8');
  const utf16le = Buffer.from(text, 'utf16le');
  const utf16be = Buffer.from(utf16le).swap16();
  const hex = utf16be.toString('hex');
  const found: string[] = [];
  if (latin1.includes(text)) found.push('latin1');
  if (utf8.includes(text)) found.push('utf-8');
  if (Buffer.from(bytes).includes(utf16le)) found.push('utf-16le');
  if (Buffer.from(bytes).includes(utf16be)) found.push('utf-16be');
  if (latin1.toLowerCase().includes(hex)) found.push('utf-16be hex');
  return found;
}

/** Each name the bytes still hold, with how it was found; an empty list when none is left. */
export const namesLeft = (bytes: Uint8Array, names: readonly string[]): string[] =>
  names.flatMap((name) => textFoundIn(bytes, name).map((how) => `${name} (${how})`));
