import type { Page } from '@playwright/test';

/**
 * Holds the app's entry module or its whole stylesheet back until the test lets it through, so
 * a test can see the page as its first paint left it, or act on it before the app starts.
 */

/** Holds every request to `url` until `release()` is called. */
async function hold(page: Page, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the entry module until `release()`, so a test can act on the page before hydration. */
export const holdEntry = (page: Page) => hold(page, /\/assets\/index-[\w-]+\.js$/);

/** Holds the whole stylesheet until `release()`: the page paints with its own inlined rules only. */
export const holdSheet = (page: Page) => hold(page, /\/assets\/index-[\w-]+\.css$/);
