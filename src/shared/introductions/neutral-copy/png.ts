import { concat, MalformedFile, readUint32 } from './bytes.ts';

/*
 * PNG. Text (tEXt, zTXt, iTXt), EXIF (eXIf) and the modification time (tIME) can name the author,
 * the company and the software; the copy drops those chunks whole and keeps every other chunk as
 * it was, with its own CRC, so the pixels (IDAT) are byte for byte the same. Anything after IEND
 * goes too.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

export function stripPng(bytes: Uint8Array): { bytes: Uint8Array; removed: string[]; notes: string[] } {
  if (!SIGNATURE.every((byte, i) => bytes[i] === byte)) throw new MalformedFile('no PNG signature');
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  const removed = new Set<string>();
  let at = 8;
  for (;;) {
    if (at + 12 > bytes.length) throw new MalformedFile('the PNG ends before IEND');
    const length = readUint32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) throw new MalformedFile('a PNG chunk runs past the file');
    if (DROPPED.has(type)) removed.add(`PNG ${type} chunk`);
    else kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  if (at < bytes.length) removed.add('PNG data after IEND');
  return { bytes: concat(kept), removed: [...removed], notes: [] };
}
