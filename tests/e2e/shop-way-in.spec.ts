import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { supplierPageContent, supplierStatusWords } from '../../src/content/pages/supplier';
import { receiptEmail } from '../../src/shared/email/lead-emails';
import { partnerOffer } from '../../src/shared/leads/partner-offer';
import { expectNoAxeViolations } from './support/axe';
import { testDeployment } from './support/config';
import { findLeadRow, openLeadsTab } from './support/desk';
import { uniqueMarker } from './support/seed';
import {
  isoDay,
  mailDate,
  mailsToShop,
  milledAluminiumRfq,
  newShop,
  noticeSubject,
  noticeToShop,
  pageDate,
  signUpAsShop,
  supplierPageToken,
} from './support/shop-way-in';
import { ADMIN_PATH, signInAsAdmin } from './support/sign-in';
import { expect, test } from './support/test';

/*
 * A shop's way in, as the shop and the team take it: the shop signs up on /cnc-partner with its
 * capabilities and its AS9100 certificate as a PDF, and reads the receipt; the team starts vetting
 * from the lead (every answer carried over, the certificate proposed with its file, not verified),
 * verifies the certificate, books the visit, records it passed and sets the shop vetted; the shop
 * is told each step by email, opens its own page from the newest one, sees itself vetted with its
 * certificate verified, and says it is at capacity; the next RFQ's suggestions leave it out for
 * that reason. The register is shared with other tests, so the shop has a unique name and address.
 */

