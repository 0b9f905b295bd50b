import { expect, test } from './support/test';
import {
  ADMIN_PATH,
  ANON_REST_KEY,
  enterPasswordAndCode,
  ownSignInAdmin,
  signInAsAdmin,
  totpCode,
  unusedCode,
} from './support/sign-in';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { showLeads } from './support/desk-views';
import { startIsolatedSite } from './support/static-site';
import { expectNoAxeViolations } from './support/axe';

/**
 * The lead desk behind a second factor, in the browser: a new admin sets up an authenticator on
 * the first sign-in, later sign-ins ask for its code, a wrong code is refused with a clear
 * message, and a signed-out token reads nothing over REST.
 */

const WRONG_CODE = 'That code is not right. Enter the current code from your authenticator app.';

/** A code that is not the current one (a neighbouring window's code matches with odds of 2 in a million). */
function wrongCode(secret: string): string {
  return String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
}

test('a new admin sets up an authenticator on the first sign-in, then signs in with a code', async ({ page }) => {
  // A code is accepted once per factor: each later code for the same factor may wait up to 30 s.
  test.setTimeout(180_000);
  const site = await startIsolatedSite();
  try {
    const admin = { email: `${uniqueMarker('new-admin')}@forgebridge.test`, password: 'a long new admin password' };
    await site.createAdmin(admin);

    await page.goto(`${site.url}${ADMIN_PATH}`);
    await enterPasswordAndCode(page, admin);
    await expect(page.getByRole('heading', { name: 'Set up an authenticator app' })).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR code to add Forgebridge to an authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoAxeViolations(page);

    const code = page.getByLabel('Six-digit code');
    await code.fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(WRONG_CODE)).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await code.fill(await unusedCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await showLeads(page);
    await expect(page.getByRole('tab', { name: 'ICP', exact: true })).toHaveAttribute('aria-selected', 'true');

    // A later sign-in asks for the code after the password.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    await enterPasswordAndCode(page, admin);
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expectNoAxeViolations(page);
    await code.fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(WRONG_CODE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
    await code.fill(await unusedCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();

    // Settings: a second device can be added; the last one cannot be removed.
    await page.getByRole('button', { name: 'Authenticator apps' }).click();
    const only = page.getByRole('button', { name: 'Remove Authenticator app' });
    await expect(only).toBeDisabled();
    await page.getByLabel('Device name').fill('Work phone');
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const second = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Six-digit code').fill(await unusedCode(second));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Remove Work phone' })).toBeEnabled();
    await expectNoAxeViolations(page);
    // The session was last raised by the new device's code, so removing it asks for a code again.
    await page.getByRole('button', { name: 'Remove Work phone' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await page.getByLabel('Six-digit code').fill(await unusedCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Authenticator apps' }).click();
    await expect(page.getByRole('button', { name: 'Remove Authenticator app' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Remove Work phone' })).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test('after sign-out, the old access token reads no lead over REST', async ({ page, request }) => {
  const marker = uniqueMarker('signed-out');
  const [lead] = await seedLeadsViaRest(request, 'contact_messages', [sampleLead('contact_messages', marker)]);
  // An account of this worker's own for the form, since the test signs out.
  await signInAsAdmin(page, { credentials: ownSignInAdmin() });
  const token = await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.endsWith('-auth-token')) {
        return (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
      }
    }
    return undefined;
  });
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const read = () =>
    request.get(`/rest/v1/contact_messages?select=id&id=eq.${lead?.id ?? ''}`, {
      headers: { apikey: ANON_REST_KEY, Authorization: `Bearer ${token ?? ''}` },
    });
  expect(await (await read()).json()).toEqual([{ id: lead?.id }]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  const after = await read();
  expect(after.status()).toBe(200);
  expect(await after.json()).toEqual([]);
});

test('wrong codes lock the authenticator without signing the team out, and a code entered during the lock opens nothing', async ({
  page,
  browser,
}) => {
  // Two codes for one factor: the second may wait up to 30 s.
  test.setTimeout(180_000);
  const site = await startIsolatedSite();
  const intruder = await browser.newContext();
  try {
    const admin = { email: `${uniqueMarker('locked')}@forgebridge.test`, password: 'a long locked admin password' };
    await site.createAdmin(admin);
    // A colleague is at work on the desk.
    await page.goto(`${site.url}${ADMIN_PATH}`);
    await enterPasswordAndCode(page, admin);
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Six-digit code').fill(await unusedCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();

    // Someone with the password alone guesses codes until the authenticator locks.
    const other = await intruder.newPage();
    await other.goto(`${site.url}${ADMIN_PATH}`);
    await enterPasswordAndCode(other, admin);
    const code = other.getByLabel('Six-digit code');
    for (let guess = 0; guess < 6; guess += 1) {
      await code.fill(wrongCode(secret));
      await other.getByRole('button', { name: 'Verify' }).click();
      await expect(other.getByText(WRONG_CODE)).toBeVisible();
      await code.fill('');
    }
    // Even the right code, entered during the lock, opens nothing, and says why.
    await code.fill(await unusedCode(secret));
    await other.getByRole('button', { name: 'Verify' }).click();
    await expect(other.getByRole('heading', { name: 'Authenticator locked' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
    await expectNoAxeViolations(other);

    // The colleague was not signed out: after a reload the desk still opens and reads.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Authenticator locked' })).toHaveCount(0);
    await expect(page.getByLabel('Password')).toHaveCount(0);
  } finally {
    await intruder.close();
    await site.close();
  }
});
