import { concat, latin1, MalformedFile } from './bytes.ts';

/*
 * JPEG. Application segments carry EXIF (camera owner, artist, copyright, GPS, software), XMP,
 * IPTC (APP13, the byline), Ducky (APP12) and makers' own blocks, and COM segments free text. The
 * copy keeps only what decoding needs: APP0 when it is JFIF, APP2 when it is the ICC colour
 * profile, the tables, the frame and the scans, each byte for byte. Everything after the end of
 * the image goes too.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;

const startsWith = (segment: Uint8Array, id: string) => latin1(segment.subarray(4, 4 + id.length)) === id;

function appLabel(marker: number, segment: Uint8Array): string {
  const n = marker - 0xe0;
  if (marker === 0xe1 && startsWith(segment, 'Exif\0')) return 'JPEG EXIF (APP1)';
  if (marker === 0xe1 && startsWith(segment, 'http://ns.adobe.com/')) return 'JPEG XMP (APP1)';
  if (marker === 0xed) return 'JPEG IPTC (APP13)';
  return `JPEG APP${n} segment`;
}

const isKept = (marker: number, segment: Uint8Array) =>
  (marker === 0xe0 && startsWith(segment, 'JFIF\0')) || (marker === 0xe2 && startsWith(segment, 'ICC_PROFILE\0'));

/** Where the entropy-coded data after a scan header ends: the next marker that is not a restart. */
function scanEnd(bytes: Uint8Array, from: number): number {
  for (let i = from; i + 1 < bytes.length; i += 1) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1] ?? 0;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return i;
  }
  throw new MalformedFile('a JPEG scan runs to the end of the file');
}

export function stripJpeg(bytes: Uint8Array): { bytes: Uint8Array; removed: string[]; notes: string[] } {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new MalformedFile('no JPEG start of image');
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  const removed = new Set<string>();
  let at = 2;
  for (;;) {
    if (bytes[at] !== 0xff) throw new MalformedFile('a JPEG segment does not start with a marker');
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1];
    if (marker === undefined) throw new MalformedFile('the JPEG ends before its end of image');
    if (marker === EOI) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw new MalformedFile('a JPEG segment runs past the file');
    const segment = bytes.subarray(at, end);
    if (marker >= 0xe0 && marker <= 0xef && !isKept(marker, segment)) {
      removed.add(appLabel(marker, segment));
    } else if (marker === COM) {
      removed.add('JPEG comment (COM)');
    } else if (marker === SOS) {
      const dataEnd = scanEnd(bytes, end);
      kept.push(bytes.subarray(at, dataEnd));
      at = dataEnd;
      continue;
    } else {
      kept.push(segment);
    }
    at = end;
  }
  if (at < bytes.length) removed.add('JPEG data after the end of the image');
  return { bytes: concat(kept), removed: [...removed], notes: [] };
}
