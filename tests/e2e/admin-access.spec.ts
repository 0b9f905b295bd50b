import { expect, test } from './support/test';
import { ADMIN_PATH, ANON_REST_KEY, localAdmin, localViewer, signInAs } from './support/sign-in';
import { LEAD_TABLES } from './support/desk';
import { expectNoAxeViolations } from './support/axe';

/**
 * Who may read leads, against the real embedded backend: no one anonymously over REST, no one
 * with wrong credentials, and no signed-in account without the admin role.
 */

test('anonymous REST reads of every lead table are refused', async ({ request }) => {
  for (const table of LEAD_TABLES) {
    const response = await request.get(`/rest/v1/${table}?select=*`, {
      headers: { apikey: ANON_REST_KEY, Authorization: `Bearer ${ANON_REST_KEY}` },
    });
    expect(response.status(), table).toBe(401);
    expect(((await response.json()) as { code: string }).code, table).toBe('42501');
  }
});

test('wrong credentials show a clear error and keep the email', async ({ page }) => {
  await page.goto(ADMIN_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(localAdmin().email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Incorrect email or password' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('form', { name: 'Admin sign-in' })).toHaveAccessibleDescription(
    /Incorrect email or password/,
  );
  await expect(page.getByLabel('Email')).toHaveValue(localAdmin().email);
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a signed-in account without the admin role is not authorised and can sign out', async ({ page }) => {
  const viewer = localViewer();
  await signInAs(page, viewer);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible();
  await expect(page.getByText(`signed in as ${viewer.email}`)).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByText('Loading leads data...')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
});
