import { describe, expect, it } from 'vitest';
import { isStorableRead, readLines } from '../../../shared/cad/machining-read.ts';
import { readMesh } from './mesh-read.ts';
import { storedRead } from './stored-read.ts';
import { deepPocketBlock, plainCube, plateWithWall, tSlotBlock } from './test-parts.ts';
import type { TriangleMesh } from '../../../shared/cad/measure.ts';

/**
 * What is stored with a file is the read of its part: every test part's read is one the database
 * accepts, carries that part's flags and only those, and reads as the lines the team and suppliers see.
 */

const stored = (...parts: TriangleMesh[]) => storedRead(readMesh(parts).summary);

describe('the stored read', () => {
  it('keeps a thin wall, its thinnest point, and nothing the part does not have', () => {
    const read = stored(plateWithWall(0.3));
    expect(isStorableRead(read)).toBe(true);
    expect(read).toMatchObject({ outcome: 'read', needsMultiAxis: false, thinWalls: 1, deepPockets: 0 });
    if (read.outcome !== 'read') throw new Error('the plate is closed');
    expect(read.thinWallMinMm).toBeCloseTo(0.3, 4);
    expect(read.deepestPocketMm).toBeNull();
    expect(readLines(read)[0]).toBe('1 thin wall under 0.5 mm (min 0.30 mm)');
  });

  it('keeps an undercut as multi-axis work, with the reason in words', () => {
    const read = stored(tSlotBlock());
    expect(isStorableRead(read)).toBe(true);
    expect(read).toMatchObject({ needsMultiAxis: true, thinWalls: 0, thinWallMinMm: null, deepPockets: 0 });
    expect(readLines(read)[0]).toMatch(
      /^Needs 4\/5-axis or EDM: the model has faces no 3-axis approach reaches \(\d+% of the surface\)$/,
    );
  });

  it('keeps a deep pocket with its depth and width', () => {
    const read = stored(deepPocketBlock());
    expect(read).toMatchObject({ needsMultiAxis: false, thinWalls: 0, deepPockets: 1, bodies: 1 });
    expect(readLines(read)).toContain('1 deep pocket (deepest 60 mm, narrowest 10.0 mm across)');
    expect(readLines(read)).toContain('Stock cut away: about 10%');
  });

  it('says a plain cube has no flags, and how finely it was read', () => {
    const lines = readLines(stored(plainCube()));
    expect(lines[0]).toBe('No thin walls, deep pockets or faces out of 3-axis reach');
    expect(lines).toContain('Stock cut away: about 0%');
    expect(lines.at(-1)).toMatch(/^Read from the model’s triangles, about \d+\.\d mm apart: radii, threads/);
  });

  it('stores why a model was not read, and claims nothing else', () => {
    const cube = plainCube();
    const open = { position: Float32Array.from(cube.position).slice(9), index: null };
    const read = stored(open);
    expect(read).toEqual({ outcome: 'open', triangles: expect.any(Number) });
    expect(isStorableRead(read)).toBe(true);
    expect(readLines(read)).toEqual(['Machining read: none, the model is not a closed solid']);
    expect(readLines({ outcome: 'too-detailed', triangles: 200_000 })).toEqual([
      'Machining read: none, 200,000 triangles is too many to read',
    ]);
  });

  it('names each part of an assembly cut from its own block', () => {
    const lines = readLines(stored(plainCube(), deepPocketBlock()));
    expect(lines.find((line) => line.startsWith('Stock cut away'))).toMatch(/\(2 parts, each from its own block\)$/);
  });
});
