import { describe, expect, it } from 'vitest';
import { isStorableMeasurements, measureMeshes, measurementLines } from './measure.ts';

describe('measureMeshes', () => {
  // A unit cube from 12 triangles, indexed, facing outwards.
  const cube = {
    position: [0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1],
    index: [0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6, 3, 0, 4, 3, 4, 7],
  };

  it('measures a closed mesh wherever it lies, in millimetres by default', () => {
    const moved = { ...cube, position: cube.position.map((v, i) => v * 10 + (i % 3 === 0 ? -500 : 20)) };
    const m = measureMeshes([moved]);
    expect(m.sizeMm).toEqual([10, 10, 10]);
    expect(m.volumeCm3).toBeCloseTo(1, 10);
    expect(m.areaCm2).toBeCloseTo(6, 10);
  });

  it('counts a body whose triangles face inwards, and converts the stated unit', () => {
    const inward = { ...cube, index: cube.index.map((_, i, all) => all[i - (i % 3) + 2 - (i % 3)] ?? 0) };
    const m = measureMeshes([inward], 'inch');
    expect(m.sizeMm.map((v) => v.toFixed(1))).toEqual(['25.4', '25.4', '25.4']);
    expect(m.volumeCm3).toBeCloseTo(16.387064, 6);
    expect(m.areaCm2).toBeCloseTo(6 * 6.4516, 6);
  });

  it('gives zeros for no triangles', () => {
    expect(measureMeshes([])).toEqual({ sizeMm: [0, 0, 0], volumeCm3: 0, areaCm2: 0 });
  });
});

describe('measurementLines', () => {
  it('writes one decimal for the size and two for volume and area', () => {
    expect(measurementLines({ sizeMm: [10, 10.04, 9.96], volumeCm3: 1, areaCm2: 6.005 })).toEqual([
      'Size: 10.0 × 10.0 × 10.0 mm',
      'Volume: 1.00 cm³',
      'Surface area: 6.00 cm²',
    ]);
  });
});

describe('isStorableMeasurements', () => {
  it('accepts exactly the three keys with finite, non-negative numbers within the limits', () => {
    expect(isStorableMeasurements({ sizeMm: [1, 2, 3], volumeCm3: 0, areaCm2: 6 })).toBe(true);
    expect(isStorableMeasurements({ sizeMm: [1, 2], volumeCm3: 0, areaCm2: 6 })).toBe(false);
    expect(isStorableMeasurements({ sizeMm: [1, 2, -3], volumeCm3: 0, areaCm2: 6 })).toBe(false);
    expect(isStorableMeasurements({ sizeMm: [1, 2, 3], volumeCm3: Infinity, areaCm2: 6 })).toBe(false);
    expect(isStorableMeasurements({ sizeMm: [1, 2, 3], volumeCm3: 1, areaCm2: 6, extra: 1 })).toBe(false);
    expect(isStorableMeasurements({ sizeMm: [1e6, 2, 3], volumeCm3: 1, areaCm2: 6 })).toBe(false);
    expect(isStorableMeasurements(null)).toBe(false);
  });
});
