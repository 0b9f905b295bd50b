import type { TriangleMesh } from '../../../shared/cad/measure.ts';

/**
 * A part's meshes as solids: within each mesh, vertices that share a position welded into one, so
 * that the triangles of neighbouring faces meet at shared corners. Meshes are never welded to each
 * other: a STEP or IGES reader writes one mesh per solid, and an assembly's bolt touching its nut
 * is two parts, not one. Only a closed mesh encloses a volume, and only then can a ray tell inside
 * from outside; so the read claims nothing about a mesh that is not closed.
 */
export type SolidMesh = {
  /** xyz of each welded vertex, in millimetres. */
  position: Float32Array;
  /** Three vertex numbers per triangle, wound so that each triangle's normal points out of the part. */
  index: Uint32Array;
  /** Every edge is shared by exactly two triangles, which run along it in opposite directions. */
  closed: boolean;
  /** The enclosed volume in mm³ (0 when not closed). */
  volumeMm3: number;
  min: [number, number, number];
  max: [number, number, number];
};

/** Corners closer than this share of the part's size are one corner. */
const WELD_SHARE = 1e-6;

const at = (values: ArrayLike<number>, i: number): number => values[i] ?? 0;

export function solidMesh(meshes: readonly TriangleMesh[]): SolidMesh {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const { position } of meshes) {
    for (let i = 0; i < position.length; i += 3) {
      for (let axis = 0; axis < 3; axis += 1) {
        const value = at(position, i + axis);
        if (value < (min[axis] ?? 0)) min[axis] = value;
        if (value > (max[axis] ?? 0)) max[axis] = value;
      }
    }
  }
  const size = Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2], 1e-9);
  const grid = size * WELD_SHARE;
  const welded = new Map<string, number>();
  const positions: number[] = [];
  const triangles: number[] = [];
  const vertexOf = (mesh: number, position: ArrayLike<number>, v: number) => {
    const x = at(position, v * 3);
    const y = at(position, v * 3 + 1);
    const z = at(position, v * 3 + 2);
    const key = `${mesh}:${Math.round(x / grid)},${Math.round(y / grid)},${Math.round(z / grid)}`;
    let id = welded.get(key);
    if (id === undefined) {
      id = positions.length / 3;
      welded.set(key, id);
      positions.push(x, y, z);
    }
    return id;
  };
  for (const [mesh, { position, index }] of meshes.entries()) {
    const count = index ? index.length : position.length / 3;
    for (let i = 0; i + 2 < count; i += 3) {
      const a = vertexOf(mesh, position, index ? at(index, i) : i);
      const b = vertexOf(mesh, position, index ? at(index, i + 1) : i + 1);
      const c = vertexOf(mesh, position, index ? at(index, i + 2) : i + 2);
      // A triangle welded down to a line or a point has no surface.
      if (a !== b && b !== c && a !== c) triangles.push(a, b, c);
    }
  }
  const position = new Float32Array(positions);
  const index = new Uint32Array(triangles);
  const closed = index.length > 0 && isClosed(index, positions.length / 3);
  let volumeMm3 = closed ? signedVolume(position, index) : 0;
  // Wound inside out: turned, so that every normal points out of the part.
  if (volumeMm3 < 0) {
    for (let t = 0; t < index.length; t += 3) {
      const b = at(index, t + 1);
      index[t + 1] = at(index, t + 2);
      index[t + 2] = b;
    }
    volumeMm3 = -volumeMm3;
  }
  return { position, index, closed, volumeMm3, min, max };
}

/** Each directed edge once, and its reverse once: a closed, consistently wound surface. */
function isClosed(index: Uint32Array, vertices: number): boolean {
  const directed = new Map<number, number>();
  const key = (from: number, to: number) => from * vertices + to;
  for (let t = 0; t < index.length; t += 3) {
    for (let e = 0; e < 3; e += 1) {
      const k = key(at(index, t + e), at(index, t + ((e + 1) % 3)));
      directed.set(k, (directed.get(k) ?? 0) + 1);
    }
  }
  for (const [k, count] of directed) {
    const from = Math.floor(k / vertices);
    const to = k % vertices;
    if (count !== 1 || directed.get(key(to, from)) !== 1) return false;
  }
  return true;
}

function signedVolume(position: Float32Array, index: Uint32Array): number {
  let sum = 0;
  for (let t = 0; t < index.length; t += 3) {
    const a = at(index, t) * 3;
    const b = at(index, t + 1) * 3;
    const c = at(index, t + 2) * 3;
    const [ax, ay, az] = [at(position, a), at(position, a + 1), at(position, a + 2)];
    const [bx, by, bz] = [at(position, b), at(position, b + 1), at(position, b + 2)];
    const [cx, cy, cz] = [at(position, c), at(position, c + 1), at(position, c + 2)];
    sum += ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
  }
  return sum / 6;
}
