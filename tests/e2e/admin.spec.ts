import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Download, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import Papa from 'papaparse';
import { formatDateTime } from '../../src/shared/format';
import {
  ADMIN_PATH,
  ANON_REST_KEY,
  localAdmin,
  localViewer,
  ownSignInAdmin,
  signInAs,
  signInAsAdmin,
} from './support/sign-in';
import {
  LEAD_TABLES,
  TAB_OF_TABLE,
  adminRows,
  findLeadRow,
  leadsPanel,
  openLeadsTab,
  refreshLeads,
  type LeadTable,
} from './support/desk';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { startIsolatedSite } from './support/static-site';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';

/**
 * The admin dashboard against the real embedded backend. The e2e database is shared by every spec
 * of the run (2 workers), so this spec finds its own rows by unique markers and bounds counts
 * between two admin REST reads instead of expecting exact totals. States that need an empty
 * database run on an isolated site (startIsolatedSite) with its own fresh backend.
 */

const COLUMNS: Readonly<Record<LeadTable, string[]>> = {
  icp_template_leads: ['Name', 'Email', 'Job Title', 'Date', 'Status'],
  // RFQs show their 72-hour clock before the status.
  oem_leads: ['Company', 'Contact', 'Email', 'Industry', 'Country', 'Date', 'Options due', 'Status'],
  cnc_partner_leads: ['Company', 'Contact', 'Email', 'Phone', 'Date', 'Status'],
  contact_messages: ['Name', 'Email', 'Subject', 'Message', 'Date', 'Status'],
  consultation_requests: [
    'Company',
    'Contact',
    'Email',
    'Job Types',
    'Quantity',
    'Budget',
    'Timeline',
    'Date',
    'Options due',
    'Status',
  ],
};

const CSV_PREFIX: Readonly<Record<LeadTable, string>> = {
  icp_template_leads: 'icp-template-leads',
  oem_leads: 'oem-leads',
  cnc_partner_leads: 'cnc-partner-leads',
  contact_messages: 'contact-messages',
  consultation_requests: 'consultation-requests',
};

const EMPTY_MESSAGE: Readonly<Record<LeadTable, string>> = {
  icp_template_leads: 'No ICP template downloads yet',
  oem_leads: 'No OEM leads yet',
  cnc_partner_leads: 'No CNC partner leads yet',
  contact_messages: 'No contact messages yet',
  consultation_requests: 'No consultation requests yet',
};

const CARDS = [
  ['ICP Template Downloads', 'icp_template_leads'],
  ['OEM Leads', 'oem_leads'],
  ['CNC Partner Leads', 'cnc_partner_leads'],
] as const;

const EN_GB_DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/;
const FORMULA = '=HYPERLINK("http://evil.test","click me")';

