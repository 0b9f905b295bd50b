import type { BrowserContext, Locator, Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/features/consent/consent-store';
import { ADMIN_PATH } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';
import { testDeployment } from './support/config';
import { ANALYTICS_HOSTS, expect, test } from './support/test';

/**
 * The cookie banner and Google Analytics under Consent Mode v2 (docs/decisions/0012-cookie-consent.md).
 * The test build has a measurement id; Google's hosts are intercepted here: gtag.js is answered
 * with a stub, so what the site asks of it stays on `window.dataLayer`, and every request is counted.
 */
const MEASUREMENT_ID = testDeployment.gaMeasurementId ?? '';
const TAG_URL = `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`;

// These tests start as a first-time visitor, with no stored choice.
test.use({ storedConsent: null });

test('the test build has a measurement id', () => {
  expect(MEASUREMENT_ID).toMatch(/^G-/);
});

/** Every request to Google's hosts, in order. gtag.js gets a stub script; anything else an empty answer. */
async function interceptAnalytics(context: BrowserContext): Promise<string[]> {
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
async function dataLayer(page: Page): Promise<unknown[][] | undefined> {
  return page.evaluate(() => window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

/** The page views on the data layer, as [path, title]. */
async function pageViews(page: Page): Promise<[string, string][]> {
  return ((await dataLayer(page)) ?? [])
    .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
    .map((entry) => entry[2] as { page_path: string; page_title: string })
    .map((view) => [view.page_path, view.page_title]);
}

const storedChoice = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { choice: string } | null,
    CONSENT_STORAGE_KEY,
  );

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const cookieSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });

/** Lets anything the page was about to request go out before counting requests. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

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

test.describe('the admin dashboard', () => {
  for (const path of [ADMIN_PATH, `${ADMIN_PATH}/`]) {
    test.describe(path, () => {
      test.use({ storedConsent: 'accepted' });

      test('loads nothing from Google even after Accept, and shows no banner or cookie settings', async ({
        page,
        context,
      }) => {
        const requests = await interceptAnalytics(context);
        // Accepted on a public page first: the tag runs there.
        await page.goto('/');
        await expect.poll(() => requests).toEqual([TAG_URL]);
        requests.length = 0;

        await page.goto(path);
        await expect(page.getByLabel('Email')).toBeVisible();
        await settle(page);
        expect(requests).toEqual([]);
        expect(await dataLayer(page)).toBeUndefined();
        await expect(banner(page)).toHaveCount(0);
        await expect(cookieSettings(page)).toHaveCount(0);
      });
    });
  }

  test('shows no banner to a first-time visitor, and no consent code runs', async ({ page, context }) => {
    const requests = await interceptAnalytics(context);
    await page.goto(ADMIN_PATH);
    await expect(page.getByLabel('Email')).toBeVisible();
    await settle(page);
    await expect(banner(page)).toHaveCount(0);
    expect(await dataLayer(page)).toBeUndefined();
    expect(requests).toEqual([]);
  });
});
