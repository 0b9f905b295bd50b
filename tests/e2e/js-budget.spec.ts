import { expect, test } from './support/test';
import { scriptsLoadedBy, totalBytes } from './support/js-bytes';
import { testDeployment } from './support/config';
import { builtRoutes } from './support/routes';

/**
 * Deterministic size budget: the gzip bytes of JavaScript each public route loads before the
 * network goes quiet (the app starts after the first paint; dialogs, the submit path, the upload
 * code, a chosen file's row and a form's zod checks load on use; a content page's copy stays
 * prerendered HTML). The
 * figures for the current build are printed by `npm run bench:size`.
 *
 * React 19's react-dom (63 KB), React Router's data router (30 KB), react and the scheduler
 * (4 KB) weigh 97 KB before any page code; see docs/decisions/0013-pages-paint-first.md.
 */
const KB = 1024;
const CONTENT_PAGE_BUDGET_GZIP = 110 * KB;
/**
 * Pages with a lead form or a lead dialog also load react-hook-form and the form's own code
 * (141 KB since choice groups tie their error to each box: docs/decisions/0013-pages-paint-first.md).
 */
const FORM_PAGE_BUDGET_GZIP = 141 * KB;
/**
 * A build with a measurement id (the test build has one) also loads the consent controller and,
 * on a first visit, the cookie banner: about 2.2 KB gzip (docs/decisions/0012-cookie-consent.md).
 */
const CONSENT_ALLOWANCE_GZIP = testDeployment.gaMeasurementId ? 3 * KB : 0;
const formPages = new Set(['/quote', '/contact', '/universal-icp-template', '/cnc-partner', '/oem-sourcing']);

// One test per route, so each has the whole timeout however many routes the site has.
for (const path of builtRoutes()) {
  test(`${path} stays within its JavaScript budget and never loads the admin chunk`, async ({ browser, baseURL }) => {
    // A fresh context: a warm HTTP cache would hide shared chunks.
    const context = await browser.newContext();
    const loads = await scriptsLoadedBy(await context.newPage(), new URL(path, baseURL).href);
    await context.close();
    const gzip = totalBytes(loads, 'gzipBytes');
    const budget = (formPages.has(path) ? FORM_PAGE_BUDGET_GZIP : CONTENT_PAGE_BUDGET_GZIP) + CONSENT_ALLOWANCE_GZIP;
    expect(gzip, `${path} loads ${gzip} gzip bytes of JS (budget ${budget})`).toBeLessThanOrEqual(budget);
    expect(
      loads.map((l) => l.path).filter((p) => /admin|desk-shell/.test(p)),
      path,
    ).toEqual([]);
  });
}

test('the largest script, React DOM, asks Chromium to compile it in the background', async ({ page, baseURL }) => {
  const firstLines: Promise<string>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    firstLines.push(response.text().then((body) => body.slice(0, body.indexOf('\n'))));
  });
  await page.goto(new URL('/', baseURL).href);
  await page.waitForLoadState('networkidle');
  const hinted = (await Promise.all(firstLines)).filter((line) => line === '//# allFunctionsCalledOnLoad');
  // One file: eager compilation pays off only where nearly every function runs at load.
  expect(hinted).toHaveLength(1);
});
