import { createHash } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { readCanonical, readDescription, readH1, readTitle } from './support/html';
import { builtRoutes, SITE_URL } from './support/routes';
import { testDeployment } from './support/config';

const BOOKING_URL = testDeployment.bookingUrl;
const routes = builtRoutes();

test('the build prerenders the core routes', () => {
  expect(routes).toEqual(expect.arrayContaining(['/', '/privacy-policy', '/terms']));
});

test.describe('navigation', () => {
  const nav = [
    { name: 'Services', path: '/services' },
    { name: 'Resources', path: '/resources' },
    { name: 'About Us', path: '/about' },
    { name: 'Contact', path: '/contact' },
    { name: 'Home', path: '/' },
  ];

  test('every top navigation link opens its page', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const link of nav) {
      await main.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
    }
  });

  test('Book a Call opens the booking page in a new tab', async ({ page }) => {
    await page.goto('/');
    const book = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Book a Call/ });
    await expect(book).toHaveAttribute('href', BOOKING_URL);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the footer links to real Privacy Policy and Terms pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Forgebridge`);
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The toggle is a <details> summary (it opens before and without the app), named by its label.
  test('opens, closes on a link click and on Escape', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await page.getByLabel('Open menu').click();
    await expect(menu).toBeVisible();
    await expect(page.getByLabel('Close menu')).toBeVisible();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();

    await page.getByLabel('Open menu').click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByLabel('Open menu')).toBeVisible();
  });

  test('opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByLabel('Open menu').focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
  });

  test('closes when its Book a Call link opens the booking page in a new tab', async ({ page, context }) => {
    await context.route('https://calendly.com/**', (route) => route.fulfill({ body: 'booking' }));
    await page.goto('/');
    await page.getByLabel('Open menu').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const [booking] = await Promise.all([
      context.waitForEvent('page'),
      menu.getByRole('link', { name: /Book a Call/ }).click(),
    ]);
    await booking.close();
    await expect(menu).toBeHidden();
    await expect(page.getByLabel('Open menu')).toBeVisible();
  });
});

test.describe('unknown paths', () => {
  test('show Page Not Found with status 404 and lead home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
  });
});

test.describe('every built route', () => {
  for (const path of routes) {
    test(`${path}: raw HTML carries title, description, canonical and h1`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      // Served under the production headers, whose script-src allows no inline script except the
      // boot script, by its hash (JSON-LD data blocks are not executed, so the CSP does not cover them).
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(scriptSrc).toMatch(/^'self'/);
      expect(scriptSrc).not.toContain('unsafe-inline');
      const html = await response.text();
      const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes = '']) => !/\bsrc=|type="application\/ld\+json"/.test(attributes),
      );
      expect(inlineScripts).toHaveLength(1);
      for (const [, , code = ''] of inlineScripts) {
        expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      }
      expect(readTitle(html)).toMatch(/Forgebridge/);
      expect(readDescription(html)?.length ?? 0).toBeGreaterThan(40);
      expect(readCanonical(html)).toBe(path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`);
      expect(readH1(html)?.trim().length ?? 0).toBeGreaterThan(3);
    });

    // CSP violations fail this (and every) test through the shared page fixture.
    test(`${path}: hydrates without console errors or CSP violations and passes axe`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }

  test('a path that climbs out of the site is a plain 404', async ({ request }) => {
    for (const path of ['/..%2F..%2Fplaywright-report', '/..%2Fsrc']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(readTitle(await response.text()), path).toMatch(/Page Not Found/);
    }
  });

  test('a malformed escape is a 400 without a stack trace', async ({ request }) => {
    const response = await request.get('/%E0%A4%A');
    expect(response.status()).toBe(400);
    expect(await response.text()).not.toMatch(/URIError|at decodeURIComponent/);
  });

  test('pages are served compressed, as the static host serves them', async ({ request }) => {
    // Brotli to a browser that accepts it (every browser does over HTTPS), gzip to the rest.
    for (const [accepted, served] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await request.get('/services', { headers: { 'Accept-Encoding': accepted } });
      expect(response.headers()['content-encoding'], accepted).toBe(served);
      expect(readTitle(await response.text()), accepted).toMatch(/Forgebridge/);
    }
  });

  test('the 404 page passes axe without console errors', async ({ page }) => {
    const problems = watchConsole(page, [/status of 404/]);
    await page.goto('/missing-page');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});
