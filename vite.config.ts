import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { compileHints } from './scripts/build/vite-compile-hints.ts';
import { occtWithoutEval, occtWithoutEvalForDeps } from './scripts/build/occt-without-eval.ts';
import { precompress } from './scripts/build/vite-precompress.ts';
import { privateFiles } from './scripts/build/vite-private-files.ts';
import { staticHostPreview } from './scripts/build/vite-static-host.ts';
import { deploymentDefine } from './src/config/overrides.ts';
import { assertLaunchReady } from './src/config/prelaunch.ts';
import { embeddedSupabase } from './supabase/local/vite-plugin.ts';

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // A production build refuses a privacy notice that still names placeholders.
  assertLaunchReady({ command, mode, env });
  return config(env);
});

const config = (env: Record<string, string>) => ({
  // The VITE_* settings are validated here, at build time, and only their validated values reach
  // the bundle (src/config/build-env.ts).
  define: deploymentDefine(env),
  // privateFiles first: the embedded database and its files are never served (scripts/build/vite-private-files.ts).
  plugins: [
    privateFiles(),
    react(),
    tailwindcss(),
    staticHostPreview(),
    embeddedSupabase(),
    compileHints(),
    precompress(),
  ],
  // OpenCascade's glue is rewritten so it compiles no JavaScript from strings, which our CSP forbids
  // (scripts/build/occt-without-eval.ts). It is imported only by the CAD worker, and in dev from the
  // pre-bundled dependency. The worker is an ES module (it is started as one), so what it imports
  // on demand (the STL reader, the machining read) is a chunk of its own, fetched when needed.
  worker: { format: 'es' as const, plugins: () => [occtWithoutEval()] },
  optimizeDeps: { rolldownOptions: { plugins: [occtWithoutEvalForDeps] } },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // `modulePreload: false` turns off both the modulepreload polyfill and the preloading of a
  // dynamic import's dependencies. The browser finds a page's chunks as it parses the modules that
  // import them: a few more round trips before hydration, after the page has painted, in exchange
  // for no dependency lists in the route table that every page loads.
  build: {
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React DOM's client (a CommonJS module, so one 180 KB function once bundled) gets a chunk
          // of its own, called from the small chunk that imports it. It creates Error objects as it
          // initialises, and with DevTools attached (as Lighthouse is) every Error makes V8 reparse
          // each function on the stack for its source positions. Bundled together, that was React
          // DOM's function and the whole chunk around it (25 ms unthrottled, one long task at 4×);
          // split, the chunk on the stack is a few hundred bytes (15 ms).
          // Its scheduler goes with it, so the two chunks do not import each other.
          groups: [
            {
              name: 'react-dom-client',
              test: /node_modules\/(react-dom\/cjs\/react-dom-client\.production|scheduler\/)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
