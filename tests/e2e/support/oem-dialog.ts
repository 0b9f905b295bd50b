import { type Page } from '@playwright/test';
import { expect } from './test';
import { expectToast } from './toasts';
import { uniqueMarker } from './seed';

/**
 * The OEM dialog on /oem-sourcing as a visitor finds it (by role and label), a lead to fill it
 * with, and the lead sent from it.
 */

export const PAGE = '/oem-sourcing';
export const SUCCESS = ['Success!', 'Your RFQ has been submitted. Please book your consultation below.'] as const;

export type Lead = ReturnType<typeof newLead>;

export function newLead() {
  const marker = uniqueMarker('oem');
  return {
    companyName: `Aquila ${marker}`,
    website: 'aquila-subsea.example.test',
    industrySector: 'energy',
    city: 'Aberdeen',
    country: 'United Kingdom',
    fullName: `Morag ${marker}`,
    jobTitle: 'Category Buyer',
    email: `${marker}@example.test`,
    typeOfWork: 'multi-axis',
    orderSize: 'small',
    materials: 'other',
    otherMaterials: 'Inconel 625',
    certifications: ['ISO 9001', 'ISO 13485', 'Other'],
    otherCertification: 'NORSOK M-650',
    leadTimes: '4-8-weeks',
    notes: 'Manifold blocks, 12 off, anodised.',
    workOutsideUK: 'No',
    deliveryRegions: 'uk-only',
    fileName: 'manifold-rev-c.pdf',
  };
}

export function dialogOf(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'OEM Submission Form' });
  const text = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  const select = (name: string) => dialog.getByRole('combobox', { name, exact: true });
  return {
    dialog,
    companyName: text('Company name'),
    website: text('Website'),
    industrySector: select('Industry sector'),
    city: text('City'),
    country: text('Country'),
    fullName: text('Full name'),
    jobTitle: text('Job title'),
    email: text('Email'),
    typeOfWork: select('Type of work'),
    orderSize: select('Order size'),
    materials: select('Materials'),
    otherMaterials: text('Other materials'),
    certification: (name: string) =>
      dialog.getByRole('group', { name: 'Certifications required' }).getByRole('checkbox', { name, exact: true }),
    otherCertification: text('Other certification'),
    leadTimes: select('Lead times'),
    file: dialog.getByLabel('Drawing or file'),
    notes: text('Notes'),
    workOutsideUK: (name: string) => dialog.getByRole('radio', { name, exact: true }),
    deliveryRegions: select('Delivery regions'),
    submit: dialog.getByRole('button', { name: 'Submit RFQ' }),
  };
}

export async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Get My Suppliers' }).first().click();
  const d = dialogOf(page);
  await expect(d.dialog).toBeVisible();
  return d;
}

/** Fills every answer of `lead` but those in `typed` (answered already, e.g. before the app started). */
export async function fill(page: Page, lead: Lead, typed: readonly ('companyName' | 'email')[] = []) {
  const d = dialogOf(page);
  if (!typed.includes('companyName')) await d.companyName.fill(lead.companyName);
  await d.website.fill(lead.website);
  await d.industrySector.selectOption(lead.industrySector);
  await d.city.fill(lead.city);
  await d.country.fill(lead.country);
  await d.fullName.fill(lead.fullName);
  await d.jobTitle.fill(lead.jobTitle);
  if (!typed.includes('email')) await d.email.fill(lead.email);
  await d.typeOfWork.selectOption(lead.typeOfWork);
  await d.orderSize.selectOption(lead.orderSize);
  await d.materials.selectOption(lead.materials);
  await d.otherMaterials.fill(lead.otherMaterials);
  for (const c of lead.certifications) await d.certification(c).check();
  await d.otherCertification.fill(lead.otherCertification);
  await d.leadTimes.selectOption(lead.leadTimes);
  await d.file.setInputFiles({ name: lead.fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await d.notes.fill(lead.notes);
  await d.workOutsideUK(lead.workOutsideUK).check();
  await d.deliveryRegions.selectOption(lead.deliveryRegions);
}

export const bookingHeading = (page: Page) =>
  page.getByRole('dialog').getByRole('heading', { name: 'Thank you! Your RFQ is in' });

/**
 * Opens the form on the page, fills it with `lead` and submits it, waiting for the success
 * toast. `before` is the time just before the submit, for the stamps the server sets.
 */
export async function submitLead(page: Page, lead = newLead()) {
  await page.goto(PAGE);
  const d = await openDialog(page);
  await fill(page, lead);
  const before = Date.now();
  await d.submit.click();
  await expectToast(page, ...SUCCESS);
  return { lead, before };
}
