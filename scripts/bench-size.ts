/**
 * Prints the JavaScript each route loads in Chromium (raw and gzip bytes), from the built `dist/`.
 * Run `npm run build` first. Figures only; the budget assertion lives in tests/e2e/js-budget.spec.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { scriptsLoadedBy, totalBytes } from '../tests/e2e/support/js-bytes';
import { builtRoutes } from '../tests/e2e/support/routes';

const port = 4181;
const base = `http://127.0.0.1:${port}`;

async function waitForServer(url: string, server: ChildProcess) {
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error(`preview exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`preview did not start on ${url}`);
}

async function main() {
  const preview = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort'],
    {
      env: { ...process.env, LOCAL_DB_DIR: mkdtempSync(join(tmpdir(), 'fb-size-')) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForServer(`${base}/`, preview);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    const rows: string[][] = [];
    for (const path of builtRoutes()) {
      // A fresh context per route: a warm HTTP cache would hide shared chunks.
      const context = await browser.newContext();
      const loads = await scriptsLoadedBy(await context.newPage(), `${base}${path}`);
      await context.close();
      rows.push([path, String(loads.length), kb(totalBytes(loads, 'bytes')), kb(totalBytes(loads, 'gzipBytes'))]);
    }
    await browser.close();
    console.log(['route', 'files', 'JS raw KB', 'JS gzip KB'].join('\t'));
    for (const row of rows) console.log(row.join('\t'));
  } finally {
    preview.kill();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
