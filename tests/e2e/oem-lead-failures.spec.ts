import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast } from './support/toasts';
import { adminRows } from './support/desk';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { blockCalendly, breakTable, countRestWrites } from './support/lead-dialog';
import { CAPTURE_URL, offSiteRequests } from './support/deliveries';
import {
  PAGE,
  SUCCESS,
  bookingHeading,
  dialogOf,
  fill,
  newLead,
  openDialog,
  submitLead,
  type Lead,
} from './support/oem-dialog';
import { TABLE, expectedRow, webhooksOf } from './support/oem-lead-records';

/**
 * The OEM RFQ when something is wrong: an incomplete form is refused and nothing is sent, a
 * failing webhook is retried by the server unseen, and a backend outage keeps every value for
 * the retry.
 */

async function expectValuesKept(page: Page, lead: Lead) {
  const d = dialogOf(page);
  const pairs: [Locator, string][] = [
    [d.companyName, lead.companyName],
    [d.website, lead.website],
    [d.industrySector, lead.industrySector],
    [d.city, lead.city],
    [d.country, lead.country],
    [d.fullName, lead.fullName],
    [d.jobTitle, lead.jobTitle],
    [d.email, lead.email],
    [d.typeOfWork, lead.typeOfWork],
    [d.orderSize, lead.orderSize],
    [d.materials, lead.materials],
    [d.otherMaterials, lead.otherMaterials],
    [d.otherCertification, lead.otherCertification],
    [d.leadTimes, lead.leadTimes],
    [d.notes, lead.notes],
    [d.deliveryRegions, lead.deliveryRegions],
  ];
  for (const [field, value] of pairs) await expect(field).toHaveValue(value);
  for (const c of lead.certifications) await expect(d.certification(c)).toBeChecked();
  await expect(d.workOutsideUK(lead.workOutsideUK)).toBeChecked();
  // "Uploaded" once the drawing reached Storage, even if the row did not (a retry reuses it).
  await expect(d.dialog.getByText(new RegExp(`^File (selected|uploaded): ${lead.fileName}$`))).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await blockCalendly(page);
});

test('refuses an incomplete RFQ with the exact toast and sends nothing', async ({ page, baseURL }) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  const offSite = offSiteRequests(page, baseURL ?? '');
  const writes = countRestWrites(page, TABLE);
  await page.goto(PAGE);
  await expect(page.getByText('0 GBP')).toBeVisible();
  const d = await openDialog(page);
  await expectNoAxeViolations(page);

  await d.companyName.fill('Aquila Subsea');
  await d.email.fill('morag@example.test');
  await d.submit.click();
  await expectToast(page, 'Required Fields Missing', 'Please fill in all mandatory fields.');
  for (const field of [d.website, d.industrySector, d.city, d.country, d.fullName, d.jobTitle]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(d.companyName).toHaveValue('Aquila Subsea');
  await expectNoAxeViolations(page);
  expect(writes()).toBe(0);
  expect(offSite.filter((url) => !url.startsWith('https://assets.calendly.com/'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a failing webhook changes nothing the visitor sees; the server retries it until it arrives once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page, EXPECTED_NOISE);
  const lead = newLead();
  // The receiver answers 503 to this lead's first post only (other tests post beside it).
  expect(
    (await request.post(`${CAPTURE_URL}/webhooks-fail`, { data: { count: 1, matching: lead.email } })).status(),
  ).toBe(204);
  await submitLead(page, lead);
  await expect(bookingHeading(page)).toBeVisible();
  await expect(page.getByText('Webhook Warning')).toHaveCount(0);
  expect(await adminRows(request, TABLE, { email: lead.email })).toHaveLength(1);
  await expect.poll(async () => (await webhooksOf(request, lead)).length, { timeout: 60_000 }).toBe(1);
  expect(problems).toEqual([]);
});

test('a backend outage keeps every value; the retry stores exactly one row', async ({ page, request }) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  const lead = newLead();
  await page.goto(PAGE);
  const d = await openDialog(page);
  await fill(page, lead);

  const restore = await breakTable(page, TABLE);
  await d.submit.click();
  await expectToast(page, 'Error', 'There was an error submitting your form. Please try again.');
  await expect(d.submit).toBeEnabled();
  await expectValuesKept(page, lead);
  await expectNoAxeViolations(page);

  await restore();
  await d.submit.click();
  await expectToast(page, ...SUCCESS);
  await expect(bookingHeading(page)).toBeVisible();
  const rows = await adminRows(request, TABLE, { email: lead.email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject(expectedRow(lead));
  expect(problems).toEqual([]);
});
