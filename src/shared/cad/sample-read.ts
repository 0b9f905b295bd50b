import type { StoredRead } from './machining-read.ts';

type Read = Extract<StoredRead, { outcome: 'read' }>;

/**
 * A model's machining read as the form stores it, for tests and samples: a plain block read from
 * 12,000 triangles, nothing flagged unless the overrides flag it. Relative imports, so Deno's
 * tests import it as it is.
 */
export function sampleRead(overrides: Partial<Read> = {}): Read {
  return {
    outcome: 'read',
    triangles: 12_000,
    sampleSpacingMm: 1.2,
    needsMultiAxis: false,
    unreachedShare: 0,
    thinWalls: 0,
    thinWallMinMm: null,
    deepPockets: 0,
    deepestPocketMm: null,
    narrowestPocketMm: null,
    bodies: 1,
    removedShare: 0.4,
    ...overrides,
  };
}
