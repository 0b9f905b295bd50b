import { ADMIN_PATH } from './support/sign-in';
import { expect, test } from './support/test';
import { TAG_URL, dataLayer, interceptAnalytics, settle } from './support/analytics';
import { banner, cookieSettings } from './support/cookie-banner';

/**
 * The admin dashboard has no analytics: nothing from Google even after an Accept on a public page,
 * no cookie banner and no cookie settings.
 */

// These tests start as a first-time visitor, with no stored choice.
test.use({ storedConsent: null });

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
