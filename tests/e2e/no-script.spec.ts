import { brand } from '../../src/config/constants';
import { messages } from '../../src/lib/messages';
import { privatePagePaths } from '../../src/config/private-pages';
import { briefContent } from '../../src/content/pages/brief';
import { optionsContent } from '../../src/content/pages/options';
import { supplierPageContent } from '../../src/content/pages/supplier';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { builtRoutes } from './support/routes';

/**
 * The site without JavaScript (or before it has started): a phone still has its navigation, and
 * every call to action lands on something on the page.
 */

const phone = { width: 390, height: 844 };

/** Each private page, with its words: they open only with JavaScript. */
const privatePages = [
  [privatePagePaths.brief, briefContent],
  [privatePagePaths.options, optionsContent],
  [privatePagePaths.supplier, supplierPageContent],
] as const;

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

  test('a call to action opens its dialog, whose fields take typing and which says it needs JavaScript to send', async ({
    page,
  }) => {
    for (const [path, title] of [
      ['/cnc-partner', 'Claim your free marketing package'],
      ['/oem-sourcing', 'OEM Submission Form'],
    ] as const) {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await page.locator('main button[commandfor]').first().click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      // Its first question has focus and takes typing; nothing pretends the answers can be sent.
      const first = dialog.getByRole('textbox').first();
      await expect(first).toBeFocused();
      await page.keyboard.type('Acme Aero');
      await expect(first).toHaveValue('Acme Aero');
      await expect(dialog.getByText(messages.noScript)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('a private page says it needs JavaScript and gives the team’s address, not that it is opening', async ({
    page,
  }) => {
    for (const [path, copy] of privatePages) {
      await page.goto(`${path}#${'a'.repeat(43)}`, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
      await expect(page.getByText(copy.noScript)).toBeVisible();
      const email = page.getByRole('main').getByRole('link', { name: brand.email });
      await expect(email).toBeVisible();
      await expect(email).toHaveAttribute('href', `mailto:${brand.email}`);
      await expect(page.getByText(copy.opening)).toBeHidden();
      await expect(page.getByRole('status')).toHaveCount(0);
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
  });

  test('a private page says it is opening, and not that it needs JavaScript', async ({ page }) => {
    // The app never starts: each page stays as served, after the boot script has run.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    for (const [path, copy] of privatePages) {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await expect(page.getByRole('status')).toHaveText(copy.opening);
      await expect(page.getByText(copy.noScript)).toBeHidden();
      // axe needs JavaScript: the page as a browser without it shows it is checked here, the one
      // class the boot script adds taken off again.
      await page.evaluate(() => document.documentElement.classList.remove('js'));
      await expect(page.getByText(copy.noScript)).toBeVisible();
      await expect(page.getByRole('status')).toBeHidden();
      await expectNoAxeViolations(page, 'main');
    }
  });
});
