import { BufferAttribute, BufferGeometry, DoubleSide, Ray, Vector3 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import type { SolidMesh } from './solid-mesh.ts';

/**
 * A closed mesh's triangles as the checks read them: each one's centre, outward normal and area,
 * and rays cast against the whole part through a bounding volume hierarchy (three-mesh-bvh), so
 * that a ray costs about log(triangles) tests rather than one per triangle.
 */
export type Triangles = {
  count: number;
  centre: Float64Array;
  normal: Float64Array;
  area: Float64Array;
  /** Each triangle's corners, xyz × 3, for drawing it. */
  corners: (t: number) => number[];
  /**
   * Distance to the first surface of triangle `own`'s body along `direction` from `origin`, and the
   * triangle hit; null: none. Other bodies are passed through: an assembly's parts are each made on
   * their own, and a bolt in a hole is not a wall of the plate.
   */
  cast: (origin: Vec3, direction: Vec3, own: number) => { distance: number; triangle: number } | null;
  /** How many separate bodies the part has (an assembly has several). */
  bodies: number;
  /** The bounding box of triangle `t`'s body, in mm: the stock that body is cut from. */
  stockOf: (t: number) => { min: Vec3; max: Vec3 };
  /** Each body's bounding box. */
  stocks: readonly { min: Vec3; max: Vec3 }[];
  /** Triangles that share a corner with `t`. */
  neighbours: (t: number) => readonly number[];
  /** A small distance for stepping off a surface before casting: a ray must not hit its own triangle. */
  offset: number;
  sizeMm: [number, number, number];
};

export type Vec3 = readonly [number, number, number];

const at = (values: ArrayLike<number>, i: number): number => values[i] ?? 0;

export function trianglesOf(solid: SolidMesh): Triangles {
  const position = solid.position;
  // Each body gets a hierarchy of its own: a ray from one part of an assembly then walks only that
  // part's triangles and stops at its first hit, instead of collecting every hit through every
  // part and discarding the others' (as1-oc-214.stp has 18).
  const { bodyOf: originalBody, bodies } = bodiesOf(solid.index.length / 3, vertexTriangles(solid.index));
  const bodyIndex = Array.from({ length: bodies }, () => [] as number[]);
  for (let t = 0; t < originalBody.length; t += 1) {
    bodyIndex[originalBody[t] ?? 0]?.push(
      at(solid.index, t * 3),
      at(solid.index, t * 3 + 1),
      at(solid.index, t * 3 + 2),
    );
  }
  const positionAttribute = new BufferAttribute(position, 3);
  const first = new Int32Array(bodies + 1);
  const bvhs = bodyIndex.map((list, body) => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', positionAttribute);
    geometry.setIndex(new BufferAttribute(Uint32Array.from(list), 1));
    first[body + 1] = (first[body] ?? 0) + list.length / 3;
    // Built before the triangles are read: the hierarchy reorders its body's index in place.
    return new MeshBVH(geometry);
  });
  // The triangles numbered body by body, each body in its hierarchy's order.
  const index = new Uint32Array(solid.index.length);
  bvhs.forEach((bvh, body) => index.set(bvh.geometry.index?.array ?? [], (first[body] ?? 0) * 3));
  const count = index.length / 3;
  const bodyOf = new Int32Array(count);
  for (let body = 0; body < bodies; body += 1) bodyOf.fill(body, first[body], first[body + 1]);
  const centre = new Float64Array(count * 3);
  const normal = new Float64Array(count * 3);
  const area = new Float64Array(count);
  const corner = new Float64Array(9);
  for (let t = 0; t < count; t += 1) {
    for (let k = 0; k < 9; k += 1) corner[k] = at(position, at(index, t * 3 + Math.floor(k / 3)) * 3 + (k % 3));
    const ab = [at(corner, 3) - at(corner, 0), at(corner, 4) - at(corner, 1), at(corner, 5) - at(corner, 2)] as const;
    const ac = [at(corner, 6) - at(corner, 0), at(corner, 7) - at(corner, 1), at(corner, 8) - at(corner, 2)] as const;
    const cross = [
      ab[1] * ac[2] - ab[2] * ac[1],
      ab[2] * ac[0] - ab[0] * ac[2],
      ab[0] * ac[1] - ab[1] * ac[0],
    ] as const;
    const length = Math.hypot(cross[0], cross[1], cross[2]) || 1;
    area[t] = length / 2;
    for (let k = 0; k < 3; k += 1) {
      centre[t * 3 + k] = (at(corner, k) + at(corner, 3 + k) + at(corner, 6 + k)) / 3;
      normal[t * 3 + k] = at(cross, k) / length;
    }
  }
  const byVertex = vertexTriangles(index);
  const stocks = Array.from({ length: bodies }, () => ({
    min: [Infinity, Infinity, Infinity] as [number, number, number],
    max: [-Infinity, -Infinity, -Infinity] as [number, number, number],
  }));
  for (let t = 0; t < count; t += 1) {
    const stock = stocks[bodyOf[t] ?? 0];
    if (!stock) continue;
    for (let c = 0; c < 3; c += 1) {
      const v = at(index, t * 3 + c) * 3;
      for (let k = 0; k < 3; k += 1) {
        stock.min[k] = Math.min(stock.min[k] ?? 0, at(position, v + k));
        stock.max[k] = Math.max(stock.max[k] ?? 0, at(position, v + k));
      }
    }
  }
  const sizeMm: [number, number, number] = [
    solid.max[0] - solid.min[0],
    solid.max[1] - solid.min[1],
    solid.max[2] - solid.min[2],
  ];
  const ray = new Ray();
  const origin = new Vector3();
  const direction = new Vector3();
  return {
    count,
    centre,
    normal,
    area,
    corners: (t) =>
      [0, 1, 2].flatMap((c) => {
        const v = at(index, t * 3 + c) * 3;
        return [at(position, v), at(position, v + 1), at(position, v + 2)];
      }),
    cast: (from, towards, own) => {
      const body = bodyOf[own] ?? 0;
      ray.set(origin.set(...from), direction.set(...towards));
      const hit = bvhs[body]?.raycastFirst(ray, DoubleSide);
      return hit?.faceIndex != null ? { distance: hit.distance, triangle: (first[body] ?? 0) + hit.faceIndex } : null;
    },
    bodies,
    stockOf: (t) => stocks[bodyOf[t] ?? 0] ?? { min: solid.min, max: solid.max },
    stocks,
    neighbours: (t) => {
      const found = new Set<number>();
      for (let c = 0; c < 3; c += 1) {
        for (const other of byVertex.get(at(index, t * 3 + c) * 3) ?? []) if (other !== t) found.add(other);
      }
      return [...found];
    },
    offset: Math.max(Math.hypot(...sizeMm) * 1e-5, 1e-4),
    sizeMm,
  };
}

