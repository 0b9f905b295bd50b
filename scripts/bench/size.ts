/**
 * Prints the JavaScript each route loads in Chromium (raw and gzip bytes), from the built `dist/`,
 * and the bytes its HTML takes on the wire (compressed body and headers, over HTTPS and HTTP/2 as
 * visitors reach the site: https-front.ts) against TCP's first round trip: a server's initial window is 10 segments of 1,460 bytes, and a page over it waits a
 * round trip more for its last bytes (150 ms in Lighthouse's simulated mobile network, about a
 * quarter of the static page's LCP). Run `npm run build` first. Figures only; the JavaScript budget
 * assertion lives in tests/e2e/js-budget.spec.ts.
 */
import { chromium, type Page, type Request } from '@playwright/test';
import { scriptsLoadedBy, totalBytes } from '../../tests/e2e/support/js-bytes';
import { builtRoutes } from '../../tests/e2e/support/routes';
import { smokeOr } from './smoke';
import { httpsFront } from './https-front';
import { startPreview } from './preview';

/** BENCH_PORT picks another port, so two checkouts can run this at once. */
const port = Number(process.env.BENCH_PORT ?? 4181);
/** TCP's initial congestion window (RFC 6928): 10 segments of 1,460 bytes. */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

async function main() {
  const preview = await startPreview(port, 'size');
  const site = await httpsFront(preview.base);
  const base = site.url;
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    const rows: string[][] = [];
    // Smoke mode (scripts/bench/smoke.ts): the home page only.
    for (const path of smokeOr(builtRoutes().slice(0, 1), builtRoutes())) {
      // A fresh context per route: a warm HTTP cache would hide shared chunks.
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const html = htmlOnTheWire(page);
      const loads = await scriptsLoadedBy(page, `${base}${path}`);
      const htmlBytes = await html;
      await context.close();
      rows.push([
        path,
        String(htmlBytes),
        String(FIRST_ROUND_TRIP_BYTES - htmlBytes),
        String(loads.length),
        kb(totalBytes(loads, 'bytes')),
        kb(totalBytes(loads, 'gzipBytes')),
      ]);
    }
    await browser.close();
    console.log(
      [
        'route',
        'HTML bytes on the wire',
        `left of the first round trip (${FIRST_ROUND_TRIP_BYTES})`,
        'JS files',
        'JS raw KB',
        'JS gzip KB',
      ].join('\t'),
    );
    for (const row of rows) console.log(row.join('\t'));
  } finally {
    site.close();
    preview.stop();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The bytes of the page's own HTML response on the wire (body as sent, and headers), once loaded;
 * NaN when the request failed or its sizes could not be read, so the bench prints that, not hangs.
 */
function htmlOnTheWire(page: Page): Promise<number> {
  const isPage = (request: Request) => request.isNavigationRequest() && request.frame() === page.mainFrame();
  return new Promise((resolve) => {
    page.on('requestfinished', (request) => {
      if (!isPage(request)) return;
      request.sizes().then(
        (sizes) => resolve(sizes.responseBodySize + sizes.responseHeadersSize),
        () => resolve(Number.NaN),
      );
    });
    page.on('requestfailed', (request) => {
      if (isPage(request)) resolve(Number.NaN);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