/** The shop's own browser, on its page from the link in its email. */
async function shopPage(browser: Browser, baseURL: string, token: string, company: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/supplier#${token}`);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeFocused();
  return page;
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('a shop signs up with its certificate, is vetted step by step by email, and its capacity reaches the next suggestions', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const marker = uniqueMarker('wayin');
  const shop = newShop(marker);

  // 1. The sign-up, with its capabilities and certificate file.
  const reference = await signUpAsShop(page, shop);
  await expect(page.getByRole('dialog')).toContainText(partnerOffer.vetting);

  // 2. The receipt: the package, what vetting involves, the booking link and the reference.
  const [receipt] = await mailsToShop(request, shop, /^Your partner application /);
  expect(receipt?.subject).toBe(receiptEmail.partner.subject(reference));
  expect(receipt?.text).toContain('Free Marketing Package (worth £3,000)');
  expect(receipt?.text).toContain(partnerOffer.vetting);
  expect(receipt?.text).toContain(testDeployment.bookingUrl);
  expect(receipt?.text).toContain(receiptEmail.reference(reference));

  // 3. The team starts vetting from the lead: every answer is carried over.
  await signInAsAdmin(page);
  await openLeadsTab(page, 'CNC');
  const row = await findLeadRow(page, shop.email);
  await row.getByRole('button', { name: shop.company, exact: true }).click();
  await page.getByRole('dialog', { name: shop.company }).getByRole('button', { name: 'Start vetting' }).click();
  const panel = page.getByRole('dialog', { name: shop.company });
  await expect(panel.getByRole('combobox', { name: 'Status' })).toHaveValue('vetting');
  const capabilities = panel.getByRole('form', { name: 'Capabilities' });
  const processes = capabilities.getByRole('group', { name: 'Processes' });
  await expect(processes.getByRole('checkbox', { name: 'CNC milling' })).toBeChecked();
  await expect(processes.getByRole('checkbox', { name: 'Multi-axis machining' })).toBeChecked();
  await expect(processes.getByRole('checkbox', { name: 'CNC turning' })).not.toBeChecked();
  await expect(capabilities.getByRole('spinbutton', { name: 'Axes (multi-axis)' })).toHaveValue('5');
  const materials = capabilities.getByRole('group', { name: 'Materials' });
  await expect(materials.getByRole('checkbox', { name: 'Aluminium' })).toBeChecked();
  await expect(materials.getByRole('checkbox', { name: 'Titanium' })).toBeChecked();
  await expect(materials.getByRole('checkbox', { name: 'Steel', exact: true })).not.toBeChecked();
  await expect(capabilities.getByRole('spinbutton', { name: 'X (mm)' })).toHaveValue('800');
  await expect(capabilities.getByRole('spinbutton', { name: 'Y (mm)' })).toHaveValue('500');
  await expect(capabilities.getByRole('spinbutton', { name: 'Z (mm)' })).toHaveValue('400');
  await expect(capabilities.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
  await expect(capabilities.getByRole('combobox', { name: 'Country' }).locator('option:checked')).toHaveText(
    'United Kingdom',
  );
  await expect(capabilities.getByRole('textbox', { name: 'Town' })).toHaveValue(shop.town);

  // The ticked standard is proposed with the file that names it, and is not verified.
  const certificates = panel.getByRole('region', { name: 'Certificates' });
  const as9100 = certificates.getByRole('listitem').filter({ has: page.getByText('AS9100', { exact: true }) });
  await expect(as9100).toHaveCount(1);
  await expect(as9100.getByText('not held', { exact: true })).toBeVisible();
  await expect(as9100).toContainText('Proposed by the shop — not verified');
  const files = as9100.getByRole('list', { name: 'Files sent with AS9100' });
  await expect(files.getByRole('listitem')).toHaveText([new RegExp(shop.certificate)]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('button', { name: `Download ${shop.certificate}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(shop.certificate);
  expect((await readFile(await download.path())).toString('latin1')).toContain(shop.company);

  const started = await noticeToShop(request, shop, noticeSubject.vettingStarted(reference), reference);
  expect(started.text).toContain(shop.company);

  // 4. The team verifies the certificate with its expiry date, books the visit, records it
  // passed with all four checks, and sets the shop vetted.
  const expires = isoDay(400);
  await as9100.getByRole('button', { name: 'Verify AS9100' }).click();
  await as9100.getByLabel(/Expiry date on the AS9100 certificate/).fill(expires);
  await as9100.getByRole('button', { name: 'Verify with this expiry date' }).click();
  await expect(as9100).toContainText(/verified by/);
  await expect(as9100).toContainText(`expires ${expires}`);
  await expect(as9100.getByText('held', { exact: true })).toBeVisible();

  const visitOn = isoDay(7);
  const booking = panel.getByRole('form', { name: 'Book the vetting visit' });
  await booking.getByLabel('Visit date').fill(visitOn);
  await booking.getByRole('button', { name: 'Book visit' }).click();
  await expect(booking.getByRole('status')).toHaveText(`Visit booked for ${pageDate(visitOn)}`);
  const booked = await noticeToShop(request, shop, noticeSubject.visitBooked(reference), reference);
  expect(booked.text).toContain(`is booked for ${mailDate(visitOn)}`);

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
  await visit.getByLabel('Next revisit due').fill(isoDay(365));
  await visit.getByRole('button', { name: 'Record visit' }).click();
  await expect(panel.getByText('A passed visit with all four checks allows vetted.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Status' }).selectOption('vetted');
  await expect(panel.getByRole('region', { name: 'History' })).toContainText('→ vetted');

  // 5. Each step reached the shop, in order, with its reference; the newest carries the page link.
  const vetted = await noticeToShop(request, shop, noticeSubject.vetted(reference), reference);
  const notices = await mailsToShop(request, shop, new RegExp(`^${reference}: `), 3);
  expect(notices.map((m) => m.subject)).toEqual([
    noticeSubject.vettingStarted(reference),
    noticeSubject.visitBooked(reference),
    noticeSubject.vetted(reference),
  ]);
  for (const notice of notices) expect(notice.text).toContain('/supplier#');
  const token = supplierPageToken(vetted);

  // 6. The shop's page: vetted in words, the certificate verified; capacity set, dated today.
  const own = await shopPage(browser, baseURL ?? '', token, shop.company);
  const status = section(own, supplierPageContent.status.title);
  await expect(status.getByText(supplierStatusWords.vetted, { exact: true })).toBeVisible();
  await expect(status).toContainText(`since ${pageDate(isoDay())}`);
  await expect(status).toContainText(`Booked for ${pageDate(visitOn)}`);
  const held = section(own, supplierPageContent.certificates.title).getByRole('row', { name: /AS9100/ });
  await expect(held.getByRole('cell').last()).toHaveText('Verified');
  await expect(held).toContainText(pageDate(expires));
  await expectNoAxeViolations(own);

  const capacity = section(own, supplierPageContent.capacity.title);
  await capacity.getByRole('radio', { name: 'At capacity' }).check();
  await capacity.getByRole('button', { name: supplierPageContent.capacity.submit }).click();
  await expect(
    capacity.getByText(supplierPageContent.capacity.saved('At capacity', pageDate(isoDay())), { exact: true }),
  ).toBeVisible();
  await expect(capacity).toContainText(supplierPageContent.capacity.current('At capacity', pageDate(isoDay())));
  await expectNoAxeViolations(own);
  await own.context().close();

  // 7. The next RFQ's suggestions read it: the shop passes every other filter, so it is a near
  // miss, left out for being at capacity.
  const rfq = await milledAluminiumRfq(request, marker);
  await page.goto(ADMIN_PATH);
  await openLeadsTab(page, 'OEM');
  await (await findLeadRow(page, rfq)).getByRole('button', { name: rfq, exact: true }).click();
  const suggestions = page.getByRole('dialog', { name: rfq }).getByRole('region', { name: 'Suppliers for this RFQ' });
  await expect(suggestions.getByText(/^Excluded \(/)).toBeVisible();
  await expect(suggestions.getByRole('list', { name: 'Suggested' }).getByText(shop.company)).toHaveCount(0);
  await suggestions.getByText(/^Excluded \(/).click();
  const nearMisses = suggestions.getByRole('region', { name: /^Near misses \(/ });
  await expect(nearMisses.getByRole('listitem').filter({ hasText: `${shop.company} ·` })).toContainText(
    'fails only: At capacity',
  );
});
