import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEASUREMENT_ID, TAG_URL, dataLayer, interceptAnalytics, settle } from './support/analytics';
import { banner, cookieSettings, storedChoice } from './support/cookie-banner';

/**
 * What reaches Google after each choice in the cookie banner: nothing after Reject; after Accept,
 * gtag.js once under Consent Mode and a page view for each indexable page; and a choice changed
 * from "Cookie settings" in the footer holds after a reload.
 */

// These tests start as a first-time visitor, with no stored choice.
test.use({ storedConsent: null });

test('the test build has a measurement id', () => {
  expect(MEASUREMENT_ID).toMatch(/^G-/);
});

/** The page views on the data layer, as [path, title]. */
async function pageViews(page: Page): Promise<[string, string][]> {
  return ((await dataLayer(page)) ?? [])
    .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
    .map((entry) => entry[2] as { page_path: string; page_title: string })
    .map((view) => [view.page_path, view.page_title]);
}

test('Reject: gtag.js is never requested, also after a client-side navigation and a reload', async ({
  page,
  context,
}) => {
  const requests = await interceptAnalytics(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Reject' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ choice: 'rejected' });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await settle(page);
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
  expect(await pageViews(page)).toEqual([]);
  expect(requests).toEqual([]);
});

test('Accept: gtag.js loads once and each indexable page sends a page view with its readable name; a 404 sends none', async ({
  page,
  context,
}) => {
  const requests = await interceptAnalytics(context);
  await page.goto('/');
  const tagRequest = page.waitForRequest(TAG_URL);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await tagRequest;
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { __gtagJsRuns?: number }).__gtagJsRuns)).toBe(1);
  expect(await storedChoice(page)).toMatchObject({ choice: 'accepted' });

  // Consent Mode first: everything denied by default, then analytics storage granted, and only then
  // the tag's configuration and the page view.
  const layer = (await dataLayer(page)) ?? [];
  const commands = layer.map((entry) => `${String(entry[0])} ${String(entry[1])}`);
  expect(commands).toEqual([
    'consent default',
    'consent update',
    expect.stringMatching(/^js /),
    `config ${MEASUREMENT_ID}`,
    'event page_view',
  ]);
  expect(layer[0]).toEqual([
    'consent',
    'default',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
  ]);
  expect(layer[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  expect(layer[3]).toEqual(['config', MEASUREMENT_ID, expect.objectContaining({ send_page_view: false })]);
  expect(await pageViews(page)).toEqual([['/', 'Home']]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      ['/', 'Home'],
      ['/terms', 'Terms of Service'],
    ]);
  expect(requests).toEqual([TAG_URL]);

  // A stored Accept on a page the site does not have: no tag, no page view.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await settle(page);
  expect(await pageViews(page)).toEqual([]);
  expect(requests).toEqual([TAG_URL]);

  // A trailing slash is the same page, under the route's own path.
  await page.goto('/services/');
  await expect.poll(() => pageViews(page)).toEqual([['/services', 'Services for CNC Shops and OEM Buyers']]);
});

test('"Cookie settings" in the footer reopens the banner, and a changed choice sticks after a reload', async ({
  page,
  context,
}) => {
  const requests = await interceptAnalytics(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => requests.length).toBe(1);

  await cookieSettings(page).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await banner(page).getByRole('button', { name: 'Reject' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(cookieSettings(page)).toBeFocused();
  expect(await storedChoice(page)).toMatchObject({ choice: 'rejected' });
  // Withdrawn on this page too: consent back to denied, and gtag.js told to send nothing more.
  expect(((await dataLayer(page)) ?? []).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  expect(
    await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], MEASUREMENT_ID),
  ).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await settle(page);
  expect(await pageViews(page)).toEqual([['/', 'Home']]);

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);

  // And back: Accept from the settings holds on the next load, with no banner.
  await cookieSettings(page).click();
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => requests.length).toBe(2);
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect.poll(() => requests.length).toBe(3);
  await expect.poll(() => pageViews(page)).toEqual([['/terms', 'Terms of Service']]);
  await expect(banner(page)).toHaveCount(0);
});
