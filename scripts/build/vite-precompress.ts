import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the client build compresses: scripts, styles and WebAssembly of at least 1 KB. */
const ASSETS = /\.(js|css|wasm)$/;
/** What the prerender step compresses: the pages it writes (scripts/build/prerender.ts). */
export const PAGES = /\.html$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside each file of at least 1 KB under `dir` whose name
 * matches `compressible` (scripts, styles and WebAssembly unless told); returns how many.
 */
export function precompressDir(dir: string, compressible: RegExp = ASSETS): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      count += precompressDir(file, compressible);
      continue;
    }
    if (!compressible.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    // Quality 9, not 11: nearly the same size for OpenCascade's 7.6 MB of WebAssembly, in a
    // fraction of the build time.
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/**
 * The client build writes brotli and gzip copies beside its scripts, styles and WebAssembly
 * (dist/assets/*.br, *.gz), as static hosts and CDNs serve them when the browser accepts them:
 * OpenCascade's WebAssembly for the CAD preview falls from 7.6 MB to 2.6 MB (brotli) or 3.1 MB (gzip) on the wire, and
 * nothing is compressed per request. `vite preview` serves them the same way
 * (scripts/build/vite-static-host.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'forgebridge:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (!ssr) precompressDir(join(outDir, 'assets'));
    },
  };
}
