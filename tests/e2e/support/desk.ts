import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { leadTableNames, type LeadTable } from '../../../src/shared/leads/tables';
import { showLeads } from './desk-views';
import { accessTokenFor, deskAdmin, restHeaders } from './sign-in';

/** The team's desk as a person finds it (tabs, rows, a lead's panel), and the rows it reads. */

export type { LeadTable };

/** Every lead table, in the dashboard's tab order. */
export const LEAD_TABLES = leadTableNames;

/** Tab labels exactly as the dashboard shows them. */
export type LeadsTab = 'ICP' | 'OEM' | 'CNC' | 'Contact Messages' | 'Consultation Requests';

export const TAB_OF_TABLE: Readonly<Record<LeadTable, LeadsTab>> = {
  icp_template_leads: 'ICP',
  oem_leads: 'OEM',
  cnc_partner_leads: 'CNC',
  contact_messages: 'Contact Messages',
  consultation_requests: 'Consultation Requests',
};

export type LeadRow = Record<string, unknown> & { id: string; created_at: string };

/** Three of the dashboard's count cards, each by its title, with the lead table it counts. */
export const CARDS = [
  ['ICP Template Downloads', 'icp_template_leads'],
  ['OEM Leads', 'oem_leads'],
  ['CNC Partner Leads', 'cnc_partner_leads'],
] as const;

/** The number a count card shows, e.g. "1,234" as 1234. */
export async function cardCount(page: Page, title: string): Promise<number> {
  const text = await page.getByRole('region', { name: title }).locator('p').first().textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

/** The visible tab panel of the dashboard (only the selected tab's panel is rendered). */
export function leadsPanel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

/**
 * Selects a dashboard tab and returns its panel. The table starts on its first page. Where the
 * desk shows another view (it opens on the RFQ queue), the "Leads" link opens the tabs first.
 */
export async function openLeadsTab(page: Page, tab: LeadsTab): Promise<Locator> {
  await showLeads(page);
  const trigger = page.getByRole('tab', { name: tab, exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-selected', 'true');
  return leadsPanel(page);
}

/**
 * Reloads the leads the dashboard shows (its Refresh button), e.g. after seeding while signed in.
 * The current tab stays selected and its table returns to the first page.
 */
export async function refreshLeads(page: Page): Promise<void> {
  const refresh = page.getByRole('button', { name: 'Refresh' });
  // The button is disabled while loading; wait for a lead read first so "enabled" means "reloaded".
  const reading = page.waitForResponse((r) => r.url().includes('/rest/v1/') && r.request().method() === 'GET');
  await refresh.click();
  await reading;
  await expect(refresh).toBeEnabled();
}

/**
 * The table row of the open tab containing `text` (e.g. a unique email). Pages forward through
 * the table (50 rows a page, newest first) until the row shows; fails if no page has it.
 */
export async function findLeadRow(page: Page, text: string): Promise<Locator> {
  const panel = leadsPanel(page);
  const next = panel.getByRole('button', { name: 'Next page' });
  await expect(panel.getByRole('table').or(panel.getByTestId('leads-empty'))).toBeVisible();
  for (;;) {
    const row = panel.getByRole('row').filter({ hasText: text });
    if ((await row.count()) > 0) return row.first();
    if ((await next.count()) === 0 || !(await next.isEnabled())) break;
    const range = await panel.getByTestId('page-range').textContent();
    const firstRow = panel.getByRole('row').nth(1);
    const firstRowText = await firstRow.textContent();
    await next.click();
    await expect(panel.getByTestId('page-range')).not.toHaveText(range ?? '');
    // The range label can change before the next page's rows replace the current ones.
    await expect(firstRow).not.toHaveText(firstRowText ?? '');
  }
  throw new Error(`No row containing "${text}" in the open leads tab`);
}

/**
 * Opens a lead's panel from its row (the lead's name is the button) and checks that each label
 * shows its value, as the form's answers are listed there. `files` names the section that lists
 * uploaded files and the file names it must list, each exactly once.
 */
export async function expectLeadPanel(
  row: Locator,
  name: string,
  answers: readonly (readonly [string, string])[],
  files?: { section: string; names: readonly string[] },
) {
  await row.getByRole('button', { name, exact: true }).click();
  const panel = row.page().getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  for (const [label, value] of answers) {
    const term = panel
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    await expect(term.locator('xpath=following-sibling::dd[1]'), label).toHaveText(value);
  }
  if (files) {
    const section = panel.getByRole('region', { name: files.section, exact: true });
    await expect(section.getByRole('listitem')).toHaveCount(files.names.length);
    for (const file of files.names) await expect(panel.getByText(file, { exact: true })).toHaveCount(1);
  }
  await panel.getByRole('button', { name: 'Close' }).click();
}

export type RowFilter = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Reads a lead table as this worker's desk admin, newest first (the dashboard's order). `filter` is
 * column equality (`null` means IS NULL), e.g. `{ email: 'a@b.test' }`.
 */
export async function adminRows(
  request: APIRequestContext,
  table: LeadTable,
  filter: RowFilter = {},
): Promise<LeadRow[]> {
  const token = await accessTokenFor(request, deskAdmin());
  const params = new URLSearchParams({ select: '*', order: 'created_at.desc,id.asc' });
  for (const [column, value] of Object.entries(filter)) {
    params.append(column, value === null ? 'is.null' : `eq.${String(value)}`);
  }
  const response = await request.get(`/rest/v1/${table}?${params.toString()}`, { headers: restHeaders(token) });
  expect(response.status(), `admin read of ${table}: ${await response.text()}`).toBe(200);
  return (await response.json()) as LeadRow[];
}

/** Number of rows in a table as the admin sees it right now. */
export async function adminCount(request: APIRequestContext, table: LeadTable): Promise<number> {
  return (await adminRows(request, table)).length;
}
