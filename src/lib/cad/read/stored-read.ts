import type { StoredRead } from '../../../shared/cad/machining-read.ts';
import type { MeshReadSummary } from './mesh-read.ts';

/*
 * In a module of its own, with type imports only: the preview on the page turns the worker's read
 * into what is stored without loading the read's code (three-mesh-bvh), which runs in the worker.
 */
/** What is stored with the file: the summary's figures, without the per-direction detail. */
export function storedRead(summary: MeshReadSummary): StoredRead {
  if (summary.outcome !== 'read') return { outcome: summary.outcome, triangles: summary.triangles };
  const { reach, thinWalls, deepPockets, stock } = summary;
  return {
    outcome: 'read',
    triangles: summary.triangles,
    sampleSpacingMm: summary.sampleSpacingMm,
    needsMultiAxis: reach.needsMultiAxis,
    unreachedShare: reach.unreachedShare,
    thinWalls: thinWalls.count,
    thinWallMinMm: thinWalls.count > 0 ? thinWalls.minMm : null,
    deepPockets: deepPockets.count,
    deepestPocketMm: deepPockets.count > 0 ? deepPockets.deepestMm : null,
    narrowestPocketMm: deepPockets.count > 0 ? deepPockets.narrowestMm : null,
    bodies: Math.max(1, stock.bodies),
    removedShare: Math.min(1, Math.max(0, stock.removedShare)),
  };
}
