import type { Page } from '@playwright/test';

/**
 * Collects console errors, page errors and React hydration warnings. Requests that tests abort on
 * purpose (blocked widgets, simulated outages) report as failed loads and can be ignored by pattern.
 */
export function watchConsole(page: Page, ignore: readonly RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const hydration = /hydrat|did not match|server rendered/i.test(text);
    if ((message.type() === 'error' || hydration) && !ignore.some((re) => re.test(text))) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
