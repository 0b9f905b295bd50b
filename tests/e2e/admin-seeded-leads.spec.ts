import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Download, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import Papa from 'papaparse';
import { formatDateTime } from '../../src/shared/format';
import { ownSignInAdmin, signInAsAdmin } from './support/sign-in';
import {
  CARDS,
  LEAD_TABLES,
  TAB_OF_TABLE,
  adminRows,
  cardCount,
  findLeadRow,
  leadsPanel,
  openLeadsTab,
  refreshLeads,
  type LeadTable,
} from './support/desk';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';

/**
 * The admin dashboard with seeded leads, against the real embedded backend: counts, columns,
 * dates and cell rules, each tab's CSV export, and signing out. The e2e database is shared by
 * every spec of the run (2 workers), so this spec finds its own rows by unique markers and bounds
 * counts from below instead of expecting exact totals (admin-load-states.spec.ts checks those on
 * a fresh database).
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

const EN_GB_DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/;
const FORMULA = '=HYPERLINK("http://evil.test","click me")';

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
  // so only the isolated site's test in admin-load-states.spec.ts can check exact counts.
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
