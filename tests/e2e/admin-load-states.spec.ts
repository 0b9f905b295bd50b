import { expect, test } from './support/test';
import { signInAsAdmin } from './support/sign-in';
import {
  CARDS,
  LEAD_TABLES,
  TAB_OF_TABLE,
  cardCount,
  findLeadRow,
  openLeadsTab,
  refreshLeads,
  type LeadTable,
} from './support/desk';
import { sampleLead } from './support/seed';
import { startIsolatedSite } from './support/static-site';
import { expectNoAxeViolations } from './support/axe';

/**
 * The admin dashboard while it loads, when loading fails and recovers, and on a fresh database:
 * zero counts, every empty state, and a table paged 50 rows at a time. States that need an empty
 * database run on an isolated site (startIsolatedSite) with its own fresh backend.
 */

const EMPTY_MESSAGE: Readonly<Record<LeadTable, string>> = {
  icp_template_leads: 'No ICP template downloads yet',
  oem_leads: 'No OEM leads yet',
  cnc_partner_leads: 'No CNC partner leads yet',
  contact_messages: 'No contact messages yet',
  consultation_requests: 'No consultation requests yet',
};

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
