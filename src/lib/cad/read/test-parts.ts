import type { TriangleMesh } from '../../../shared/cad/measure.ts';

/**
 * Parts with known answers for the read's tests and benchmarks: solids made of boxes, some added
 * and some cut away, meshed as a machinist would model them. Space is cut into a grid at every box
 * face; a cell is solid when it lies in an added box and in no cut one; a square face goes between
 * each solid cell and each empty one, wound outward. The mesh is closed, and every face is split at
 * every grid line, so each flag falls on whole triangles.
 */
export type Box = { min: readonly [number, number, number]; max: readonly [number, number, number] };

export function boxPart(added: readonly Box[], cut: readonly Box[] = []): TriangleMesh {
  const lines = [0, 1, 2].map((axis) =>
    [...new Set([...added, ...cut].flatMap((box) => [box.min[axis] ?? 0, box.max[axis] ?? 0]))].sort((a, b) => a - b),
  ) as [number[], number[], number[]];
  const [xs, ys, zs] = lines;
  const inside = (box: Box, point: readonly number[]) =>
    [0, 1, 2].every((k) => (point[k] ?? 0) > (box.min[k] ?? 0) && (point[k] ?? 0) < (box.max[k] ?? 0));
  const solid = (i: number, j: number, k: number) => {
    if (i < 0 || j < 0 || k < 0 || i >= xs.length - 1 || j >= ys.length - 1 || k >= zs.length - 1) return false;
    const mid = [
      ((xs[i] ?? 0) + (xs[i + 1] ?? 0)) / 2,
      ((ys[j] ?? 0) + (ys[j + 1] ?? 0)) / 2,
      ((zs[k] ?? 0) + (zs[k + 1] ?? 0)) / 2,
    ];
    return added.some((box) => inside(box, mid)) && !cut.some((box) => inside(box, mid));
  };
  const position: number[] = [];
  const corner = (i: number, j: number, k: number) => position.push(xs[i] ?? 0, ys[j] ?? 0, zs[k] ?? 0);
  // A cell's face towards `axis` (+1 or −1), as two triangles wound counter-clockwise seen from outside.
  const face = (i: number, j: number, k: number, axis: 0 | 1 | 2, side: 1 | -1) => {
    const base = [i, j, k];
    base[axis] = (base[axis] ?? 0) + (side > 0 ? 1 : 0);
    const u = ((axis + 1) % 3) as 0 | 1 | 2;
    const v = ((axis + 2) % 3) as 0 | 1 | 2;
    const at = (du: number, dv: number) => {
      const p = [...base];
      p[u] = (p[u] ?? 0) + du;
      p[v] = (p[v] ?? 0) + dv;
      return p as [number, number, number];
    };
    const quad = side > 0 ? [at(0, 0), at(1, 0), at(1, 1), at(0, 1)] : [at(0, 0), at(0, 1), at(1, 1), at(1, 0)];
    for (const t of [0, 1, 2, 0, 2, 3]) corner(...(quad[t] ?? [0, 0, 0]));
  };
  for (let i = 0; i < xs.length - 1; i += 1) {
    for (let j = 0; j < ys.length - 1; j += 1) {
      for (let k = 0; k < zs.length - 1; k += 1) {
        if (!solid(i, j, k)) continue;
        const cell = [i, j, k];
        for (const axis of [0, 1, 2] as const) {
          for (const side of [1, -1] as const) {
            const next = [...cell];
            next[axis] = (next[axis] ?? 0) + side;
            if (!solid(next[0] ?? 0, next[1] ?? 0, next[2] ?? 0)) face(i, j, k, axis, side);
          }
        }
      }
    }
  }
  return { position: new Float32Array(position), index: null };
}

const box = (min: Box['min'], max: Box['max']): Box => ({ min, max });

/** A 40 × 30 × 5 mm plate with a wall `wallMm` thick and 10 mm high standing across its middle. */
export const plateWithWall = (wallMm: number) =>
  boxPart([box([0, 0, 0], [40, 30, 5]), box([20 - wallMm / 2, 0, 5], [20 + wallMm / 2, 30, 15])]);

/**
 * A 60 × 40 × 30 mm block with a closed T-slot from the top: a neck 8 mm wide (y 16–24) down to
 * z 18, over a slot 16 mm wide (y 12–28) from z 10 to 18, both from x 10 to 50. Under the neck's
 * shoulders (y 12–16 and 24–28, z 10–18) is the undercut.
 */
export const tSlotBlock = () =>
  boxPart([box([0, 0, 0], [60, 40, 30])], [box([10, 16, 18], [50, 24, 31]), box([10, 12, 10], [50, 28, 18])]);

/**
 * A block with a square pocket `widthMm` wide from the top, `depthMm` deep, its floor at z 10 and
 * 10 mm of block around it.
 */
export const pocketBlock = (depthMm: number, widthMm: number) =>
  boxPart(
    [box([0, 0, 0], [widthMm + 20, widthMm + 20, depthMm + 10])],
    [box([10, 10, 10], [10 + widthMm, 10 + widthMm, depthMm + 11])],
  );

/** A 30 × 30 × 70 mm block with a 10 × 10 mm pocket from the top down to z 10: 60 mm deep. */
export const deepPocketBlock = () => pocketBlock(60, 10);

/** A 20 mm cube. */
export const plainCube = () => boxPart([box([0, 0, 0], [20, 20, 20])]);

/** The part's triangles as an ASCII STL, as a CAD system would export it. */
export function stlOf(mesh: TriangleMesh, name = 'part'): string {
  const p = mesh.position;
  const lines = [`solid ${name}`];
  for (let i = 0; i + 8 < p.length; i += 9) {
    lines.push('  facet normal 0 0 0', '    outer loop');
    for (let c = 0; c < 9; c += 3)
      lines.push(`      vertex ${p[i + c] ?? 0} ${p[i + c + 1] ?? 0} ${p[i + c + 2] ?? 0}`);
    lines.push('    endloop', '  endfacet');
  }
  lines.push(`endsolid ${name}`);
  return `${lines.join('\n')}\n`;
}
