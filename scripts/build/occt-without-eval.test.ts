import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { withoutEval } from './occt-without-eval';

const require = createRequire(import.meta.url);
const gluePath = require.resolve('occt-import-js');
const wasmPath = gluePath.replace(/\.js$/, '.wasm');
const testFiles = join(gluePath, '../../test/testfiles');
const samples = [
  'cube-units/cube-mm.step',
  'cube-units/cube-in.step',
  'cube-units/cube-m.step',
  'cube-10x10mm/Cube 10x10.igs',
  'cax-if/as1-oc-214.stp',
  'cax-if/io1-cm-214.stp',
];

// Reads every sample with the glue it is given and writes a digest of each mesh's triangles: the
// same script runs the published glue in this process and the rewritten glue in a Node whose V8
// refuses to compile code from strings, as the browser does under our CSP.
const reader = `
const { readFileSync, writeFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
module.exports = async (glue, wasm, dir, samples) => {
  const occt = await require(glue)({ locateFile: () => wasm });
  const out = {};
  for (const name of samples) {
    const bytes = new Uint8Array(readFileSync(dir + '/' + name));
    const read = name.endsWith('.igs') ? occt.ReadIgesFile : occt.ReadStepFile;
    // Two units, so that the second argument's way into the WebAssembly is checked too.
    for (const linearUnit of ['millimeter', 'inch']) {
      const result = read(bytes, { linearUnit });
      out[name + ' in ' + linearUnit] = { success: result.success, meshes: result.meshes.map((mesh) => {
        const hash = createHash('sha256');
        hash.update(new Uint8Array(new Float64Array(mesh.attributes.position.array).buffer));
        hash.update(new Uint8Array(new Uint32Array(mesh.index ? mesh.index.array : []).buffer));
        return hash.digest('hex');
      }) };
    }
  }
  return out;
};
if (require.main === module) {
  const [glue, wasm, dir, samples, to] = process.argv.slice(2);
  module.exports(glue, wasm, dir, JSON.parse(samples)).then(
    (out) => writeFileSync(to, JSON.stringify(out)),
    (error) => { process.stderr.write(String(error && error.message)); process.exit(3); },
  );
}
`;

const work = mkdtempSync(join(tmpdir(), 'occt-without-eval-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
writeFileSync(join(work, 'reader.cjs'), reader);

type Digests = Record<string, { success: boolean; meshes: string[] }>;

async function readWithoutCodeGeneration(glue: string): Promise<Digests> {
  const to = join(work, `${createHash('sha1').update(glue).digest('hex')}.json`);
  await promisify(execFile)(process.execPath, [
    '--disallow-code-generation-from-strings',
    join(work, 'reader.cjs'),
    glue,
    wasmPath,
    testFiles,
    JSON.stringify(samples),
    to,
  ]);
  return JSON.parse(readFileSync(to, 'utf8')) as Digests;
}

describe('occt-import-js without eval', () => {
  it('the published glue cannot start where code generation from strings is refused', async () => {
    await expect(readWithoutCodeGeneration(gluePath)).rejects.toThrow(/Code generation from strings disallowed/);
  });

  it('the rewritten glue reads every sample there, triangle for triangle as the published glue does', async () => {
    const rewritten = join(work, 'occt-import-js.js');
    writeFileSync(rewritten, withoutEval(readFileSync(gluePath, 'utf8')));
    const published = (await (require(join(work, 'reader.cjs')) as (...args: unknown[]) => Promise<Digests>)(
      gluePath,
      wasmPath,
      testFiles,
      samples,
    )) as Digests;
    const patched = await readWithoutCodeGeneration(rewritten);

    expect(Object.keys(patched)).toHaveLength(samples.length * 2);
    for (const [name, read] of Object.entries(patched)) {
      expect(read.success, name).toBe(true);
      expect(read.meshes.length, name).toBeGreaterThan(0);
    }
    // The units reach the parser: a millimetre cube read in inches is a different set of triangles.
    expect(patched['cube-units/cube-mm.step in inch']).not.toEqual(patched['cube-units/cube-mm.step in millimeter']);
    expect(patched).toEqual(published);
  });

  it('refuses glue whose text it does not recognise instead of shipping it unchanged', () => {
    expect(() => withoutEval('var f = newFunc(Function, args)(...closureArgs);')).toThrow(
      /needs scripts\/build\/occt-without-eval\.ts updated/,
    );
  });
});
