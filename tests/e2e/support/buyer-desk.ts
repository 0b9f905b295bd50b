import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { findLeadRow, openLeadsTab } from './desk';
import { accessTokenFor, ADMIN_PATH, deskAdmin, restHeaders, signInAsAdmin } from './sign-in';

/**
 * The team's side of the buyer's answer: its own browser, signed in as this worker's desk admin
 * at aal2 (tests/e2e/support/sign-in.ts), an RFQ's panel, and the choice figures.
 */

/** A browser of the team's own at `width`, on the desk, signed in. */
export async function deskPage(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** Opens the OEM RFQ of `buyer` from its row and returns its panel. */
export async function openRfqPanel(page: Page, buyer: { email: string; companyName: string }): Promise<Locator> {
  await page.goto(ADMIN_PATH);
  await openLeadsTab(page, 'OEM');
  await (await findLeadRow(page, buyer.email)).getByRole('button', { name: buyer.companyName, exact: true }).click();
  const panel = page.getByRole('dialog', { name: buyer.companyName });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * The figures view's "Options the buyer chose to meet": its text, and how many RFQs it is made
 * from (0 while it says there is no data). Leaves the page on the figures view.
 */
export async function choiceFigure(page: Page): Promise<{ rfqs: number; text: string }> {
  await page.goto(`${ADMIN_PATH}?view=figures`);
  const figure = page.getByRole('region', { name: 'Options the buyer chose to meet', exact: true });
  await expect(figure).toBeVisible({ timeout: 20_000 });
  const text = (await figure.textContent()) ?? '';
  return { rfqs: Number(/From ([\d,]+) RFQs?/.exec(text)?.[1]?.replace(/,/g, '') ?? 0), text };
}

export type BuyerChoiceRow = { id: string; kind: string; made_at: string; none_fit_reason: string | null };

/** The buyer's choices on an RFQ, as this worker's desk admin reads them. */
export async function buyerChoices(request: APIRequestContext, leadId: string): Promise<BuyerChoiceRow[]> {
  const headers = restHeaders(await accessTokenFor(request, deskAdmin()));
  const response = await request.get(`/rest/v1/buyer_choices?select=*&lead_id=eq.${leadId}&order=made_at`, {
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as BuyerChoiceRow[];
}
