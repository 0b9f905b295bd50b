import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with `page.goto` waiting until React has hydrated the prerendered page:
 * before that, the HTML is visible but its handlers are not attached yet, so a click or a file
 * pick could be lost (a real visitor would just try again; a test must not race).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
