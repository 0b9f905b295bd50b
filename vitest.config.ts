import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { deploymentDefine } from './src/config/overrides.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  // The same validated deployment values a `--mode test` build bakes in.
  define: deploymentDefine(loadEnv('test', process.cwd(), 'VITE_')),
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      // Pure logic runs in Node: starting jsdom costs about a second per file. Component tests
      // (*.test.tsx) get jsdom; a *.test.ts file that needs the DOM says so in its first line with
      // `// @vitest-environment jsdom`.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['supabase/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/setup/node.ts'],
          testTimeout: 60_000,
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
