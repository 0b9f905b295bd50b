import { expect, test } from './support/test';
import { scriptsLoadedBy, totalBytes } from './support/js-bytes';
import { builtRoutes } from './support/routes';

/**
 * Deterministic size budget: the gzip bytes of JavaScript each public route loads. The figures for
 * the current build are printed by `npm run bench:size`.
 */
const PUBLIC_ROUTE_BUDGET_GZIP = 200 * 1024;

test('every public route stays within its JavaScript budget and never loads the admin chunk', async ({
  browser,
  baseURL,
}) => {
  for (const path of builtRoutes()) {
    // A fresh context per route: a warm HTTP cache would hide shared chunks.
    const context = await browser.newContext();
    const loads = await scriptsLoadedBy(await context.newPage(), new URL(path, baseURL).href);
    await context.close();
    const gzip = totalBytes(loads, 'gzipBytes');
    expect(gzip, `${path} loads ${gzip} gzip bytes of JS`).toBeLessThanOrEqual(PUBLIC_ROUTE_BUDGET_GZIP);
    expect(
      loads.map((l) => l.path).filter((p) => /admin|leads-dashboard/.test(p)),
      path,
    ).toEqual([]);
  }
});
