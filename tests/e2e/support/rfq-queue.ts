import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { leadReference } from '../../../src/shared/leads/reference';
import { at } from './at';
import { sampleLead, seedLeadsViaRest } from './seed';
import { accessTokenFor, ADMIN_PATH, deskAdmin, joinDeskSession, restHeaders } from './sign-in';

/**
 * The desk's RFQ queue as the team reads it (docs in /work/queue-contract.md): the view, its
 * table read as text in the order shown, and RFQs of both kinds seeded at the ages a test needs.
 */

export const QUEUE_COLUMNS = ['Reference', 'Company', 'Kind', 'Time left', 'Stage', 'Assignee'] as const;
export type QueueColumn = (typeof QUEUE_COLUMNS)[number];
/** One row as shown: each column's rendered text. */
export type QueueRow = Record<QueueColumn, string>;

export const queueSection = (page: Page): Locator => page.getByRole('region', { name: 'RFQ queue', exact: true });
export const queueTable = (page: Page): Locator =>
  queueSection(page).getByRole('table', { name: 'Open RFQs by time left' });

/** Opens the desk on the queue (or `query`, e.g. `?sort=company`), signed in as this worker's desk admin. */
export async function openQueue(page: Page, query = ''): Promise<Locator> {
  await joinDeskSession(page);
  await page.goto(`${ADMIN_PATH}${query}`);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'RFQ queue', exact: true })).toBeVisible();
  return queueSection(page);
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export type SeededRfq = {
  id: string;
  table: 'oem_leads' | 'consultation_requests';
  kind: 'OEM' | 'Consultation';
  company: string;
  reference: string;
  ageHours: number;
};

/** The ages of the queue specs' twelve RFQs, oldest first: two overdue, ten running. */
export const QUEUE_AGES = [80, 75, 70, 60, 50, 49, 30, 20, 10, 5, 2, 0.5] as const;
/** First words of the companies, in an order unlike the ages', so a sort by company reorders them. */
const NAMES = [
  'Kestrel',
  'Alder',
  'Juniper',
  'Birch',
  'Larch',
  'Cedar',
  'Hazel',
  'Damson',
  'Ivy',
  'Elm',
  'Fir',
  'Gorse',
];

/**
 * One RFQ per age, alternately OEM (the OEM dialog's table) and consultation request (/quote's),
 * back-dated as the team's tooling would (the clock is due 72 h after arrival), each company
 * "<Name> <marker>" so it is unique to this run.
 */
export async function seedQueueRfqs(
  request: APIRequestContext,
  marker: string,
  ages: readonly number[] = QUEUE_AGES,
): Promise<SeededRfq[]> {
  const rfqs = ages.map((ageHours, i) => {
    const table = i % 2 === 0 ? ('oem_leads' as const) : ('consultation_requests' as const);
    const company = `${at(NAMES, i % NAMES.length, 'name')} ${marker}`;
    const row = { ...sampleLead(table, `${marker}-${i}`), company_name: company, created_at: hoursAgo(ageHours) };
    return { table, row, company, ageHours };
  });
  const seeded: SeededRfq[] = [];
  for (const table of ['oem_leads', 'consultation_requests'] as const) {
    const mine = rfqs.filter((r) => r.table === table);
    const stored = await seedLeadsViaRest(
      request,
      table,
      mine.map((r) => r.row),
    );
    for (const [i, r] of mine.entries()) {
      const id = at(stored, i, 'seeded row').id;
      const kind = table === 'oem_leads' ? 'OEM' : 'Consultation';
      seeded.push({ id, table, kind, company: r.company, reference: leadReference(id), ageHours: r.ageHours });
    }
  }
  return seeded.sort((a, b) => b.ageHours - a.ageHours);
}

/** The table's rows on the page shown now, each column's text as rendered (what a reader sees). */
export async function shownRows(page: Page): Promise<QueueRow[]> {
  const { heads, rows } = await queueTable(page).evaluate((table) => {
    const text = (el: Element) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
    return {
      heads: [...table.querySelectorAll('thead th')].map(text),
      rows: [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text)),
    };
  });
  const index = (column: QueueColumn) => heads.findIndex((head) => head.startsWith(column));
  return rows.map((cells) => {
    const row = {} as QueueRow;
    for (const column of QUEUE_COLUMNS) row[column] = cells[index(column)] ?? '';
    return row;
  });
}

/**
 * The rows whose company carries `marker`, in the order shown, across every page of the queue
 * (the queue is shared with other tests). Leaves the queue on the page it started on.
 */
export async function markedRows(page: Page, marker: string): Promise<QueueRow[]> {
  const section = queueSection(page);
  const next = section.getByRole('button', { name: 'Next page' });
  const previous = section.getByRole('button', { name: 'Previous page' });
  const found: QueueRow[] = [];
  let moved = 0;
  for (;;) {
    found.push(...(await shownRows(page)).filter((row) => row.Company.includes(marker)));
    if ((await next.count()) === 0 || !(await next.isEnabled())) break;
    await turnPage(page, next);
    moved += 1;
  }
  for (; moved > 0; moved -= 1) await turnPage(page, previous);
  return found;
}

/** Clicks a paging button and waits until the other page's rows are shown. */
async function turnPage(page: Page, button: Locator) {
  const range = queueSection(page).getByTestId('queue-range');
  const before = (await range.textContent()) ?? '';
  const firstRow = queueTable(page).locator('tbody tr').first();
  const firstText = (await firstRow.textContent()) ?? '';
  await button.click();
  await expect(range).not.toHaveText(before);
  await expect(firstRow).not.toHaveText(firstText);
}

/** Waits until the queue shows the companies marked `marker` in exactly this order. */
export async function expectCompanies(page: Page, marker: string, companies: readonly string[]) {
  await expect
    .poll(async () => (await markedRows(page, marker)).map((row) => row.Company), { timeout: 20_000 })
    .toEqual(companies);
}

/** The queue's row of the RFQ with this reference (its reference button names it). */
export function queueRow(page: Page, reference: string): Locator {
  return queueTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: reference, exact: true }) });
}

/** The text of one column of the row of `reference`, as shown now. */
export async function shownCell(page: Page, reference: string, column: QueueColumn): Promise<string> {
  const row = (await shownRows(page)).find((r) => r.Reference.includes(reference));
  return row?.[column] ?? '';
}

/** Every RFQ assigned to this worker's desk admin is given back to nobody (a clean "Mine"). */
export async function unassignMine(request: APIRequestContext): Promise<void> {
  const headers = restHeaders(await accessTokenFor(request, deskAdmin()));
  const listed = await request.post('/rest/v1/rpc/rfq_queue', {
    headers,
    data: { p_mine: true, p_sort: 'received', p_limit: 200 },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  for (const rfq of (await listed.json()) as { lead_table: string; lead_id: string }[]) {
    const cleared = await request.post('/rest/v1/rpc/assign_rfq', {
      headers,
      data: { p_lead_table: rfq.lead_table, p_lead_id: rfq.lead_id, p_assignee: null },
    });
    expect(cleared.status(), await cleared.text()).toBeLessThan(300);
  }
}
