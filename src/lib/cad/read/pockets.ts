import {
  POCKET_DEPTH_PER_WIDTH as DEPTH_PER_WIDTH,
  POCKET_MAX_DEPTH_MM as MAX_DEPTH_MM,
} from '../../../shared/cad/machining-read.ts';
import {
  AXIS_DIRECTIONS,
  centreOf,
  dot,
  normalOf,
  step,
  type AxisName,
  type Triangles,
  type Vec3,
} from './triangles.ts';

/**
 * Deep pockets: a floor the tool reaches from one direction, walled in on both sides along at least
 * one of the two directions across it. Its depth is how far below its body's stock face on that side it
 * lies; its width, the narrowest distance between opposite walls just above it. A standard end
 * mill cuts to about 4× its diameter, and 50 mm from one side is the most Protolabs mills; deeper
 * needs long-reach tools, slower cutting, or a set-up from the other side.
 */

export type Pocket = { triangles: number[]; from: AxisName; depthMm: number; widthMm: number };

/** A floor faces the tool within this cosine (about 2.5°). */
const FLOOR = 0.999;

type Floor = { from: AxisName; depthMm: number; widthMm: number };

function floorOf(triangles: Triangles, t: number): Floor | null {
  const normal = normalOf(triangles, t);
  for (const { name, vector } of AXIS_DIRECTIONS) {
    if (dot(normal, vector) < FLOOR) continue;
    const centre = centreOf(triangles, t);
    const above = step(centre, vector, triangles.offset);
    if (triangles.cast(above, vector, t) !== null) return null;
    const axis = vector.findIndex((value) => value !== 0);
    const sign = vector[axis] ?? 1;
    const { min, max } = triangles.stockOf(t);
    const depthMm = sign > 0 ? (max[axis] ?? 0) - (centre[axis] ?? 0) : (centre[axis] ?? 0) - (min[axis] ?? 0);
    let widthMm = Infinity;
    for (const across of [0, 1, 2].filter((k) => k !== axis)) {
      const unit: Vec3 = [across === 0 ? 1 : 0, across === 1 ? 1 : 0, across === 2 ? 1 : 0];
      const back: Vec3 = [-unit[0], -unit[1], -unit[2]];
      const ahead = triangles.cast(above, unit, t);
      const behind = triangles.cast(above, back, t);
      if (ahead && behind) widthMm = Math.min(widthMm, ahead.distance + behind.distance);
    }
    return Number.isFinite(widthMm) ? { from: name, depthMm, widthMm } : null;
  }
  return null;
}

export function deepPocketsOf(triangles: Triangles): Pocket[] {
  const deep = new Map<number, Floor>();
  for (let t = 0; t < triangles.count; t += 1) {
    const floor = floorOf(triangles, t);
    if (floor && (floor.depthMm > DEPTH_PER_WIDTH * floor.widthMm || floor.depthMm > MAX_DEPTH_MM)) deep.set(t, floor);
  }
  // One pocket: deep floor triangles joined by shared corners, reached from the same side.
  const pockets: Pocket[] = [];
  const seen = new Set<number>();
  for (const [start, floor] of deep) {
    if (seen.has(start)) continue;
    const pocket: Pocket = { triangles: [], from: floor.from, depthMm: floor.depthMm, widthMm: floor.widthMm };
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const t = queue.pop() ?? start;
      const own = deep.get(t);
      pocket.triangles.push(t);
      if (own) {
        pocket.depthMm = Math.max(pocket.depthMm, own.depthMm);
        pocket.widthMm = Math.min(pocket.widthMm, own.widthMm);
      }
      for (const other of triangles.neighbours(t)) {
        if (!seen.has(other) && deep.get(other)?.from === floor.from) {
          seen.add(other);
          queue.push(other);
        }
      }
    }
    pockets.push(pocket);
  }
  return pockets;
}
