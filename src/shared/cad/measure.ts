/**
 * Measurements of a part from its triangle meshes, in millimetres: the size of its bounding box,
 * its volume (the signed sum of the tetrahedra each triangle makes with the origin, which is exact
 * for a closed mesh wherever the origin lies) and its surface area. Pure, so the parser worker,
 * the form and the tests share it. docs/decisions/0020-cad-preview.md
 */

/** One triangle mesh: xyz triplets, and triangles as index triplets (none: every three vertices). */
export type TriangleMesh = {
  readonly position: ArrayLike<number>;
  readonly index?: ArrayLike<number> | null;
};

/** What is stored with the file (the `measurements` of an attachment entry). */
export type Measurements = {
  /** The bounding box's size along x, y and z, in millimetres. */
  sizeMm: [number, number, number];
  volumeCm3: number;
  areaCm2: number;
};

/** The lengths a file may state, as millimetres per unit. */
export const millimetresPer = {
  millimeter: 1,
  centimeter: 10,
  meter: 1000,
  inch: 25.4,
  foot: 304.8,
} as const;

export type LengthUnit = keyof typeof millimetresPer;

/** How many triangles the meshes hold: an index's triplets, or every three vertices. */
export const triangleCount = (meshes: readonly TriangleMesh[]): number =>
  meshes.reduce((sum, { position, index }) => sum + Math.floor((index ? index.length : position.length / 3) / 3), 0);

const MM3_PER_CM3 = 1000;
const MM2_PER_CM2 = 100;

/** Measures meshes whose coordinates are in `unit` (millimetres unless a file says otherwise). */
export function measureMeshes(meshes: readonly TriangleMesh[], unit: LengthUnit = 'millimeter'): Measurements {
  const scale = millimetresPer[unit];
  const min = new Float64Array(3).fill(Infinity);
  const max = new Float64Array(3).fill(-Infinity);
  let volume = 0;
  let area = 0;
  for (const { position, index } of meshes) {
    const at = (i: number) => position[i] ?? 0;
    const vertexCount = Math.floor(position.length / 3);
    for (let i = 0; i < vertexCount * 3; i += 1) {
      const value = at(i);
      const axis = i % 3;
      if (value < (min[axis] ?? 0)) min[axis] = value;
      if (value > (max[axis] ?? 0)) max[axis] = value;
    }
    const corner = index ? (i: number) => index[i] ?? 0 : (i: number) => i;
    const triangleCount = Math.floor((index ? index.length : vertexCount) / 3);
    let signed = 0;
    for (let t = 0; t < triangleCount * 3; t += 3) {
      const a = corner(t) * 3;
      const b = corner(t + 1) * 3;
      const c = corner(t + 2) * 3;
      const [ax, ay, az] = [at(a), at(a + 1), at(a + 2)];
      const [bx, by, bz] = [at(b), at(b + 1), at(b + 2)];
      const [cx, cy, cz] = [at(c), at(c + 1), at(c + 2)];
      // a · (b × c) / 6: the signed volume of the tetrahedron (origin, a, b, c).
      signed += (ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx)) / 6;
      // |(b − a) × (c − a)| / 2: the triangle's area.
      const [ux, uy, uz] = [bx - ax, by - ay, bz - az];
      const [wx, wy, wz] = [cx - ax, cy - ay, cz - az];
      area += Math.hypot(uy * wz - uz * wy, uz * wx - ux * wz, ux * wy - uy * wx) / 2;
    }
    // Each body on its own: a body whose triangles face inwards still adds its volume.
    volume += Math.abs(signed);
  }
  const extent = (axis: number) => {
    const span = (max[axis] ?? 0) - (min[axis] ?? 0);
    return span >= 0 ? span * scale : 0;
  };
  return {
    sizeMm: [extent(0), extent(1), extent(2)],
    volumeCm3: (volume * scale ** 3) / MM3_PER_CM3,
    areaCm2: (area * scale ** 2) / MM2_PER_CM2,
  };
}

/** The three lines the form, the admin panel, the CSV and the team alert show. */
export function measurementLines({ sizeMm, volumeCm3, areaCm2 }: Measurements): [string, string, string] {
  return [
    `Size: ${sizeMm.map((value) => value.toFixed(1)).join(' × ')} mm`,
    `Volume: ${volumeCm3.toFixed(2)} cm³`,
    `Surface area: ${areaCm2.toFixed(2)} cm²`,
  ];
}

/** The largest value the database accepts for each measurement (see the attachment_measurements migration). */
export const MEASUREMENT_LIMITS = {
  /** 100 m along any axis. */
  sizeMm: 100_000,
  /** A solid 100 m cube. */
  volumeCm3: 1e12,
  /** 100 km² of surface: room for the finest ribs inside a 100 m box. */
  areaCm2: 1e12,
} as const;

/** Measurements the database would accept: finite, non-negative, within the limits. */
export function isStorableMeasurements(value: unknown): value is Measurements {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort().join(',');
  if (keys !== 'areaCm2,sizeMm,volumeCm3') return false;
  const within = (n: unknown, limit: number) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= limit;
  const { sizeMm, volumeCm3, areaCm2 } = record;
  return (
    Array.isArray(sizeMm) &&
    sizeMm.length === 3 &&
    sizeMm.every((n) => within(n, MEASUREMENT_LIMITS.sizeMm)) &&
    within(volumeCm3, MEASUREMENT_LIMITS.volumeCm3) &&
    within(areaCm2, MEASUREMENT_LIMITS.areaCm2)
  );
}
