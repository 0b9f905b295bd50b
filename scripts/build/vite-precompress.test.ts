import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGES, precompressDir } from './vite-precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decode to each script, style and WebAssembly file of 1 KB or more', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'nested'));
    const script = Buffer.from('export const answer = 42;\n'.repeat(100));
    const wasm = Buffer.concat([Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]), Buffer.alloc(4096, 7)]);
    writeFileSync(join(dir, 'viewer.js'), script);
    writeFileSync(join(dir, 'nested', 'occt.wasm'), wasm);
    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'drawing.svg'), '<svg/>'.repeat(400));

    expect(precompressDir(dir)).toBe(2);
    for (const [file, body] of [
      ['viewer.js', script],
      [join('nested', 'occt.wasm'), wasm],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(body);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(body);
    }
    // Under 1 KB, or not a script, style or WebAssembly: left alone.
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'drawing.svg.br'))).toBe(false);
  });

  it('compresses the prerendered pages when asked for them, and only them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'services'));
    const page = Buffer.from('<!doctype html><title>Services</title>'.padEnd(4096, ' <p>Machined parts.</p>'));
    writeFileSync(join(dir, 'services', 'index.html'), page);
    writeFileSync(join(dir, 'viewer.js'), 'export const answer = 42;\n'.repeat(100));

    expect(precompressDir(dir, PAGES)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'services', 'index.html.br')))).toEqual(page);
    expect(gunzipSync(readFileSync(join(dir, 'services', 'index.html.gz')))).toEqual(page);
    expect(existsSync(join(dir, 'viewer.js.br'))).toBe(false);
  });
});
