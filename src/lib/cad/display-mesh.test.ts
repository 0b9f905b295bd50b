import { describe, expect, it } from 'vitest';
import { displayMeshes } from './display-mesh';
import { measureMeshes } from './measure';
import type { PartMesh } from './parse';

/** A UV sphere of 2 × stacks × slices triangles (less the poles), every three vertices one triangle. */
function sphere(stacks: number, slices: number, radius = 10): PartMesh {
  const corners: number[] = [];
  const point = (stack: number, slice: number) => {
    const theta = (stack / stacks) * Math.PI;
    const phi = (slice / slices) * 2 * Math.PI;
    return [
      radius * Math.sin(theta) * Math.cos(phi),
      radius * Math.sin(theta) * Math.sin(phi),
      radius * Math.cos(theta),
    ];
  };
  for (let stack = 0; stack < stacks; stack += 1) {
    for (let slice = 0; slice < slices; slice += 1) {
      const [a, b, c, d] = [
        point(stack, slice),
        point(stack + 1, slice),
        point(stack + 1, slice + 1),
        point(stack, slice + 1),
      ];
      if (stack > 0) corners.push(...a, ...b, ...d);
      if (stack < stacks - 1) corners.push(...b, ...c, ...d);
    }
  }
  return { position: Float32Array.from(corners), index: null };
}

const triangles = (mesh: PartMesh) => (mesh.index ? mesh.index.length : mesh.position.length / 3) / 3;

describe('displayMeshes', () => {
  it('sends a light part as it came, with a normal per vertex', () => {
    const part = sphere(20, 40);
    const [shown] = displayMeshes([part], 10_000);
    expect(shown?.position).toBe(part.position);
    expect(shown?.normal?.length).toBe(part.position.length);
  });

  it('simplifies a heavy part to the budget, keeping its shape', () => {
    const part = sphere(200, 400);
    expect(triangles(part)).toBeGreaterThan(150_000);
    const shown = displayMeshes([part], 20_000);
    expect(shown).toHaveLength(1);
    const [mesh] = shown as [PartMesh];
    expect(triangles(mesh)).toBeLessThanOrEqual(20_000);
    expect(triangles(mesh)).toBeGreaterThan(5_000);
    const full = measureMeshes([part]);
    const simplified = measureMeshes([mesh]);
    simplified.sizeMm.forEach((size, i) => expect(Math.abs(size - (full.sizeMm[i] ?? 0))).toBeLessThan(1));
    expect(Math.abs(simplified.volumeCm3 - full.volumeCm3) / full.volumeCm3).toBeLessThan(0.05);
    // Normals point outwards, as the surface's.
    const [x, y, z] = [mesh.position[0] ?? 0, mesh.position[1] ?? 0, mesh.position[2] ?? 0];
    const [nx, ny, nz] = [mesh.normal?.[0] ?? 0, mesh.normal?.[1] ?? 0, mesh.normal?.[2] ?? 0];
    expect(x * nx + y * ny + z * nz).toBeGreaterThan(0);
  });
});
