/**
 * Prints the JavaScript each route loads in Chromium (raw and gzip bytes), from the built `dist/`.
 * Run `npm run build` first. Figures only; the budget assertion lives in tests/e2e/js-budget.spec.ts.
 */
import { chromium } from '@playwright/test';
import { scriptsLoadedBy, totalBytes } from '../../tests/e2e/support/js-bytes';
import { builtRoutes } from '../../tests/e2e/support/routes';
import { smokeOr } from './smoke';
import { startPreview } from './preview';

/** BENCH_PORT picks another port, so two checkouts can run this at once. */
const port = Number(process.env.BENCH_PORT ?? 4181);

async function main() {
  const preview = await startPreview(port, 'size');
  const { base } = preview;
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    const rows: string[][] = [];
    // Smoke mode (scripts/bench/smoke.ts): the home page only.
    for (const path of smokeOr(builtRoutes().slice(0, 1), builtRoutes())) {
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
    preview.stop();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
