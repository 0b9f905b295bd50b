import { triangleCount } from '../../shared/cad/measure.ts';
import type { PartMesh } from './parse.ts';

/**
 * What the preview draws, made in the parser worker: the part as it came when it is small, and
 * above DISPLAY_TRIANGLE_BUDGET triangles a simplified copy, so that building and drawing it
 * never holds the page's main thread for long (software WebGL draws about a million triangles a
 * second). Measurements are always taken from the full part, before this (./measure.ts).
 *
 * Simplification is vertex clustering: space is cut into a grid of equal cubes, every vertex in
 * a cube moves to the mean of that cube's vertices, and triangles left with two corners in one
 * cube vanish. The grid starts fine enough for the budget and is coarsened until the part fits.
 * Vertex normals are computed here too, so the page only uploads the buffers.
 */

export const DISPLAY_TRIANGLE_BUDGET = 40_000;

type DisplayMesh = PartMesh & { normal: Float32Array };

export function displayMeshes(meshes: readonly PartMesh[], budget = DISPLAY_TRIANGLE_BUDGET): DisplayMesh[] {
  const total = triangleCount(meshes);
  if (total <= budget) return meshes.map((mesh) => ({ ...mesh, normal: vertexNormals(mesh.position, mesh.index) }));
  const bounds = boundsOf(meshes);
  // About two triangles per surface cell: a grid of n³ cells has about 6n² cells on a surface.
  let cells = Math.max(2, Math.floor(Math.sqrt(budget / 12)));
  for (;;) {
    const simplified = cluster(meshes, bounds, cells);
    if (simplified.index.length / 3 <= budget || cells <= 2) {
      return [{ ...simplified, normal: vertexNormals(simplified.position, simplified.index) }];
    }
    cells = Math.max(2, Math.floor(cells * 0.8));
  }
}

type Bounds = { min: [number, number, number]; size: number };

/** A typed array's value; indices here are always in range. */
const at = (values: ArrayLike<number>, i: number): number => values[i] ?? 0;

function boundsOf(meshes: readonly PartMesh[]): Bounds {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const { position } of meshes) {
    for (let i = 0; i < position.length; i += 3) {
      for (let axis = 0 as 0 | 1 | 2; axis < 3; axis = (axis + 1) as 0 | 1 | 2) {
        const value = at(position, i + axis);
        if (value < min[axis]) min[axis] = value;
        if (value > max[axis]) max[axis] = value;
      }
    }
  }
  const size = Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2], 1e-9);
  return { min, size };
}

function cluster(meshes: readonly PartMesh[], { min, size }: Bounds, cells: number) {
  const cellOf = new Map<number, number>();
  const sums: number[] = [];
  const counts: number[] = [];
  const index: number[] = [];
  const scale = (cells - 1e-9) / size;
  const cellId = (position: Float32Array, vertex: number): number => {
    const x = at(position, vertex * 3);
    const y = at(position, vertex * 3 + 1);
    const z = at(position, vertex * 3 + 2);
    const key =
      Math.floor((x - min[0]) * scale) +
      cells * (Math.floor((y - min[1]) * scale) + cells * Math.floor((z - min[2]) * scale));
    let id = cellOf.get(key);
    if (id === undefined) {
      id = counts.length;
      cellOf.set(key, id);
      counts.push(0);
      sums.push(0, 0, 0);
    }
    counts[id] = at(counts, id) + 1;
    sums[id * 3] = at(sums, id * 3) + x;
    sums[id * 3 + 1] = at(sums, id * 3 + 1) + y;
    sums[id * 3 + 2] = at(sums, id * 3 + 2) + z;
    return id;
  };
  const kept = new Set<string>();
  for (const { position, index: source } of meshes) {
    const corners = source ? source.length : position.length / 3;
    const corner = (i: number) => (source ? at(source, i) : i);
    for (let t = 0; t + 2 < corners; t += 3) {
      const a = cellId(position, corner(t));
      const b = cellId(position, corner(t + 1));
      const c = cellId(position, corner(t + 2));
      if (a === b || b === c || a === c) continue;
      // The same three cells in the same turn: one triangle is enough.
      const key = a < b && a < c ? `${a},${b},${c}` : b < c ? `${b},${c},${a}` : `${c},${a},${b}`;
      if (kept.has(key)) continue;
      kept.add(key);
      index.push(a, b, c);
    }
  }
  const position = new Float32Array(counts.length * 3);
  counts.forEach((count, id) => {
    for (let axis = 0; axis < 3; axis += 1) position[id * 3 + axis] = at(sums, id * 3 + axis) / count;
  });
  return { position, index: Uint32Array.from(index) };
}

/** Area-weighted vertex normals, as three.js's computeVertexNormals makes them. */
function vertexNormals(position: Float32Array, index: Uint32Array | null): Float32Array {
  const normal = new Float32Array(position.length);
  const corners = index ? index.length : position.length / 3;
  const corner = (i: number) => (index ? at(index, i) : i);
  for (let t = 0; t + 2 < corners; t += 3) {
    const [a, b, c] = [corner(t), corner(t + 1), corner(t + 2)];
    const [ax, ay, az] = [at(position, a * 3), at(position, a * 3 + 1), at(position, a * 3 + 2)];
    const [ux, uy, uz] = [at(position, b * 3) - ax, at(position, b * 3 + 1) - ay, at(position, b * 3 + 2) - az];
    const [wx, wy, wz] = [at(position, c * 3) - ax, at(position, c * 3 + 1) - ay, at(position, c * 3 + 2) - az];
    const face = [uy * wz - uz * wy, uz * wx - ux * wz, ux * wy - uy * wx];
    for (const v of [a, b, c]) {
      for (let axis = 0; axis < 3; axis += 1) normal[v * 3 + axis] = at(normal, v * 3 + axis) + at(face, axis);
    }
  }
  for (let v = 0; v < normal.length; v += 3) {
    const length = Math.hypot(at(normal, v), at(normal, v + 1), at(normal, v + 2)) || 1;
    for (let axis = 0; axis < 3; axis += 1) normal[v + axis] = at(normal, v + axis) / length;
  }
  return normal;
}
