import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { measurementLines } from '@/shared/cad/measure';
import { cadKind, parseCad, UnreadableCadFile, type Occt } from './parse';
import { warmStepReader } from './warm-step-reader';

const require = createRequire(import.meta.url);
const testFiles = new URL('../../../node_modules/occt-import-js/test/testfiles/', import.meta.url);
const sample = (path: string) => new Uint8Array(readFileSync(new URL(path, testFiles)));
const loadOcct = async () => (await (require('occt-import-js') as () => Promise<unknown>)()) as Occt;

const parse = (path: string) => {
  const kind = cadKind(path);
  if (!kind) throw new Error(`not a CAD file: ${path}`);
  return parseCad(kind, sample(path), loadOcct);
};

describe('cadKind', () => {
  it('knows the STEP, IGES and STL endings in any case', () => {
    expect(['a.STEP', 'a.stp', 'a.iges', 'a.IGS', 'b.Stl', 'c.pdf', 'step'].map(cadKind)).toEqual([
      'step',
      'step',
      'iges',
      'iges',
      'stl',
      null,
      null,
    ]);
  });
});

describe('parseCad on the sample files', { timeout: 30_000 }, () => {
  const tenMillimetreCube = ['Size: 10.0 × 10.0 × 10.0 mm', 'Volume: 1.00 cm³', 'Surface area: 6.00 cm²'];

  it.each(['cube-10x10mm/Cube 10x10.stl', 'cube-10x10mm/Cube 10x10.igs', 'cube-10x10mm/Cube 10x10.stp'])(
    '%s is a 10 mm cube',
    async (path) => {
      const { measurements } = await parse(path);
      expect(measurementLines(measurements)).toEqual(tenMillimetreCube);
    },
  );

  // The same one-metre cube written in inches, metres and millimetres: OpenCascade reads the
  // unit each file states (CONVERSION_BASED_UNIT('INCH'), SI_UNIT($,.METRE.), SI_UNIT(.MILLI.,.METRE.)).
  it.each(['cube-units/cube-in.step', 'cube-units/cube-m.step', 'cube-units/cube-mm.step'])(
    '%s is the same 1 m cube once in millimetres',
    async (path) => {
      const { measurements } = await parse(path);
      expect(measurementLines(measurements)).toEqual([
        'Size: 1000.0 × 1000.0 × 1000.0 mm',
        'Volume: 1000000.00 cm³',
        'Surface area: 60000.00 cm²',
      ]);
    },
  );

  it('takes the warm-up STEP file, and reads a model after it in the unit the model states', async () => {
    const occt = await loadOcct();
    expect(warmStepReader(occt)).toBe(true);
    const { measurements } = await parseCad('step', sample('cube-units/cube-in.step'), async () => occt);
    expect(measurementLines(measurements)[0]).toBe('Size: 1000.0 × 1000.0 × 1000.0 mm');
  });

  it('refuses bytes that are not a model', async () => {
    const noise = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    await expect(parseCad('step', noise, loadOcct)).rejects.toBeInstanceOf(UnreadableCadFile);
    await expect(parseCad('stl', noise.slice(0, 50), loadOcct)).rejects.toBeInstanceOf(UnreadableCadFile);
  });
});
