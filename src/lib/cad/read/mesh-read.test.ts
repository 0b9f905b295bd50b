import { describe, expect, it } from 'vitest';
import { parseCad } from '../parse.ts';
import { readMesh } from './mesh-read.ts';
import { deepPocketsOf } from './pockets.ts';
import { reachOf } from './reach.ts';
import { solidMesh } from './solid-mesh.ts';
import { boxPart, deepPocketBlock, plainCube, pocketBlock, plateWithWall, stlOf, tSlotBlock } from './test-parts.ts';
import { thinWallsOf } from './thin-walls.ts';
import { centreOf, normalOf, trianglesOf, type Triangles, type Vec3 } from './triangles.ts';
import type { TriangleMesh } from '../../../shared/cad/measure.ts';

/**
 * Each check on parts whose answer is known by construction (./test-parts.ts): a flag must fall on
 * exactly the triangles where the feature is, and nowhere else.
 */

const trianglesOfPart = (part: TriangleMesh) => trianglesOf(solidMesh([part]));

/** The triangles whose centre (and outward normal) satisfy `where`, sorted. */
function where(triangles: Triangles, test: (centre: Vec3, normal: Vec3) => boolean): number[] {
  const found: number[] = [];
  for (let t = 0; t < triangles.count; t += 1) if (test(centreOf(triangles, t), normalOf(triangles, t))) found.push(t);
  return found;
}
const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
const within = (value: number, low: number, high: number) => value >= low - 1e-6 && value <= high + 1e-6;

describe('the solid', () => {
  it('welds a part into one closed surface, with its volume, however its triangles are wound', () => {
    const cube = plainCube();
    const turned = Float32Array.from(cube.position);
    // Every triangle's second and third corners swapped: the whole surface wound inside out.
    for (let i = 0; i < turned.length; i += 9) {
      for (let k = 0; k < 3; k += 1)
        [turned[i + 3 + k], turned[i + 6 + k]] = [turned[i + 6 + k] ?? 0, turned[i + 3 + k] ?? 0];
    }
    for (const part of [cube, { position: turned, index: null }]) {
      const solid = solidMesh([part]);
      expect(solid.closed).toBe(true);
      expect(solid.volumeMm3).toBeCloseTo(8000, 3);
      const triangles = trianglesOf(solid);
      const top = where(triangles, (c) => within(c[2], 20, 20));
      expect(top.length).toBeGreaterThan(0);
      for (const t of top) expect(normalOf(triangles, t)[2]).toBeCloseTo(1, 6);
    }
  });

  it('claims nothing about a mesh with a hole in it', () => {
    const cube = plainCube();
    const holed = { position: Float32Array.from(cube.position).slice(9), index: null };
    const read = readMesh([holed]);
    expect(read.summary).toEqual({ outcome: 'open', triangles: cube.position.length / 9 - 1 });
    expect(read.highlights).toBeNull();
  });

  it("reads an assembly's parts each on its own: a block resting on a plate is not one thick part", () => {
    const plate = boxPart([{ min: [0, 0, 0], max: [40, 40, 0.4] }]);
    const block = boxPart([{ min: [10, 10, 0.4], max: [30, 30, 20] }]);
    const { summary } = readMesh([plate, block]);
    if (summary.outcome !== 'read') throw new Error('both parts are closed');
    expect(summary.stock.bodies).toBe(2);
    // The plate is 0.4 mm thick wherever it is, under the block too; and the block hides no face of it.
    expect(summary.thinWalls).toMatchObject({ count: 1 });
    expect(summary.thinWalls.minMm).toBeCloseTo(0.4, 4);
    expect(summary.reach.unreachedShare).toBe(0);
    expect(summary.stock.removedShare).toBeCloseTo(0, 6);
  });

  it('reads an STL written from the part as the part itself', async () => {
    const bytes = new TextEncoder().encode(stlOf(deepPocketBlock()));
    const { meshes } = await parseCad('stl', bytes, () => Promise.reject(new Error('no OpenCascade for an STL')));
    expect(readMesh(meshes).summary).toEqual(readMesh([deepPocketBlock()]).summary);
  });
});

describe('a plain 20 mm cube', () => {
  it('raises nothing: every face reached, no thin wall, no pocket, nothing cut away', () => {
    const { summary } = readMesh([plainCube()]);
    if (summary.outcome !== 'read') throw new Error('the cube is closed');
    expect(summary.reach.unreachedShare).toBe(0);
    expect(summary.reach.needsMultiAxis).toBe(false);
    // Each of the six directions reaches its own face and the four around it (by the tool's side).
    for (const share of Object.values(summary.reach.byDirection)) expect(share).toBeCloseTo(5 / 6, 6);
    expect(summary.thinWalls).toMatchObject({ count: 0, minMm: null });
    expect(summary.deepPockets).toMatchObject({ count: 0, deepestMm: null });
    expect(summary.stock.bodies).toBe(1);
    expect(summary.stock.removedShare).toBeCloseTo(0, 9);
  });
});