async function cardCount(page: Page, title: string): Promise<number> {
  const text = await page.getByRole('region', { name: title }).locator('p').first().textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

/** The number of rows the open tab says it holds, e.g. "OEM leads (1,234 rows)". */
async function tabRowCount(page: Page): Promise<number> {
  const heading = await leadsPanel(page).getByRole('heading', { level: 2 }).textContent();
  return Number(/\(([\d,]+) rows?\)/.exec(heading ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
}

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function exportCsv(page: Page): Promise<{ download: Download; text: string; bytes: Buffer; day: string[] }> {
  const before = localDay(new Date());
  const downloading = page.waitForEvent('download');
  await leadsPanel(page).getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  return { download, bytes, text: bytes.toString('utf8'), day: [before, localDay(new Date())] };
}

async function seedMarkedLeads(request: APIRequestContext, marker: string) {
  const lead = (table: LeadTable, suffix: string, extra: Record<string, unknown> = {}) => ({
    ...sampleLead(table, `${marker}-${suffix}`),
    ...extra,
  });
  return {
    icp_template_leads: await seedLeadsViaRest(request, 'icp_template_leads', [
      lead('icp_template_leads', 'a'),
      lead('icp_template_leads', 'b'),
    ]),
    oem_leads: await seedLeadsViaRest(request, 'oem_leads', [
      lead('oem_leads', 'a', { industry_sector: 'medical', country: 'Deutschland' }),
    ]),
    cnc_partner_leads: await seedLeadsViaRest(request, 'cnc_partner_leads', [
      lead('cnc_partner_leads', 'a', { phone: null }),
      lead('cnc_partner_leads', 'b', { phone: '0161 496 0000' }),
    ]),
    contact_messages: await seedLeadsViaRest(request, 'contact_messages', [
      lead('contact_messages', 'a', { message: FORMULA }),
    ]),
    consultation_requests: await seedLeadsViaRest(request, 'consultation_requests', [
      lead('consultation_requests', 'a', {
        job_types: ['milling', 'turning'],
        materials: ['aluminum'],
        quantity: '11-50',
        tolerance: null,
        international_suppliers: false,
        attachments: [{ name: 'housing.step', size: 1_572_864, type: 'model/step' }],
      }),
    ]),
  };
}

test('anonymous REST reads of every lead table are refused', async ({ request }) => {
  for (const table of LEAD_TABLES) {
    const response = await request.get(`/rest/v1/${table}?select=*`, {
      headers: { apikey: ANON_REST_KEY, Authorization: `Bearer ${ANON_REST_KEY}` },
    });
    expect(response.status(), table).toBe(401);
    expect(((await response.json()) as { code: string }).code, table).toBe('42501');
  }
});

test('wrong credentials show a clear error and keep the email', async ({ page }) => {
  await page.goto(ADMIN_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(localAdmin().email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Incorrect email or password' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('form', { name: 'Admin sign-in' })).toHaveAccessibleDescription(
    /Incorrect email or password/,
  );
  await expect(page.getByLabel('Email')).toHaveValue(localAdmin().email);
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a signed-in account without the admin role is not authorised and can sign out', async ({ page }) => {
  const viewer = localViewer();
  await signInAs(page, viewer);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible();
  await expect(page.getByText(`signed in as ${viewer.email}`)).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByText('Loading leads data...')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
});

test('the admin sees seeded leads with counts, columns and dates, exports CSV and signs out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const marker = uniqueMarker('admin');
  // A session of this test's own, since the test signs out at the end.
  await signInAsAdmin(page, { credentials: ownSignInAdmin() });
  await expect(page.getByRole('heading', { level: 1, name: 'Leads dashboard' })).toBeVisible();
  const seeded = await seedMarkedLeads(request, marker);
  await refreshLeads(page);

  // Cards count at least our seed: other workers store and erase leads of their own meanwhile,
  // so only the isolated site's test below can check exact counts.
  for (const [title, table] of CARDS) {
    expect(await cardCount(page, title), table).toBeGreaterThanOrEqual(seeded[table].length);
  }
  await expectNoAxeViolations(page);

  for (const table of LEAD_TABLES) {
    const panel = await openLeadsTab(page, TAB_OF_TABLE[table]);
    await expect(panel.getByRole('columnheader')).toHaveText(COLUMNS[table]);
    expect(await tabRowCount(page)).toBeGreaterThanOrEqual(seeded[table].length);

    // Each seeded row: found by its unique email, with its date as en-GB dd/mm/yyyy, hh:mm.
    for (const lead of seeded[table]) {
      const email = String(lead.email ?? lead.business_email);
      const [stored] = await adminRows(request, table, { id: lead.id });
      const row = await findLeadRow(page, email);
      const cells = await row.getByRole('cell').allTextContents();
      const date = cells[COLUMNS[table].indexOf('Date')];
      expect(date).toMatch(EN_GB_DATE_TIME);
      expect(date).toBe(formatDateTime(String(stored?.created_at)));
      expect(cells).toContain(email);
    }

    // CSV of the tab: dated name, BOM, all columns of a row, every row of the table.
    const { download, bytes, text, day } = await exportCsv(page);
    expect(day.map((d) => `${CSV_PREFIX[table]}-${d}.csv`)).toContain(download.suggestedFilename());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(csv.errors).toEqual([]);
    const [anyStored] = await adminRows(request, table, { id: seeded[table][0]?.id ?? '' });
    expect(csv.meta.fields).toEqual(Object.keys(anyStored ?? {}));
    // Other workers store and erase leads of their own meanwhile: this test's own rows are the
    // ones whose presence it can know.
    for (const lead of seeded[table]) {
      const line = csv.data.find((r) => r.id === lead.id);
      expect(line, `${table} ${lead.id} in the CSV`).toBeDefined();
      const [stored] = await adminRows(request, table, { id: lead.id });
      expect(line?.created_at).toBe(stored?.created_at);
    }
    // Every value is quoted, including the header.
    expect(text.slice(1).split('\r\n')[0]).toMatch(/^"[^"]+"(,"[^"]+")*$/);
  }

  // Cell rules seen in the browser: OEM industry badge, CNC phone N/A.
  await openLeadsTab(page, 'OEM');
  const oemRow = await findLeadRow(page, `${marker}-a@example.test`);
  await expect(oemRow.getByRole('cell').nth(3).locator('[data-slot="badge"]')).toHaveText('Medical');
  await expect(oemRow.getByRole('cell')).toHaveText([
    `OEM ${marker}-a`,
    `Olga ${marker}-a`,
    `${marker}-a@example.test`,
    'Medical',
    'Deutschland',
    EN_GB_DATE_TIME,
    // A lead stored moments ago has most of its 72 hours left.
    /\d+ h( \d+ min)? left/,
    /^New/,
  ]);
  await openLeadsTab(page, 'CNC');
  await expect((await findLeadRow(page, `${marker}-a@example.test`)).getByRole('cell').nth(3)).toHaveText('N/A');
  await expect((await findLeadRow(page, `${marker}-b@example.test`)).getByRole('cell').nth(3)).toHaveText(
    '0161 496 0000',
  );

  // Stored option values read as the /quote form labelled them ('milling' was 'CNC milling' there).
  await openLeadsTab(page, 'Consultation Requests');
  const quoteCells = (await findLeadRow(page, `${marker}-a@example.test`)).getByRole('cell');
  await expect(quoteCells.nth(3)).toHaveText('CNC milling, CNC turning');
  await expect(quoteCells.nth(4)).toHaveText('11-50');

  // CSV answers as the panel reads them (labels, Yes/No), empty as empty, formulas neutralised.
  const csvRow = async (tab: 'CNC' | 'Contact Messages' | 'Consultation Requests', id: string) => {
    await openLeadsTab(page, tab);
    const { text } = await exportCsv(page);
    return Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data.find((r) => r.id === id);
  };
  expect((await csvRow('CNC', seeded.cnc_partner_leads[0]?.id ?? ''))?.phone).toBe('');
  expect((await csvRow('Contact Messages', seeded.contact_messages[0]?.id ?? ''))?.message).toBe(`'${FORMULA}`);
  expect(await csvRow('Consultation Requests', seeded.consultation_requests[0]?.id ?? '')).toMatchObject({
    job_types: 'CNC milling, CNC turning',
    materials: 'Aluminium',
    tolerance: '',
    international_suppliers: 'No',
    attachments: 'housing.step (1.50 MB, model/step)',
  });

  // Sign-out is one click and survives a reload.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await expect(page.getByText(`OEM ${marker}-a`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a failed load shows the spinner, then the error toast, and recovers on retry', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  // The counters cannot be read: the cards fail and say so.
  await page.route('**/rest/v1/rpc/lead_counts*', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Loading leads data...' }).first()).toBeVisible();
  // Three retries, 1 s + 2 s + 4 s apart, before the failure is reported.
  const toast = page.locator('[data-variant="destructive"]').filter({ hasText: 'Failed to fetch leads data' });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(toast.getByText('Failed to fetch leads data', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'OEM Leads' })).toHaveCount(0);
  // The tables stay usable: the open ICP tab read its page, and counted it, on its own.
  await expect(page.getByRole('tab', { name: 'ICP', exact: true })).toHaveAttribute('aria-selected', 'true');
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByRole('table').or(tab.getByTestId('leads-empty'))).toBeVisible();

  await page.unroute('**/rest/v1/rpc/lead_counts*');
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByRole('region', { name: 'OEM Leads' })).toBeVisible();
});

