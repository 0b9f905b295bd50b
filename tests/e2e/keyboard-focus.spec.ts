import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast } from './support/toasts';
import { ADMIN_PATH, enterPasswordAndCode, localAdmin, ownSignInAdmin, unusedCode } from './support/sign-in';
import { sampleLead, uniqueMarker } from './support/seed';
import { startIsolatedSite } from './support/static-site';
import { openLeadsTab } from './support/desk';
import { showLeads } from './support/desk-views';
import { watchConsole } from './support/console';

/**
 * Where keyboard focus is after each step a keyboard user takes with Enter: never left on the
 * page's body, where the next Tab starts again from the top.
 */

/** Holds every request matching `url` until `release` is called; each then gets `answer`. */
async function holdRequests(page: Page, url: string, answer: 'continue' | 'fail') {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    if (answer === 'continue') await route.continue();
    else await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
  });
  return release;
}

test('desk sign-in: focus goes to the password after a refusal, then to the code, then to the desk', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = ownSignInAdmin();
  await page.goto(ADMIN_PATH);
  const password = page.getByLabel('Password');
  await page.getByLabel('Email').fill(admin.email);
  await password.fill('not-the-password');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('');

  await page.keyboard.type(admin.password);
  await page.keyboard.press('Enter');
  const code = page.getByLabel('Six-digit code');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expect(code).toBeFocused();

  await page.keyboard.type(await unusedCode(admin.totpSecret ?? ''));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads dashboard' })).toBeFocused();
});

test('contact form: focus stays on the submit button while it sends and after a failure', async ({ page }) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact Form' });
  const marker = uniqueMarker('focus');
  await form.getByRole('textbox', { name: 'Full Name' }).fill(`Nia ${marker}`);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(`${marker}@example.test`);
  await form.getByRole('textbox', { name: 'Subject' }).fill('Titanium brackets');
  await form.getByRole('textbox', { name: 'Message' }).fill('We need 200 titanium brackets machined to AS9100.');
  const release = await holdRequests(page, '**/rest/v1/contact_messages*', 'fail');

  await form.getByRole('button', { name: 'Send Message' }).focus();
  await page.keyboard.press('Enter');
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeFocused();
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  // A second press while it sends sends nothing more.
  await page.keyboard.press('Enter');
  release();
  await expectToast(page, 'Error', 'Your message could not be sent. Please try again.');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('desk pager: focus stays on Next at the last page and on Previous at the first', async ({ page }) => {
  const site = await startIsolatedSite();
  try {
    const now = Date.now();
    await site.seed(
      'cnc_partner_leads',
      Array.from({ length: 60 }, (_, i) => ({
        ...sampleLead('cnc_partner_leads', `pager-${i}`),
        created_at: new Date(now - i * 60_000).toISOString(),
      })),
    );
    await page.goto(`${site.url}${ADMIN_PATH}`);
    await enterPasswordAndCode(page, localAdmin());
    await showLeads(page);
    const panel = await openLeadsTab(page, 'CNC');
    const range = panel.getByTestId('page-range');
    await expect(range).toHaveText('Showing 1–50 of 60');

    const next = panel.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(range).toHaveText('Showing 51–60 of 60');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(range).toHaveText('Showing 51–60 of 60');

    const previous = panel.getByRole('button', { name: 'Previous page' });
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(range).toHaveText('Showing 1–50 of 60');
    await expect(previous).toBeFocused();
  } finally {
    await site.close();
  }
});
