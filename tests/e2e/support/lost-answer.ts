import type { Page } from '@playwright/test';
import type { LeadTable } from '../../../src/shared/leads/tables';

/**
 * From now until the returned function is called, every insert into `table` reaches the database
 * and is stored, but the browser never hears back: the worst case for a duplicate.
 */
export async function loseAnswers(page: Page, table: LeadTable): Promise<() => Promise<void>> {
  const url = `**/rest/v1/${table}*`;
  await page.route(url, async (route) => {
    await route.fetch();
    await route.abort('failed');
  });
  return () => page.unroute(url);
}
