import { describe, expect, it } from 'vitest';
import { namesLeft } from '@/testing/identifying-text';
import { bytesOf, latin1 } from '@/testing/step-sample';
import { neutralCopy } from './index.ts';

/* STL copies hold the triangles and nothing else: no solid names, no added lines, no attribute bytes. */

const NAMES = ['ACME', 'Acme', 'Priya', 'Shah', 'PN4471'];

describe('neutral copies of STL files', () => {
  it('write an ASCII copy from its facets alone, without any other line or word', async () => {
    const original = bytesOf(
      [
        'solid part',
        'Created by j.doe@acme-aero.example for ACME Aero Structures Ltd',
        'facet normal 0 0 1 ACME',
        'outer loop',
        'vertex 0 0 0',
        'vertex 1.5e+01 0 0 Priya',
        'vertex 0 1 0',
        'endloop',
        'endfacet',
        '; PN4471',
        'endsolid',
        '',
      ].join('\r\n'),
    );
    const copy = await neutralCopy(original, 'stl');
    expect(namesLeft(copy.bytes, [...NAMES, 'j.doe', 'acme-aero', 'Created'])).toEqual([]);
    expect(latin1(copy.bytes)).toBe(
      [
        'solid',
        '  facet normal 0 0 1',
        '    outer loop',
        '      vertex 0 0 0',
        '      vertex 1.5e+01 0 0',
        '      vertex 0 1 0',
        '    endloop',
        '  endfacet',
        'endsolid',
        '',
      ].join('\r\n'),
    );
    expect(copy.removed).toEqual([
      'STL solid name',
      'STL text lines that are not geometry',
      'STL text after facet keywords',
    ]);
    expect(copy.review).toBe(false);
  });

  it('copy an ASCII file whose facet cannot be read unchanged, for the team', async () => {
    const original = bytesOf('solid\nfacet normal 0 0 1\nouter loop\nvertex 0 0 ACME\nendloop\nendfacet\nendsolid\n');
    const copy = await neutralCopy(original, 'stl');
    expect(copy.bytes).toEqual(original);
    expect(copy.review).toBe(true);
  });

  it('zero the attribute bytes of a binary file, which can hold anything', async () => {
    const original = new Uint8Array(84 + 50 * 2);
    const view = new DataView(original.buffer);
    view.setUint32(80, 2, true);
    view.setUint16(84 + 48, 0x4341, true);
    view.setUint16(84 + 50 + 48, 0x4d45, true);
    const copy = await neutralCopy(original, 'stl');
    expect(new DataView(copy.bytes.buffer).getUint16(84 + 48, true)).toBe(0);
    expect(new DataView(copy.bytes.buffer).getUint16(84 + 50 + 48, true)).toBe(0);
    expect(copy.removed).toEqual(['STL binary facet attributes']);
    expect(copy.review).toBe(false);
  });
});
