import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectToast } from './support/toasts';
import { adminRows } from './support/desk';
import { uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';
import { blockCalendly } from './support/lead-dialog';
import { receivedWebhooks } from './support/deliveries';
import { PAGE, SUCCESS, bookingHeading, dialogOf, fill, newLead, openDialog } from './support/oem-dialog';
import { TABLE } from './support/oem-lead-records';

/**
 * The OEM RFQ completed with the keyboard alone, and with a 3D model chosen in the dialog: the
 * model is previewed and measured, and its measurements are stored with the RFQ.
 */

test.beforeEach(async ({ page }) => {
  await blockCalendly(page);
});

/** Presses Tab until `target` has focus; fails rather than loop forever. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test('the whole RFQ can be completed with the keyboard alone', async ({ page, request }) => {
  const marker = uniqueMarker('oem-kbd');
  const email = `${marker}@example.test`;
  await page.goto(PAGE);
  const opener = page.getByRole('button', { name: 'Get My Suppliers' }).first();
  await tabTo(page, opener, 80);
  await page.keyboard.press('Enter');
  const d = dialogOf(page);
  await expect(d.companyName).toBeFocused();

  const k = page.keyboard;
  await k.type(`Keyboard ${marker}`);
  await k.press('Tab');
  await k.type('keyboard.example.test');
  await k.press('Tab');
  await expect(d.industrySector).toBeFocused();
  await k.type('med'); // type-ahead picks "Medical"
  await k.press('Tab');
  await k.type('Leeds');
  await k.press('Tab');
  await k.type('United Kingdom');
  await tabTo(page, d.fullName);
  await k.type(`Kay ${marker}`);
  await k.press('Tab');
  await k.type('Buyer');
  await k.press('Tab');
  await k.type(email);
  await tabTo(page, d.certification('AS9100'));
  await k.press('Space');
  await tabTo(page, d.notes);
  await k.type('Typed without a mouse.');
  await tabTo(page, d.workOutsideUK('Yes'));
  await k.press('Space');
  await tabTo(page, d.submit);
  await k.press('Enter');

  await expectToast(page, ...SUCCESS);
  await expect(bookingHeading(page)).toBeVisible();
  const rows = await adminRows(request, TABLE, { email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    company_name: `Keyboard ${marker}`,
    industry_sector: 'medical',
    quality_standards: 'as9100',
    additional_services: 'Typed without a mouse.',
  });
  const mine = async () => (await receivedWebhooks(request, 'oem')).filter((hook) => hook.body.email === email);
  await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
  expect((await mine())[0]?.body).toMatchObject({ city: 'Leeds', workOutsideUK: 'yes' });
});

test('a model chosen in the dialog is previewed and measured, and its measurements are stored with the RFQ', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const lead = { ...newLead(), fileName: 'Cube 10x10.igs' };
  const model = await readFile(
    new URL('../../node_modules/occt-import-js/test/testfiles/cube-10x10mm/Cube 10x10.igs', import.meta.url),
  );
  await page.goto(PAGE);
  const d = await openDialog(page);
  await fill(page, lead);
  // The IGES cube takes the place of the PDF bytes that fill() chose under its name.
  await d.dialog.getByRole('button', { name: `Remove ${lead.fileName}` }).click();
  await d.file.setInputFiles({ name: lead.fileName, mimeType: 'application/octet-stream', buffer: model });
  const lines = ['Size: 10.0 × 10.0 × 10.0 mm', 'Volume: 1.00 cm³', 'Surface area: 6.00 cm²'];
  await expect(
    d.dialog.getByRole('list', { name: `Measurements of ${lead.fileName}` }).getByRole('listitem'),
  ).toHaveText(lines, { timeout: 30_000 });
  await expect(
    d.dialog.getByRole('img', { name: `3D preview of ${lead.fileName}. ${lines.join('. ')}.` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await d.submit.click();
  await expectToast(page, ...SUCCESS);
  const rows = await adminRows(request, TABLE, { email: lead.email });
  expect(rows[0]?.attachments).toEqual([
    expect.objectContaining({
      name: lead.fileName,
      size: model.length,
      measurements: { sizeMm: [10, 10, 10], volumeCm3: expect.closeTo(1, 6), areaCm2: expect.closeTo(6, 6) },
    }),
  ]);
});
