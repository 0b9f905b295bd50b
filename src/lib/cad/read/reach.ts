import { AXIS_DIRECTIONS, centreOf, dot, normalOf, step, type AxisName, type Triangles } from './triangles.ts';

/**
 * Reach: which of the six axis directions a straight tool can come from to touch each triangle.
 * From a direction, a triangle is reached when it does not face away from it (a wall parallel to
 * the tool is cut by the tool's side) and a ray from just off its centre towards the tool leaves
 * the part without meeting any surface. A triangle no direction reaches (an undercut, a face
 * under an overhang, a hole at an angle) needs a 4/5-axis machine, a special cutter or EDM.
 */
export type Reach = {
  /** Share of the surface's area each direction reaches, 0–1. */
  byDirection: Record<AxisName, number>;
  /** Share of the surface's area no direction reaches, 0–1. */
  unreachedShare: number;
  /** The triangles no direction reaches. */
  unreached: number[];
};

/** Facing away from the tool: allows for the rounding of a wall exactly parallel to it. */
const PARALLEL = -1e-6;

export function reachOf(triangles: Triangles): Reach {
  const reachedArea = Object.fromEntries(AXIS_DIRECTIONS.map(({ name }) => [name, 0])) as Record<AxisName, number>;
  const unreached: number[] = [];
  let total = 0;
  let unreachedArea = 0;
  for (let t = 0; t < triangles.count; t += 1) {
    const area = triangles.area[t] ?? 0;
    total += area;
    const normal = normalOf(triangles, t);
    const from = step(centreOf(triangles, t), normal, triangles.offset);
    let reached = false;
    for (const { name, vector } of AXIS_DIRECTIONS) {
      if (dot(normal, vector) < PARALLEL) continue;
      if (triangles.cast(from, vector, t) !== null) continue;
      reachedArea[name] += area;
      reached = true;
    }
    if (!reached) {
      unreached.push(t);
      unreachedArea += area;
    }
  }
  const share = (area: number) => (total > 0 ? area / total : 0);
  return {
    byDirection: Object.fromEntries(AXIS_DIRECTIONS.map(({ name }) => [name, share(reachedArea[name])])) as Record<
      AxisName,
      number
    >,
    unreachedShare: share(unreachedArea),
    unreached,
  };
}
