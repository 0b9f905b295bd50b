import type { BrowserContext, Page } from '@playwright/test';
import { testDeployment } from './config';
import { ANALYTICS_HOSTS } from './test';

/**
 * Google Analytics under Consent Mode v2 (docs/decisions/0012-cookie-consent.md), as the tests of
 * the cookie banner observe it. The test build has a measurement id; Google's hosts are
 * intercepted here: gtag.js is answered with a stub, so what the site asks of it stays on
 * `window.dataLayer`, and every request is counted.
 */
export const MEASUREMENT_ID = testDeployment.gaMeasurementId ?? '';
export const TAG_URL = `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`;

/** Every request to Google's hosts, in order. gtag.js gets a stub script; anything else an empty answer. */
export async function interceptAnalytics(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(ANALYTICS_HOSTS, (route) => {
    const url = route.request().url();
    requests.push(url);
    if (new URL(url).pathname === '/gtag/js') {
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__gtagJsRuns = (window.__gtagJsRuns || 0) + 1;',
      });
    }
    return route.fulfill({ status: 204 });
  });
  return requests;
}

/** The data layer as plain arrays (gtag pushes `arguments` objects). */
export async function dataLayer(page: Page): Promise<unknown[][] | undefined> {
  return page.evaluate(() => window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

/** Lets anything the page was about to request go out before counting requests. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}
