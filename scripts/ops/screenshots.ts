/**
 * `npm run screenshots`: full-page screenshots of every public route of the built site (run
 * `npm run build` first; this builds nothing) at a phone width (390 px) and a laptop width
 * (1366 px), saved as `<dir>/<width>/<route>.png` for reviewing layout by eye.
 *
 * The site is served by `vite preview` with the production headers (scripts/bench/preview.ts) and
 * shot with Debian's Chromium after the app has started and the network is quiet.
 *
 * Options: SCREENSHOTS_DIR (default screenshots/current), SCREENSHOTS_PORT (default 4493),
 * SCREENSHOTS_ROUTES (comma-separated paths; default every route in the sitemap),
 * CHROMIUM_PATH (default /usr/bin/chromium). Compare two folders with
 * `tsx scripts/ops/screenshots-compare.ts <before> <after>`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CONSENT_STORAGE_KEY, storedConsentValue } from '../../src/features/consent/consent-store';
import { builtRoutes } from '../../tests/e2e/support/routes';
import { startPreview } from '../bench/preview';

export const SCREENSHOT_WIDTHS = [390, 1366] as const;

const dir = process.env.SCREENSHOTS_DIR ?? join('screenshots', 'current');
const port = Number(process.env.SCREENSHOTS_PORT ?? 4493);
const routes = process.env.SCREENSHOTS_ROUTES ? process.env.SCREENSHOTS_ROUTES.split(',') : builtRoutes();

/** `/` → `home`, `/oem-sourcing` → `oem-sourcing`. */
export const fileNameFor = (path: string) => (path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_'));

async function main() {
  const preview = await startPreview(port, 'screenshots');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  try {
    for (const width of SCREENSHOT_WIDTHS) {
      mkdirSync(join(dir, String(width)), { recursive: true });
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 768 },
        reducedMotion: 'reduce',
      });
      // A visitor who has already answered the cookie question, so no banner covers the page.
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        CONSENT_STORAGE_KEY,
        storedConsentValue('rejected'),
      ] as const);
      const page = await context.newPage();
      for (const path of routes) {
        await page.goto(new URL(path, preview.base).href);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        const file = join(dir, String(width), `${fileNameFor(path)}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    preview.stop();
  }
}

if (process.argv[1]?.endsWith('screenshots.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
