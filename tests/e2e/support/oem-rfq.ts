import { expect, type Locator, type Page } from '@playwright/test';
import { blockCalendly } from './lead-dialog';

/**
 * An OEM RFQ as a buyer sends it from /oem-sourcing's dialog, and its shortlist as the team
 * confirms it on the desk: the starting points of the tests that follow an RFQ's options out.
 */

export type OemBuyer = { companyName: string; fullName: string; email: string; website: string; city: string };
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Fills and submits the dialog: milling in titanium, small order, AS9100 (and "Other" with the
 * typed text, when given), 2-4 weeks, UK only; waits for the first model's measurements and the
 * thank-you.
 */
export async function submitOemRfq(
  page: Page,
  buyer: OemBuyer,
  { files, otherCertification }: { files: readonly UploadFile[]; otherCertification?: string },
): Promise<void> {
  await blockCalendly(page);
  await page.goto('/oem-sourcing');
  await page.getByRole('button', { name: 'Get My Suppliers' }).first().click();
  const form = page.getByRole('dialog', { name: 'OEM Submission Form' });
  const text = (name: string) => form.getByRole('textbox', { name, exact: true });
  const choose = (name: string, value: string) => form.getByRole('combobox', { name, exact: true }).selectOption(value);
  await text('Company name').fill(buyer.companyName);
  await text('Website').fill(buyer.website);
  await choose('Industry sector', 'aerospace');
  await text('City').fill(buyer.city);
  await text('Country').fill('United Kingdom');
  await text('Full name').fill(buyer.fullName);
  await text('Job title').fill('Buyer');
  await text('Email').fill(buyer.email);
  await choose('Type of work', 'milling');
  await choose('Order size', 'small');
  await choose('Materials', 'titanium');
  await form.getByRole('checkbox', { name: 'AS9100' }).check();
  if (otherCertification) {
    await form.getByRole('group', { name: 'Certifications required' }).getByRole('checkbox', { name: 'Other' }).check();
    await text('Other certification').fill(otherCertification);
  }
  await choose('Lead times', '2-4-weeks');
  await form.getByRole('radio', { name: 'No', exact: true }).check();
  await choose('Delivery regions', 'uk-only');
  await form.getByLabel('Drawing or file').setInputFiles([...files]);
  const model = files.find((file) => /\.(step|stp)$/i.test(file.name));
  if (model) {
    await expect(form.getByRole('list', { name: `Measurements of ${model.name}` }).getByRole('listitem')).toHaveCount(
      3,
      { timeout: 30_000 },
    );
  }
  await form.getByRole('button', { name: 'Submit RFQ' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you! Your RFQ is in' })).toBeVisible();
}

/** Adds each supplier from the suggestions, in order, and confirms the shortlist. */
export async function confirmShortlist(suggestions: Locator, companies: readonly string[]): Promise<void> {
  for (const company of companies) {
    await suggestions.getByRole('button', { name: `Add ${company} to the shortlist` }).click();
  }
  await suggestions.getByRole('button', { name: 'Confirm shortlist' }).click();
  await expect(suggestions.page().getByText('Shortlist confirmed', { exact: true }).first()).toBeVisible();
}
