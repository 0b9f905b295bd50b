import { expect, test } from './support/test';
import { uniqueMarker } from './support/seed';
import { blockCalendly } from './support/lead-dialog';
import { completeByKeyboard, leadForms } from './support/lead-forms';
import { toastList } from './support/toasts';
import { cncPartnerContent } from '../../src/content/pages/cnc-partner';
import { messages } from '../../src/lib/messages';

/** The landing pages' lead dialogs, as keyboard and mouse users meet them. */

const dialogs = leadForms.filter((form) => form.path === '/cnc-partner' || form.path === '/oem-sourcing');

for (const spec of dialogs) {
  test(`${spec.name}: focus returns to the call to action that opened it, after Close and after Escape`, async ({
    page,
  }) => {
    await page.goto(spec.path);
    const cta = page.locator('main button[commandfor]').first();
    for (const close of ['button', 'Escape'] as const) {
      await cta.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('form')).toBeVisible();
      if (close === 'button') await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      else await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(cta).toBeFocused();
    }
  });
}

test('partner dialog: a second click just after success keeps the booking view', async ({ page }) => {
  await blockCalendly(page);
  await page.goto('/cnc-partner');
  const spec = dialogs.find((form) => form.path === '/cnc-partner');
  if (!spec) throw new Error('no partner dialog');
  const form = await spec.open(page);
  const marker = uniqueMarker('twice');
  await completeByKeyboard(page, form, spec, `${marker}@example.test`, marker, { submit: false });
  const submit = await form.locator('button[type="submit"]').boundingBox();
  if (!submit) throw new Error('no submit button');
  const x = submit.x + submit.width / 2;
  const y = submit.y + submit.height / 2;
  await page.mouse.click(x, y);
  await expect(spec.done(page)).toBeVisible();
  // The impatient second click, where the submit button was.
  await page.waitForTimeout(400);
  await page.mouse.click(x, y);
  // A click on the overlay would start closing the dialog at once; give a close time to finish.
  await page.waitForTimeout(500);
  const booking = page.getByRole('dialog', { name: cncPartnerContent.dialog.bookingTitle });
  await expect(booking).toHaveCount(1);
  await expect(booking).toHaveAttribute('open', '');
  await expect(booking).toBeVisible();
});

test('partner dialog: with the success toast showing, the first Escape closes the dialog', async ({ page }) => {
  await blockCalendly(page);
  await page.goto('/cnc-partner');
  const spec = dialogs.find((form) => form.path === '/cnc-partner');
  if (!spec) throw new Error('no partner dialog');
  const cta = page.locator('main button[commandfor]').first();
  const form = await spec.open(page);
  const marker = uniqueMarker('escape');
  await completeByKeyboard(page, form, spec, `${marker}@example.test`, marker);
  await expect(spec.done(page)).toBeVisible();
  await expect(toastList(page).getByText(messages.partner.success.description)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(cta).toBeFocused();
});
