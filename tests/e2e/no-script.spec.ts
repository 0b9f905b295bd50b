import { expect, test } from './support/test';
import { builtRoutes } from './support/routes';

/**
 * The site without JavaScript (or before it has started): a phone still has its navigation, and
 * every call to action lands on something on the page.
 */

const phone = { width: 390, height: 844 };

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('the mobile menu opens and its links navigate', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByLabel('Open menu').click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('every in-page link of every public route has a target on its page', async ({ page }) => {
    const missing: string[] = [];
    for (const path of builtRoutes()) {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const unmatched = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => href.length > 1 && !document.getElementById(decodeURIComponent(href.slice(1)))),
      );
      missing.push(...unmatched.map((href) => `${path} ${href}`));
    }
    expect(missing).toEqual([]);
  });

  test('a call to action that opens a dialog lands on the email address and the booking page', async ({ page }) => {
    for (const path of ['/cnc-partner', '/oem-sourcing']) {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const cta = page.locator('main a[href^="#"]').first();
      const fragment = (await cta.getAttribute('href')) ?? '';
      await cta.click();
      await expect(page).toHaveURL(new RegExp(`${fragment}$`));
      const target = page.locator(fragment);
      await expect(target.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(target.getByRole('link', { name: 'book a call' })).toBeVisible();
    }
  });
});

test.describe('with JavaScript on', () => {
  test.use({ viewport: phone });

  test('the mobile menu says its state, closes on Escape and when a link is followed', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByLabel('Open menu').click();
    await expect(menu).toBeVisible();
    await expect(page.getByLabel('Close menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByLabel('Open menu').click();
    await menu.getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    // The line meant for browsers without JavaScript is not shown.
    await page.goto('/cnc-partner');
    await expect(page.getByText('This form opens with JavaScript')).toBeHidden();
  });
});
