import { expect, type Page } from '@playwright/test';

/**
 * The desk's views as its nav links them: the RFQ queue first (where the desk opens), then the
 * lead tabs one click away ("Leads"), the register and the figures.
 */

/** The desk's own nav (its aria-label), with a link per view. */
export function deskNav(page: Page) {
  return page.getByRole('navigation', { name: 'Desk' });
}

/**
 * Shows the lead tabs: where the desk opened on another view (the RFQ queue, after sign-in), the
 * "Leads" link opens them, on the ICP tab. Waits for the desk to show a view first, so a page that
 * is still loading the lead tabs (a `?tab=` link) keeps its tab and filters.
 */
export async function showLeads(page: Page): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Lead tables' });
  const queue = page.getByRole('heading', { level: 2, name: 'RFQ queue' });
  const otherView = deskNav(page).locator('[aria-current="page"]');
  await expect(tabs.or(queue).or(otherView).first()).toBeVisible();
  if (await tabs.isVisible()) return;
  await deskNav(page).getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(tabs).toBeVisible();
}