/** The triangles at each vertex, keyed by the vertex's offset in the position array. */
function vertexTriangles(index: ArrayLike<number>): Map<number, number[]> {
  const byVertex = new Map<number, number[]>();
  for (let t = 0; t < index.length / 3; t += 1) {
    for (let c = 0; c < 3; c += 1) {
      const v = at(index, t * 3 + c) * 3;
      const list = byVertex.get(v);
      if (list) list.push(t);
      else byVertex.set(v, [t]);
    }
  }
  return byVertex;
}

/** Each triangle's body (numbered from 0): the triangles joined to it through shared corners. */
function bodiesOf(count: number, byVertex: ReadonlyMap<number, readonly number[]>) {
  const parent = Int32Array.from({ length: count }, (_, t) => t);
  const root = (t: number): number => {
    let r = t;
    while (parent[r] !== r) r = parent[r] ?? r;
    parent[t] = r;
    return r;
  };
  for (const triangles of byVertex.values()) {
    const first = root(triangles[0] ?? 0);
    for (const t of triangles) parent[root(t)] = first;
  }
  const numbers = new Map<number, number>();
  const bodyOf = new Int32Array(count);
  for (let t = 0; t < count; t += 1) {
    const r = root(t);
    let body = numbers.get(r);
    if (body === undefined) {
      body = numbers.size;
      numbers.set(r, body);
    }
    bodyOf[t] = body;
  }
  return { bodyOf, bodies: numbers.size };
}

/** The six directions a 3-axis machine's tool can come from, one set-up each. */
export const AXIS_DIRECTIONS = [
  { name: '+x', vector: [1, 0, 0] },
  { name: '-x', vector: [-1, 0, 0] },
  { name: '+y', vector: [0, 1, 0] },
  { name: '-y', vector: [0, -1, 0] },
  { name: '+z', vector: [0, 0, 1] },
  { name: '-z', vector: [0, 0, -1] },
] as const satisfies readonly { name: string; vector: Vec3 }[];

export type AxisName = (typeof AXIS_DIRECTIONS)[number]['name'];

/** `point` moved `distance` along `direction`. */
export const step = (point: Vec3, direction: Vec3, distance: number): Vec3 => [
  point[0] + direction[0] * distance,
  point[1] + direction[1] * distance,
  point[2] + direction[2] * distance,
];

export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Triangle `t`'s centre and normal as vectors. */
export const centreOf = (triangles: Triangles, t: number): Vec3 => [
  at(triangles.centre, t * 3),
  at(triangles.centre, t * 3 + 1),
  at(triangles.centre, t * 3 + 2),
];
export const normalOf = (triangles: Triangles, t: number): Vec3 => [
  at(triangles.normal, t * 3),
  at(triangles.normal, t * 3 + 1),
  at(triangles.normal, t * 3 + 2),
];
