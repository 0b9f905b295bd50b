import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { supplierNoticeEmail, ukDay } from '../../../src/shared/email/supplier-emails';
import { formatLongDate } from '../../../src/shared/format';
import { capturedMatching, type CapturedEmail } from './deliveries';
import { blockCalendly } from './lead-dialog';
import { sampleLead, seedLeadsViaRest } from './seed';
import { expectToast } from './toasts';

/**
 * A shop's way in, step by step as the shop and the team take it: the sign-up on /cnc-partner with
 * its certificate file, the emails the shop receives in the local mail capture, and an RFQ the
 * register is then ranked for.
 */

export type Shop = { company: string; contact: string; email: string; town: string; certificate: string };

export function newShop(marker: string): Shop {
  return {
    company: `Hartlepool Aero ${marker}`,
    contact: `Megan ${marker}`,
    email: `${marker}@shop.example.test`,
    town: 'Hartlepool',
    certificate: 'AS9100-certificate.pdf',
  };
}

/** A calendar date `days` from today (UTC, as the database's current_date), as 'YYYY-MM-DD'. */
export function isoDay(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** '2026-12-08' as the shop's page writes it ('8 December 2026') and as its emails do. */
export const pageDate = formatLongDate;
export const mailDate = (iso: string): string => ukDay(iso) ?? iso;

/** A one-page PDF that says what it certifies: small, and valid (its cross-reference table adds up). */
export function certificatePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A group of tick boxes in the sign-up dialog, ticked by their labels. */
async function tick(dialog: Locator, group: string, labels: readonly string[]) {
  const fieldset = dialog.getByRole('group', { name: group });
  for (const label of labels) await fieldset.getByRole('checkbox', { name: label, exact: true }).check();
}

/**
 * Signs the shop up on /cnc-partner: 5-axis milling in aluminium and titanium, AS9100 ticked and
 * attached as a PDF, an 800 × 500 × 400 mm envelope, in the UK. Returns the reference the
 * success view shows.
 */
export async function signUpAsShop(page: Page, shop: Shop): Promise<string> {
  await blockCalendly(page);
  await page.goto('/cnc-partner');
  await page.getByRole('button', { name: 'Claim My Free Package' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Claim your free marketing package' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(shop.email);
  await dialog.getByRole('textbox', { name: 'Company name' }).fill(shop.company);
  await dialog.getByRole('textbox', { name: 'Contact name' }).fill(shop.contact);
  await tick(dialog, 'Processes', ['CNC milling', 'Multi-axis machining']);
  await dialog.getByRole('combobox', { name: 'Most axes machined at once' }).selectOption('5');
  await tick(dialog, 'Materials', ['Aluminium', 'Titanium']);
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United Kingdom' });
  await dialog.getByRole('textbox', { name: 'Town or city' }).fill(shop.town);
  await tick(dialog, 'Certifications held', ['AS9100']);
  await dialog.getByLabel('Certificate files', { exact: true }).setInputFiles({
    name: shop.certificate,
    mimeType: 'application/pdf',
    buffer: certificatePdf(`AS9100D certificate of ${shop.company}`),
  });
  await expect(dialog.getByRole('list', { name: 'Chosen certificate files' })).toContainText(shop.certificate);
  for (const [axis, mm] of [
    ['X', '800'],
    ['Y', '500'],
    ['Z', '400'],
  ] as const) {
    await dialog.getByRole('textbox', { name: `${axis} (mm)` }).fill(mm);
  }
  await dialog.getByRole('button', { name: 'Claim My Free Package' }).click();
  await expectToast(page, 'Success!', 'Your details have been recorded. Please complete your booking below.');
  await expect(dialog.getByRole('heading', { name: 'Thank you! Now book your 30-minute call' })).toBeVisible();
  const reference = dialog.getByTestId('lead-reference');
  await expect(reference).toHaveText(/^FB-[0-9A-F]{4}-[0-9A-F]{4}$/);
  return (await reference.textContent()) ?? '';
}

/**
 * The emails to the shop whose subject matches, once there are `count` of them, oldest first: each
 * step waits for its own message, so the capture holds them in the order the steps were taken.
 */
export function mailsToShop(request: APIRequestContext, shop: Shop, subject: RegExp, count = 1) {
  return capturedMatching(request, (m) => m.to.includes(shop.email) && subject.test(m.subject), count);
}

/** The subject of each notice the shop receives, by its reference. */
export const noticeSubject = {
  vettingStarted: supplierNoticeEmail.vetting_started.subject,
  visitBooked: supplierNoticeEmail.visit_booked.subject,
  vetted: supplierNoticeEmail.vetted.subject,
};

/** Waits for the one notice with this subject to the shop, and checks it carries the reference. */
export async function noticeToShop(request: APIRequestContext, shop: Shop, subject: string, reference: string) {
  const [mail] = await capturedMatching(request, (m) => m.to.includes(shop.email) && m.subject === subject);
  expect(mail?.text).toContain(supplierNoticeEmail.referenceLine(reference));
  return mail as CapturedEmail;
}

/** The token of the shop's page link in an email (only its hash is stored, so the email is where a test reads it). */
export function supplierPageToken(mail: CapturedEmail): string {
  const token = /\/supplier#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no supplier page link in "${mail.subject}"`);
  return token;
}

/**
 * An RFQ for milling in aluminium, as a buyer's dialog stores it, seeded as the team's tooling
 * would: no certificate and no delivery region asked, UK suppliers only. Returns its company.
 */
export async function milledAluminiumRfq(request: APIRequestContext, marker: string): Promise<string> {
  const company = `Tees Brackets ${marker}`;
  await seedLeadsViaRest(request, 'oem_leads', [
    {
      ...sampleLead('oem_leads', marker),
      company_name: company,
      production_requirements: 'milling',
      material_types: 'aluminium',
      quality_standards: null,
      work_outside_uk: 'no',
      delivery_regions: null,
    },
  ]);
  return company;
}