describe('thin walls', () => {
  it('flags exactly the two sides of a 0.3 mm wall, as one wall of 0.3 mm', () => {
    const triangles = trianglesOfPart(plateWithWall(0.3));
    const { walls, minMm } = thinWallsOf(triangles);
    const sides = where(
      triangles,
      (c, n) => Math.abs(n[0]) > 0.99 && (within(c[0], 19.85, 19.85) || within(c[0], 20.15, 20.15)) && c[2] > 5,
    );
    expect(sides.length).toBeGreaterThan(0);
    expect(walls).toHaveLength(1);
    expect(sorted(walls[0]?.triangles ?? [])).toEqual(sides);
    expect(minMm).toBeCloseTo(0.3, 4);
  });

  it('leaves a 1 mm wall alone', () => {
    expect(thinWallsOf(trianglesOfPart(plateWithWall(1)))).toEqual({ walls: [], minMm: null });
    const { summary } = readMesh([plateWithWall(1)]);
    expect(summary).toMatchObject({ thinWalls: { count: 0, minMm: null }, deepPockets: { count: 0 } });
  });

  it('states the thinnest wall in the summary, with the limit it was judged by', () => {
    expect(readMesh([plateWithWall(0.3)]).summary).toMatchObject({
      outcome: 'read',
      thinWalls: { count: 1, limitMm: 0.5 },
      reach: { unreachedShare: 0, needsMultiAxis: false },
      deepPockets: { count: 0 },
    });
  });
});

describe('reach', () => {
  it('flags exactly the faces of a T-slot undercut as out of reach of every axis', () => {
    const triangles = trianglesOfPart(tSlotBlock());
    const { unreached, unreachedShare } = reachOf(triangles);
    // The shoulders' undersides, the floor beneath them, and the slot's walls and ends there.
    const undercut = where(
      triangles,
      (c) =>
        within(c[0], 10, 50) &&
        (within(c[1], 12, 16) || within(c[1], 24, 28)) &&
        within(c[2], 10, 18) &&
        !within(c[1], 16, 24),
    );
    expect(undercut.length).toBeGreaterThan(0);
    expect(sorted(unreached)).toEqual(undercut);
    expect(unreachedShare).toBeGreaterThan(0);
  });

  it('says the T-slot block needs multi-axis work, and raises nothing else on it', () => {
    expect(readMesh([tSlotBlock()]).summary).toMatchObject({
      reach: { needsMultiAxis: true },
      thinWalls: { count: 0 },
      deepPockets: { count: 0 },
    });
  });

  it('reaches every face of an open pocket, walls by the side of the tool', () => {
    expect(reachOf(trianglesOfPart(deepPocketBlock())).unreached).toEqual([]);
  });
});

describe('deep pockets', () => {
  it('flags exactly the floor of a pocket 60 mm deep and 10 mm wide', () => {
    const triangles = trianglesOfPart(deepPocketBlock());
    const pockets = deepPocketsOf(triangles);
    const floor = where(triangles, (c, n) => n[2] > 0.99 && within(c[2], 10, 10));
    expect(floor.length).toBeGreaterThan(0);
    expect(pockets).toHaveLength(1);
    expect(sorted(pockets[0]?.triangles ?? [])).toEqual(floor);
    expect(pockets[0]?.from).toBe('+z');
    expect(pockets[0]?.depthMm).toBeCloseTo(60, 4);
    expect(pockets[0]?.widthMm).toBeCloseTo(10, 3);
  });

  it('flags a pocket under 50 mm that is deeper than 4× its width: 40 mm deep and 8 mm wide', () => {
    const triangles = trianglesOfPart(pocketBlock(40, 8));
    const pockets = deepPocketsOf(triangles);
    expect(pockets).toHaveLength(1);
    expect(sorted(pockets[0]?.triangles ?? [])).toEqual(
      where(triangles, (c, n) => n[2] > 0.99 && within(c[2], 10, 10)),
    );
    expect(pockets[0]?.depthMm).toBeCloseTo(40, 4);
    expect(pockets[0]?.widthMm).toBeCloseTo(8, 3);
  });

  it('leaves a pocket 30 mm deep and 10 mm wide alone: 3× its width, under 50 mm', () => {
    expect(deepPocketsOf(trianglesOfPart(pocketBlock(30, 10)))).toEqual([]);
  });

  it('leaves the shallow, wide slot under a T-slot alone', () => {
    expect(deepPocketsOf(trianglesOfPart(tSlotBlock()))).toEqual([]);
  });

  it('sums the stock and the share cut away', () => {
    const { summary } = readMesh([deepPocketBlock()]);
    if (summary.outcome !== 'read') throw new Error('the block is closed');
    expect(summary.stock.bodies).toBe(1);
    expect(summary.stock.stockCm3).toBeCloseTo(63, 6);
    expect(summary.stock.partCm3).toBeCloseTo(57, 3);
    expect(summary.stock.removedShare).toBeCloseTo(6 / 63, 4);
    expect(summary.deepPockets.count).toBe(1);
    expect(summary.deepPockets.deepestMm).toBeCloseTo(60, 4);
    expect(summary.deepPockets.narrowestMm).toBeCloseTo(10, 3);
  });
});
