import { fromLatin1, latin1, MalformedFile } from './bytes.ts';

/*
 * STL. A binary file starts with an 80-byte header that exporters fill with the part's or the
 * file's name; the copy's header is zeros (never "solid", which readers take for ASCII). An ASCII
 * file names its solids on `solid <name>` and `endsolid <name>`; the copy keeps the bare keywords.
 * Triangles are left byte for byte.
 */

const isBinary = (bytes: Uint8Array): boolean => {
  if (bytes.length < 84) return false;
  const facets = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
  return bytes.length === 84 + facets * 50;
};

export function stripStl(bytes: Uint8Array): { bytes: Uint8Array; removed: string[]; notes: string[] } {
  if (isBinary(bytes)) {
    const copy = bytes.slice();
    const named = copy.subarray(0, 80).some((byte) => byte !== 0 && byte !== 0x20);
    copy.fill(0, 0, 80);
    return { bytes: copy, removed: named ? ['STL binary header'] : [], notes: [] };
  }
  const text = latin1(bytes);
  if (!/^\s*solid\b/i.test(text) || !/\bendsolid\b/i.test(text))
    throw new MalformedFile('neither binary nor ASCII STL');
  const removed = new Set<string>();
  const neutral = text.replace(/^([ \t]*)(endsolid|solid)\b[^\r\n]*/gim, (line, indent: string, keyword: string) => {
    if (line.trim().length > keyword.length) removed.add(`STL ${keyword.toLowerCase()} name`);
    return `${indent}${keyword}`;
  });
  return { bytes: fromLatin1(neutral), removed: [...removed], notes: [] };
}
