import type { MeshReadHighlights, MeshReadSummary } from '@/lib/cad/read/mesh-read';
import { cadCopy } from './cad-copy';

const copy = cadCopy.read;

/** One line of the machining read, and the triangles its "show me" draws, if it has any. */
export type Advisory = { text: string; shows?: keyof MeshReadHighlights };

const percent = (share: number) => (share > 0 && share < 0.01 ? 'under 1%' : `${Math.round(share * 100)}%`);
const mm = (value: number | null, digits: number) => (value ?? 0).toFixed(digits);

/**
 * What the read says, in plain words, flags first: faces out of reach, thin walls, deep pockets;
 * then the stock, and what a mesh cannot tell. A model that was not read says why and claims
 * nothing else.
 */
export function readAdvisories(summary: MeshReadSummary): Advisory[] {
  if (summary.outcome === 'open') return [{ text: copy.open }];
  if (summary.outcome === 'too-detailed') return [{ text: copy.tooDetailed(summary.triangles) }];
  const flags: Advisory[] = [];
  if (summary.reach.needsMultiAxis)
    flags.push({ text: copy.multiAxis(percent(summary.reach.unreachedShare)), shows: 'unreached' });
  if (summary.thinWalls.count > 0)
    flags.push({ text: copy.thinWalls(summary.thinWalls.count, mm(summary.thinWalls.minMm, 2)), shows: 'thinWalls' });
  if (summary.deepPockets.count > 0)
    flags.push({
      text: copy.deepPockets(
        summary.deepPockets.count,
        mm(summary.deepPockets.deepestMm, 0),
        mm(summary.deepPockets.narrowestMm, 1),
      ),
      shows: 'deepPockets',
    });
  return [
    ...(flags.length > 0 ? flags : [{ text: copy.none }]),
    { text: copy.stock(percent(summary.stock.removedShare), summary.stock.bodies) },
    { text: copy.limits(mm(summary.sampleSpacingMm, 1)) },
  ];
}
