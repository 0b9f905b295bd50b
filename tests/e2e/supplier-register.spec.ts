import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInAsAdmin } from './support/sign-in';
import { findLeadRow, openLeadsTab } from './support/desk';
import { uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';
import { blockCalendly } from './support/lead-dialog';
import { expectToast } from './support/toasts';

/**
 * A partner sign-up becomes a vetted supplier on the desk: Start vetting on the lead, capabilities,
 * a verified AS9100 certificate and a passed visit with all four checks; the supplier is then
 * vetted, found by the Suppliers filters and held by the CSV export. The register is shared with
 * other tests, so the supplier is found by a unique company name.
 */

const inAYear = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

async function submitPartnerLead(page: Page, company: string, email: string) {
  await blockCalendly(page);
  await page.goto('/cnc-partner');
  await page.getByRole('button', { name: 'Claim My Free Package' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Company name' }).fill(company);
  await dialog.getByRole('textbox', { name: 'Contact name' }).fill('Helen Ward');
  await dialog.getByRole('group', { name: 'Processes' }).getByRole('checkbox', { name: 'CNC milling' }).check();
  await dialog.getByRole('group', { name: 'Materials' }).getByRole('checkbox', { name: 'Aluminium' }).check();
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption('GB');
  await dialog.getByRole('textbox', { name: 'Other certifications' }).fill('ISO 9001, AS9100D');
  await dialog.getByRole('textbox', { name: 'Other industries served' }).fill('Aerospace\nDefence');
  await dialog.getByRole('button', { name: 'Claim My Free Package' }).click();
  await expectToast(page, 'Success!', 'Your details have been recorded. Please complete your booking below.');
}

test('a partner lead becomes a vetted supplier, found by the filters and held by the CSV', async ({ page }) => {
  test.setTimeout(120_000);
  const marker = uniqueMarker('supplier');
  const company = `Castleford ${marker}`;
  await submitPartnerLead(page, company, `${marker}@example.test`);

  await signInAsAdmin(page);
  await openLeadsTab(page, 'CNC');
  const row = await findLeadRow(page, company);
  await row.getByRole('button', { name: company, exact: true }).click();
  await page.getByRole('dialog', { name: company }).getByRole('button', { name: 'Start vetting' }).click();

  const panel = page.getByRole('dialog', { name: company });
  await expect(panel.getByRole('heading', { name: 'What stands between this supplier and vetted' })).toBeVisible();
  await expect(panel.getByText('No passed visit with a revisit date still to come.')).toBeVisible();
  // The standards named in the sign-up are proposed, unverified, so not held.
  const certificates = panel.getByRole('region', { name: 'Certificates' });
  await expect(certificates.getByRole('listitem')).toHaveCount(2);
  await expect(certificates.getByRole('listitem').filter({ hasText: 'not held' })).toHaveCount(2);
  await expect(
    certificates.getByRole('listitem').filter({ hasText: 'Proposed by the shop — not verified' }),
  ).toHaveCount(2);
  // Verifying one without an expiry date asks for the date in place and saves both at once; a
  // change to what was read then asks for it to be verified again.
  const iso = certificates.getByRole('listitem').filter({ hasText: 'ISO 9001' });
  await iso.getByRole('button', { name: 'Verify ISO 9001' }).click();
  const expiry = iso.getByLabel(/Expiry date on the ISO 9001 certificate/);
  await expect(expiry).toBeFocused();
  await expiry.fill(inAYear());
  await iso.getByRole('button', { name: 'Verify with this expiry date' }).click();
  await expect(iso).toContainText('verified by');
  await iso.getByRole('button', { name: 'Edit ISO 9001' }).click();
  await iso.getByRole('textbox', { name: 'Certificate number' }).fill('ISO-777');
  await iso.getByRole('button', { name: 'Save changes' }).click();
  await expect(iso).toContainText('Changed since it was verified: verify it again.');
  await expect(iso.getByRole('button', { name: 'Verify ISO 9001' })).toBeVisible();

  const capabilities = panel.getByRole('form', { name: 'Capabilities' });
  const processes = capabilities.getByRole('group', { name: 'Processes' });
  await processes.getByRole('checkbox', { name: 'CNC milling' }).check();
  await processes.getByRole('checkbox', { name: 'Multi-axis machining' }).check();
  await capabilities.getByRole('spinbutton', { name: 'Axes (multi-axis)' }).fill('5');
  const materials = capabilities.getByRole('group', { name: 'Materials' });
  await materials.getByRole('checkbox', { name: 'Titanium' }).check();
  await materials.getByRole('checkbox', { name: 'Aluminium' }).check();
  await capabilities.getByRole('spinbutton', { name: 'X (mm)' }).fill('800');
  await capabilities.getByRole('spinbutton', { name: 'Y (mm)' }).fill('500');
  await capabilities.getByRole('spinbutton', { name: 'Z (mm)' }).fill('450');
  await capabilities.getByRole('combobox', { name: 'Capacity' }).selectOption('looking-for-work');
  await capabilities.getByRole('button', { name: 'Save' }).click();
  await expect(processes.getByRole('checkbox', { name: 'Multi-axis machining' })).toBeChecked();
  await expect(capabilities.getByText(/^set \d{4}-\d{2}-\d{2}$/)).toBeVisible();

  const addCertificate = panel.getByRole('form', { name: 'Add certificate' });
  await addCertificate.getByRole('combobox', { name: 'Standard' }).selectOption('as9100');
  await addCertificate.getByLabel('Expiry date').fill(inAYear());
  await addCertificate.getByRole('textbox', { name: 'Certificate number' }).fill('AS-12345');
  await addCertificate.getByRole('checkbox', { name: /Verified now/ }).check();
  await addCertificate.getByRole('button', { name: 'Add certificate' }).click();
  await expect(certificates.getByRole('listitem').filter({ hasText: 'AS-12345' })).toContainText('held');
  await expect(certificates.getByRole('listitem').filter({ hasText: 'AS-12345' })).toContainText('verified by');

  const visit = panel.getByRole('form', { name: 'Record visit' });
  await visit.getByRole('textbox', { name: 'Visited by' }).fill('Sam Turner');
  const checklist = visit.getByRole('group', { name: 'Checklist' });
  for (const check of [
    'Certifications checked',
    'Sample parts approved',
    'QA procedures reviewed',
    'Capacity confirmed',
  ]) {
    await checklist.getByRole('checkbox', { name: check }).check();
  }
  await visit.getByRole('combobox', { name: 'Outcome' }).selectOption('passed');
  await visit.getByLabel('Next revisit due').fill(inAYear());
  await visit.getByRole('button', { name: 'Record visit' }).click();
  await expect(panel.getByText('A passed visit with all four checks allows vetted.')).toBeVisible();

  await panel.getByRole('combobox', { name: 'Status' }).selectOption('vetted');
  await expect(panel.getByRole('combobox', { name: 'Status' })).toHaveValue('vetted');
  await expect(panel.getByRole('region', { name: 'History' })).toContainText('→ vetted');
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Close' }).click();

  // The Suppliers filters, each held in the URL, find it.
  const filters = page.getByRole('search', { name: 'Filter suppliers' });
  await filters.getByRole('combobox', { name: 'Status' }).selectOption('vetted');
  await filters.getByRole('combobox', { name: 'Process' }).selectOption('multi-axis');
  await filters.getByRole('combobox', { name: 'Certificate held' }).selectOption('as9100');
  await filters.getByRole('combobox', { name: 'Country' }).selectOption('GB');
  await filters.getByRole('combobox', { name: 'Capacity' }).selectOption('looking-for-work');
  await filters.getByRole('searchbox').fill(marker);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=vetted/);
  await expect(page).toHaveURL(/certification=as9100/);
  const table = page.getByRole('table', { name: 'Suppliers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(company) })).toContainText('AS9100');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = (await readFile(await (await downloading).path())).toString('utf8');
  const csv = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(csv.data).toHaveLength(1);
  expect(csv.data[0]).toMatchObject({
    company_name: company,
    status: 'vetted',
    country: 'United Kingdom',
    processes: 'CNC milling, Multi-axis machining',
    max_axes: '5',
    materials: 'Aluminium, Titanium',
    envelope_mm: '800 × 500 × 450',
    capacity: 'looking-for-work',
    certifications_held: 'AS9100',
  });
});
