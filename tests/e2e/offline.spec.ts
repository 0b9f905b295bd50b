import { expect, test } from './support/test';
import { adminRows } from './support/desk';
import { uniqueMarker } from './support/seed';
import { blockCalendly } from './support/lead-dialog';
import { completeByKeyboard, countInserts, formValues, leadForms } from './support/lead-forms';
import { toastList } from './support/toasts';
import { messages } from '../../src/lib/messages';

/**
 * A visitor whose connection drops between typing and sending: the page stays as it was, says
 * they appear to be offline with every answer kept, and once the connection is back the same
 * button stores the lead exactly once.
 */

for (const spec of leadForms) {
  test(`${spec.name}: a submit while offline keeps the page and every value; a retry online stores one row`, async ({
    page,
    context,
    request,
  }) => {
    await blockCalendly(page);
    await page.goto(spec.path);
    const form = await spec.open(page);
    const marker = uniqueMarker('offline');
    const email = `${marker}@example.test`;
    const inserts = countInserts(page, spec.table);
    await completeByKeyboard(page, form, spec, email, marker, { submit: false });
    const typed = await formValues(form);

    await context.setOffline(true);
    await form.locator('button[type="submit"]').click();
    await expect(toastList(page).getByText(messages.offline.title, { exact: true })).toBeVisible();
    await expect(toastList(page).getByText(messages.offline.description, { exact: true })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    // The site around the form is still there (by CSS: an open dialog hides it from the a11y tree).
    await expect(page.locator('header').first()).toBeVisible();
    expect(await formValues(form)).toEqual(typed);
    expect(await adminRows(request, spec.table, { [spec.emailColumn]: email })).toHaveLength(0);

    await context.setOffline(false);
    await form.locator('button[type="submit"]').click();
    await expect(spec.done(page)).toBeVisible();
    expect(await adminRows(request, spec.table, { [spec.emailColumn]: email })).toHaveLength(1);
    // The offline try never reached the server; the retry is the one insert.
    expect(inserts()).toBeGreaterThanOrEqual(1);
  });
}

test('the toast viewport cannot load: the offline message still shows, in a plain list, and the page stays', async ({
  page,
  context,
}) => {
  // As if the viewport's chunk were never fetched before the connection dropped.
  await page.route('**/assets/toaster-*.js', (route) => route.abort('internetdisconnected'));
  const spec = leadForms.find((form) => form.path === '/contact');
  if (!spec) throw new Error('no contact form');
  await page.goto(spec.path);
  const form = await spec.open(page);
  const marker = uniqueMarker('offline');
  await completeByKeyboard(page, form, spec, `${marker}@example.test`, marker, { submit: false });
  const typed = await formValues(form);

  await context.setOffline(true);
  await form.locator('button[type="submit"]').click();
  await expect(toastList(page).getByText(messages.offline.description, { exact: true })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await formValues(form)).toEqual(typed);
});

test('a page whose code cannot load offline says so inside the site, header and footer kept', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await context.setOffline(true);
  try {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible();
    await expect(page.getByText(/You appear to be offline/)).toBeVisible();
    await expect(page.getByText(/dynamically imported module|Unexpected Application Error/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // Back online, trying again loads the page.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/about$/);
});
