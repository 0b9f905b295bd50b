import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { briefContent } from '../../../src/content/pages/brief';
import { everyMessageTo, supplierPage, type OfferedSupplier, type OptionsBuyer } from './buyer-options';

/**
 * What a supplier the buyer did not choose can read: its own page (what it shows and what the
 * database sent it) and every message the capture holds for its address. None of it may carry
 * who the buyer is.
 */

/** The strings that say who the buyer is: name, company, email, phone, the file's name, the web address. */
export function buyerIdentity(buyer: OptionsBuyer): string[] {
  const firstName = buyer.fullName.split(' ')[0] ?? buyer.fullName;
  const companyWord = buyer.companyName.split(' ')[0] ?? buyer.companyName;
  return [
    buyer.fullName,
    firstName,
    buyer.companyName,
    companyWord,
    buyer.email,
    buyer.phone,
    buyer.phone.replace(/\s/g, ''),
    buyer.fileName,
    buyer.website,
  ];
}

export function expectNoneOf(text: string, identity: readonly string[], where: string) {
  for (const name of identity) expect(text.toLowerCase(), `${where} names "${name}"`).not.toContain(name.toLowerCase());
}

/**
 * Opens the supplier's page from its brief's link, records every answer the database gave it,
 * and returns the page (still open) with the page's HTML and those answers' bodies.
 */
export async function openAndRecord(
  browser: Browser,
  baseURL: string,
  width: number,
  supplier: OfferedSupplier,
): Promise<{ page: Page; seen: () => Promise<string> }> {
  const bodies: Promise<string>[] = [];
  const page = await supplierPage(browser, baseURL, width, supplier.briefToken, (p) =>
    p.on('response', (r) => {
      if (r.url().includes('/rest/v1/') || r.url().includes('/functions/v1/')) bodies.push(r.text().catch(() => ''));
    }),
  );
  return {
    page,
    seen: async () => [await page.content(), ...(await Promise.all(bodies))].join('\n'),
  };
}

/** A supplier not chosen: its page, what the database sent that page, and all its mail. */
export async function expectSupplierNeverLearns(
  {
    request,
    browser,
    baseURL,
    width,
  }: { request: APIRequestContext; browser: Browser; baseURL: string; width: number },
  supplier: OfferedSupplier,
  identity: readonly string[],
) {
  const { page, seen } = await openAndRecord(browser, baseURL, width, supplier);
  await expect(page.getByText(supplier.leadTimeLabel).first()).toBeVisible();
  await expect(page.getByRole('region', { name: briefContent.buyer.title })).toHaveCount(0);
  expectNoneOf(await seen(), identity, `${supplier.company_name}'s page`);
  await page.context().close();
  const mail = await everyMessageTo(request, supplier.email);
  expect(mail.length, `mail to ${supplier.company_name}`).toBeGreaterThan(0);
  for (const message of mail) {
    expectNoneOf(
      [message.subject, message.to.join(' '), message.text, message.html].join('\n'),
      identity,
      `"${message.subject}" to ${supplier.company_name}`,
    );
  }
}
