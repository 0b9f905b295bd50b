import { createHash } from 'node:crypto';
import { expect, test as base } from '@playwright/test';
import { TEST_CLIENT_ADDRESS_HEADER } from '../../../supabase/local/config';
import {
  CONSENT_STORAGE_KEY,
  storedConsentValue,
  type ConsentChoice,
} from '../../../src/features/consent/consent-store';

export { expect } from '@playwright/test';

/** Google Analytics' hosts: never reachable from a test (the machine has no internet, CI must not call out). */
export const ANALYTICS_HOSTS =
  /^https:\/\/([\w-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/**
 * A client address of its own for each test (from TEST-NET and private ranges, never routed).
 * The database limits submissions per client address. A browser cannot choose its source
 * address, so the test server trusts TEST_CLIENT_ADDRESS_HEADER as it would a proxy's
 * (LOCAL_CLIENT_ADDRESS_FROM in playwright.config.ts); without this every test would come from
 * 127.0.0.1 and share one visitor's allowance.
 */
export function clientAddressFor(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${c}`;
}

/**
 * Playwright's `test`, with `page.goto` waiting until React has hydrated the prerendered page:
 * before that, the HTML is visible but its handlers are not attached yet, so a click or a file
 * pick could be lost (a real visitor would just try again; a test must not race).
 */
export const test = base.extend<{ storedConsent: ConsentChoice | null }>({
  /**
   * The cookie choice each page starts with. The test build has a measurement id, so without one
   * the cookie banner would cover the bottom of every page; tests start as a visitor who rejected,
   * and tests of the banner itself opt out (`test.use({ storedConsent: null })`).
   */
  storedConsent: ['rejected', { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, [TEST_CLIENT_ADDRESS_HEADER]: clientAddressFor(testInfo.testId) });
  },
  context: async ({ context, storedConsent }, use) => {
    if (storedConsent) {
      // Before any page script, on every origin the test opens (isolated sites included). A choice
      // the page makes itself is kept.
      await context.addInitScript(
        ([key, value]) => {
          try {
            if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
          } catch {
            // about:blank and opaque origins have no storage.
          }
        },
        [CONSENT_STORAGE_KEY, storedConsentValue(storedConsent)] as const,
      );
    }
    // Nothing reaches Google. A test that observes these requests routes them itself (the route
    // registered last wins).
    await context.route(ANALYTICS_HOSTS, (route) => route.abort('blockedbyclient'));
    await use(context);
  },
  page: async ({ page }, use) => {
    // Every test runs under the production CSP (the preview serves dist/_headers); any page that
    // breaks it, on any route and in any dialog state, fails its test.
    const cspViolations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (violation: string) => cspViolations.push(violation));
    await page.addInitScript(() => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation;
      document.addEventListener('securitypolicyviolation', (event) =>
        report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // `waitUntil: 'commit'` is how a test asks for the page before hydration. Otherwise the page
      // is hydrated, and every part of it laid out (src/boot.js lays out the parts held back for
      // the first paint one frame at a time): what reads the page's geometry, as axe's contrast
      // check does, reads it as drawn.
      if (options?.waitUntil !== 'commit') {
        await page.locator('html[data-hydrated="true"]:not(.laying-out)').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
});
