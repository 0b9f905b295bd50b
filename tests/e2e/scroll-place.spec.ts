import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { holdEntry } from './support/hold-assets';

/**
 * Where the page is scrolled is the visitor's: the app starting does not move it, a link opens
 * the next page at its top at once, and Back returns to where they were.
 */

const scrollY = (page: Page) =>
  page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(Math.round(window.scrollY)))));

test('a page scrolled before the app starts stays where the visitor left it, and its Submit answers', async ({
  page,
}) => {
  // A slow phone: the visitor scrolls down to the form's button while the app's code is arriving.
  const release = await holdEntry(page);
  await page.goto('/quote', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const submit = page.getByRole('button', { name: 'Submit Request' });
  await submit.scrollIntoViewIfNeeded();
  const scrolled = await scrollY(page);
  expect(scrolled).toBeGreaterThan(500);

  release();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  // The app has rendered its first page: the button is where the visitor's finger is.
  expect(await scrollY(page)).toBe(scrolled);
  await expect(submit).toBeInViewport();
  await submit.click();
  await expect(page.getByText('Company name is required')).toBeVisible();
});

test('a link from far down a page opens the next page at its top at once, and Back returns to the place', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('main').locator('a[href="/cnc-partner"]').last();
  await link.scrollIntoViewIfNeeded();
  const place = await scrollY(page);
  expect(place).toBeGreaterThan(1000);

  await link.click();
  await expect(page).toHaveURL(/\/cnc-partner$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // At the top in the frame the page is drawn, not scrolling up through it.
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(place);
});