test('a fresh database shows zero counts, every empty state, exports nothing, then pages 120 rows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const site = await startIsolatedSite();
  try {
    await signInAsAdmin(page, { origin: site.url });
    for (const [title] of CARDS) expect(await cardCount(page, title), title).toBe(0);

    let downloads = 0;
    page.on('download', () => downloads++);
    for (const table of LEAD_TABLES) {
      const panel = await openLeadsTab(page, TAB_OF_TABLE[table]);
      await expect(panel.getByText(EMPTY_MESSAGE[table], { exact: true })).toBeVisible();
      await expect(panel.getByRole('table')).toHaveCount(0);
      await panel.getByRole('button', { name: 'Export CSV' }).click();
    }
    await page.waitForTimeout(500);
    expect(downloads, 'an empty list exports nothing').toBe(0);
    await expectNoAxeViolations(page);

    // 120 partner leads a minute apart: three pages, newest first; the oldest is on the last page.
    const now = Date.now();
    await site.seed(
      'cnc_partner_leads',
      Array.from({ length: 120 }, (_, i) => ({
        ...sampleLead('cnc_partner_leads', `paged-${i}`),
        created_at: new Date(now - i * 60_000).toISOString(),
      })),
    );
    await refreshLeads(page);
    expect(await cardCount(page, 'CNC Partner Leads')).toBe(120);
    const panel = await openLeadsTab(page, 'CNC');
    await expect(panel.getByTestId('page-range')).toHaveText('Showing 1–50 of 120');
    await expect(panel.getByRole('row').nth(1)).toContainText('paged-0@example.test');
    const oldest = await findLeadRow(page, 'paged-119@example.test');
    await expect(oldest).toBeVisible();
    await expect(panel.getByTestId('page-range')).toHaveText('Showing 101–120 of 120');
    await expect(panel.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await panel.getByRole('button', { name: 'Previous page' }).click();
    await expect(panel.getByTestId('page-range')).toHaveText('Showing 51–100 of 120');
  } finally {
    await site.close();
  }
});
