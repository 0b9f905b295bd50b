import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A STEP file of about `targetBytes`, made of copies of a real one: each copy's entities are
 * renumbered past the previous copy's, so OpenCascade reads (and must triangulate) every copy as
 * another part. For the "a 50 MB STEP does not freeze the page" trial; nothing like it ships.
 */
export function writeLargeStep(from: string, to: string, targetBytes: number): number {
  const source = readFileSync(from, 'latin1');
  const dataStart = source.indexOf('DATA;') + 'DATA;'.length;
  const dataEnd = source.lastIndexOf('ENDSEC;');
  const data = source.slice(dataStart, dataEnd);
  const maxId = Math.max(...[...data.matchAll(/#(\d+)/g)].map((match) => Number(match[1])));
  const head = source.slice(0, dataStart);
  const tail = source.slice(dataEnd);
  // Never past the target: the forms refuse a file over their size limit.
  const parts = [head, data];
  let size = head.length + data.length + tail.length;
  for (let copy = 1; ; copy++) {
    const offset = copy * (maxId + 1);
    const next = data.replace(/#(\d+)/g, (_, id: string) => `#${Number(id) + offset}`);
    if (size + next.length > targetBytes) break;
    parts.push(next);
    size += next.length;
  }
  parts.push(tail);
  const text = parts.join('');
  writeFileSync(to, text, 'latin1');
  return text.length;
}
