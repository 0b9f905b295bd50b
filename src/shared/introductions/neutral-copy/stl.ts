import { fromLatin1, latin1, MalformedFile } from './bytes.ts';

/*
 * STL. A binary file starts with an 80-byte header that exporters fill with the part's or the
 * file's name, and gives each facet 2 attribute bytes some fill with colours or anything else; the
 * copy's header and attribute bytes are zeros (never "solid", which readers take for ASCII), its
 * normals and vertices kept byte for byte. An ASCII copy is written anew from the facets alone:
 * each solid as a bare `solid` … `endsolid`, each facet's normal and vertices as their numbers
 * were written, one keyword a line. Any other text (a solid's name, a line an exporter or a person
 * added, words after a facet's numbers) is left out; a facet that cannot be read makes the file
 * unreadable, copied unchanged for review.
 */

const isBinary = (bytes: Uint8Array): boolean => {
  if (bytes.length < 84) return false;
  const facets = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
  return bytes.length === 84 + facets * 50;
};

function stripBinary(bytes: Uint8Array): { bytes: Uint8Array; removed: string[]; notes: string[] } {
  const copy = bytes.slice();
  const removed: string[] = [];
  if (copy.subarray(0, 80).some((byte) => byte !== 0 && byte !== 0x20)) removed.push('STL binary header');
  copy.fill(0, 0, 80);
  let attributes = false;
  for (let at = 84 + 48; at < copy.length; at += 50) {
    attributes ||= copy[at] !== 0 || copy[at + 1] !== 0;
    copy[at] = 0;
    copy[at + 1] = 0;
  }
  if (attributes) removed.push('STL binary facet attributes');
  return { bytes: copy, removed, notes: [] };
}

const NUMBER = '([+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?|[+-]?(?:nan|inf|infinity))';
const TRIPLE = `${NUMBER}\\s+${NUMBER}\\s+${NUMBER}`;
const NORMAL = new RegExp(`^facet\\s+normal\\s+${TRIPLE}(?=\\s|$)`, 'i');
const VERTEX = new RegExp(`^vertex\\s+${TRIPLE}(?=\\s|$)`, 'i');

/** The facet lines in the order a facet has them, and how the copy writes each. */
const FACET: readonly { read: RegExp; write: (numbers: string[]) => string }[] = [
  { read: NORMAL, write: (n) => `  facet normal ${n.join(' ')}` },
  { read: /^outer\s+loop(?=\s|$)/i, write: () => '    outer loop' },
  { read: VERTEX, write: (n) => `      vertex ${n.join(' ')}` },
  { read: VERTEX, write: (n) => `      vertex ${n.join(' ')}` },
  { read: VERTEX, write: (n) => `      vertex ${n.join(' ')}` },
  { read: /^endloop(?=\s|$)/i, write: () => '    endloop' },
  { read: /^endfacet(?=\s|$)/i, write: () => '  endfacet' },
];

const GEOMETRY = /^(facet|outer|vertex|endloop|endfacet)(?=\s|$)/i;

function stripAscii(bytes: Uint8Array): { bytes: Uint8Array; removed: string[]; notes: string[] } {
  const text = latin1(bytes);
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.trim());
  const removed = new Set<string>();
  const out: string[] = [];
  let inSolid = false;
  let facetLine = 0;
  let solids = 0;
  for (const line of lines) {
    if (line === '') continue;
    const word = (/^\S+/.exec(line)?.[0] ?? '').toLowerCase();
    if (facetLine > 0 || (inSolid && word === 'facet')) {
      const step = FACET[facetLine];
      const match = step?.read.exec(line);
      if (!step || !match) throw new MalformedFile('an ASCII STL facet that cannot be read');
      if (match[0].length < line.length) removed.add('STL text after facet keywords');
      out.push(step.write(match.slice(1)));
      facetLine = (facetLine + 1) % FACET.length;
    } else if (!inSolid && word === 'solid') {
      if (line.length > word.length) removed.add('STL solid name');
      out.push('solid');
      inSolid = true;
      solids += 1;
    } else if (inSolid && word === 'endsolid') {
      if (line.length > word.length) removed.add('STL endsolid name');
      out.push('endsolid');
      inSolid = false;
    } else if (GEOMETRY.test(line)) {
      throw new MalformedFile('an ASCII STL facet outside a facet or a solid');
    } else {
      removed.add('STL text lines that are not geometry');
    }
  }
  if (solids === 0 || inSolid || facetLine > 0) throw new MalformedFile('neither binary nor ASCII STL');
  return { bytes: fromLatin1(out.join(newline) + newline), removed: [...removed], notes: [] };
}

export function stripStl(bytes: Uint8Array): { bytes: Uint8Array; removed: string[]; notes: string[] } {
  return isBinary(bytes) ? stripBinary(bytes) : stripAscii(bytes);
}
