import type { Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { TAG_URL, dataLayer, interceptAnalytics, settle } from './support/analytics';
import { banner, cookieSettings, storedChoice } from './support/cookie-banner';

/**
 * How the cookie banner asks: on the first visit, with Accept and Reject alike and nothing sent to
 * Google before a choice; by keyboard; and without failing axe, shifting the layout or hiding
 * what has focus.
 */

// These tests start as a first-time visitor, with no stored choice.
test.use({ storedConsent: null });

test('asks on the first visit, Accept and Reject alike, and sends nothing to Google before a choice', async ({
  page,
  context,
}) => {
  const requests = await interceptAnalytics(context);
  await page.goto('/');
  const region = banner(page);
  await expect(region).toBeVisible();
  await expect(region.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  const accept = region.getByRole('button', { name: 'Accept' });
  const reject = region.getByRole('button', { name: 'Reject' });
  // Equally prominent: the same size and the same styles.
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(acceptBox?.width).toBe(rejectBox?.width);
  expect(acceptBox?.height).toBe(rejectBox?.height);
  expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
  // Fixed to the bottom of the viewport.
  const viewport = page.viewportSize();
  const regionBox = await region.boundingBox();
  expect(Math.round((regionBox?.y ?? 0) + (regionBox?.height ?? 0))).toBe(viewport?.height);

  await settle(page);
  expect(requests).toEqual([]);
  // Not even a data layer: the Google tag code loads with an Accept.
  expect(await dataLayer(page)).toBeUndefined();
  expect(await storedChoice(page)).toBeNull();
});

test('Accept and Reject are reachable and operable by keyboard; Escape does not choose', async ({ page, context }) => {
  const requests = await interceptAnalytics(context);
  await page.goto('/');
  const region = banner(page);
  await expect(region).toBeVisible();
  const accept = region.getByRole('button', { name: 'Accept' });
  const reject = region.getByRole('button', { name: 'Reject' });

  // The banner comes first in the tab order: its link, then Accept, then Reject.
  await page.keyboard.press('Tab');
  await expect(region.getByRole('link', { name: 'Privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(region).toBeVisible();
  expect(await storedChoice(page)).toBeNull();
  await page.keyboard.press('Tab');
  await expect(reject).toBeFocused();
  // Not modal: focus moves on to the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(reject).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ choice: 'rejected' });

  // Reopened from the footer by keyboard: focus goes into the banner; Escape closes it unchanged.
  await cookieSettings(page).focus();
  await page.keyboard.press('Enter');
  await expect(region).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(region).toBeHidden();
  await expect(cookieSettings(page)).toBeFocused();
  expect(await storedChoice(page)).toMatchObject({ choice: 'rejected' });
  expect(requests).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(region).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(region).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ choice: 'accepted' });
  await expect.poll(() => requests).toEqual([TAG_URL]);
});

test('the banner passes axe, shifts no layout and hides nothing that has focus', async ({ page, context }) => {
  await interceptAnalytics(context);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await settle(page);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page);

  // Nothing focused hides under it: the footer's last row scrolls clear of the banner (the page
  // scrolls smoothly, hence the polling).
  const bottomOf = async (locator: Locator) => {
    const box = await locator.boundingBox();
    return (box?.y ?? 0) + (box?.height ?? 0);
  };
  const bannerTop = async () => (await banner(page).boundingBox())?.y ?? 0;
  await cookieSettings(page).focus();
  await expect.poll(async () => (await bottomOf(cookieSettings(page))) <= (await bannerTop())).toBe(true);
  await page.keyboard.press('End');
  const copyright = page.getByRole('contentinfo').getByText(/© \d{4} Forgebridge/);
  await expect.poll(async () => (await bottomOf(copyright)) <= (await bannerTop())).toBe(true);
});
