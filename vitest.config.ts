import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { deploymentDefine } from './src/config/overrides.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Tests that parse CAD files, spawn processes or start servers. Their time depends on the machine's
 * load, so they run with a budget of their own: 120 s a test, 20× the slowest one's time on an idle
 * 2-core machine (about 6 s, reading every OpenCascade sample twice) and 4× its 31 s during a full
 * `npm test` beside four other engineers' work. Every other test stays far inside its timeout;
 * the slowest-tests reporter names any within 2× of it.
 */
const heavy = [
  'scripts/build/occt-without-eval.test.ts',
  'scripts/build/production-build.test.ts',
  'scripts/build/vite-private-files.test.ts',
  'src/lib/cad/parse.test.ts',
  'src/shared/introductions/neutral-copy/occt-reads-copies.test.ts',
  'scripts/ops/check-browser.test.ts',
  'scripts/ops/check-postgres.test.ts',
];

export default defineConfig({
  // The same validated deployment values a `--mode test` build bakes in.
  define: deploymentDefine(loadEnv('test', process.cwd(), 'VITE_')),
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which
    // leaves a core idle while a test waits for a timer, a server or the next 30-s authenticator
    // step. Two files at once took the unit run from 647 s to 423 s on such a machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The slowest tests with their timeouts, after every run.
    reporters: ['default', './tests/reporters/slowest-tests.ts'],
    projects: [
      // Pure logic runs in Node: starting jsdom costs about a second per file. Component tests
      // (*.test.tsx) get jsdom; a *.test.ts file that needs the DOM says so in its first line with
      // `// @vitest-environment jsdom`.
      {
        extends: true,
        test: {
          name: 'unit',
          // tests/repository: checks on the repository itself (ADR index, dependencies, `npm run dev`'s
          // first run); tests/deliver-leads: the Edge Function's pure modules, which Deno's test
          // runner would also pick up beside their code.
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/repository/**/*.test.ts',
            'tests/deliver-leads/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...heavy],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'heavy',
          include: heavy,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./tests/setup/unit.ts'],
          // Rendering and typing in jsdom took 5 s for one test under a loaded run (the default
          // budget); 30 s leaves room on a loaded 2-core machine and still catches a hang.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['supabase/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/setup/node.ts'],
          // These start embedded backends, and a test that signs an admin in may first wait up to one
          // 30-s step for a code its factor has not accepted yet (a code is accepted once): 120 s
          // covers that wait and the work on a loaded 2-core machine (about 30 s at the most here).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // Concurrency and scheduling on a real PostgreSQL 15 server the run starts itself
      // (tests/pg/global-setup.ts). Its files share that server, so they run one at a time
      // (`npm run test:pg`); the pg_cron test waits for one minute boundary.
      {
        extends: true,
        test: {
          name: 'pg',
          include: ['tests/pg/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/pg/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
