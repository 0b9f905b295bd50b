import { THIN_WALL_MM } from '../../../shared/cad/machining-read.ts';
import { centreOf, normalOf, step, type Triangles, type Vec3 } from './triangles.ts';

/**
 * Thin walls: the part's thickness under each triangle, measured along its inward normal from
 * just inside its centre to the next surface. Below THIN_WALL_MM a wall flexes under the cutter
 * and chatters (Protolabs' milling guide gives 0.5 mm as the least, for parts thicker than 1 mm
 * overall). Triangles that face each other across one thin wall, or share a corner, are one wall.
 */

export type ThinWalls = {
  /** Each thin wall: its triangles and its least thickness in mm. */
  walls: { triangles: number[]; minMm: number }[];
  /** The least thickness of any wall, in mm; null when no wall is thin. */
  minMm: number | null;
};

export function thinWallsOf(triangles: Triangles): ThinWalls {
  const thickness = new Map<number, { mm: number; facing: number }>();
  for (let t = 0; t < triangles.count; t += 1) {
    const normal = normalOf(triangles, t);
    const inward: Vec3 = [-normal[0], -normal[1], -normal[2]];
    const hit = triangles.cast(step(centreOf(triangles, t), inward, triangles.offset), inward, t);
    if (!hit) continue;
    const mm = hit.distance + triangles.offset;
    if (mm < THIN_WALL_MM) thickness.set(t, { mm, facing: hit.triangle });
  }
  // One wall: thin triangles joined by a shared corner or by facing each other across it.
  const parent = new Map<number, number>([...thickness.keys()].map((t) => [t, t]));
  const root = (t: number): number => {
    let r = t;
    while (parent.get(r) !== r) r = parent.get(r) ?? r;
    parent.set(t, r);
    return r;
  };
  const join = (a: number, b: number) => {
    if (parent.has(a) && parent.has(b)) parent.set(root(a), root(b));
  };
  for (const [t, { facing }] of thickness) {
    join(t, facing);
    for (const other of triangles.neighbours(t)) join(t, other);
  }
  const walls = new Map<number, { triangles: number[]; minMm: number }>();
  for (const [t, { mm }] of thickness) {
    const wall = walls.get(root(t)) ?? { triangles: [], minMm: Infinity };
    wall.triangles.push(t);
    wall.minMm = Math.min(wall.minMm, mm);
    walls.set(root(t), wall);
  }
  const list = [...walls.values()];
  return { walls: list, minMm: list.length > 0 ? Math.min(...list.map((w) => w.minMm)) : null };
}
