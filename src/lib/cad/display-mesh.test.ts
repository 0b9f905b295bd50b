import { describe, expect, it } from 'vitest';
import { displayMeshes } from './display-mesh';
import { measureMeshes, triangleCount } from '../../shared/cad/measure';
import type { PartMesh } from './parse';
import { sphereStl } from '../../../scripts/bench/sphere-stl';

/** A UV sphere of 2 × stacks × slices triangles (less the poles), every three vertices one triangle. */
const sphere = (stacks: number, slices: number): PartMesh => ({
  position: sphereStl(stacks, slices, 10).position,
  index: null,
});

const triangles = (mesh: PartMesh) => triangleCount([mesh]);

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
