import { expect, type Page } from '@playwright/test';

export const CALENDLY_SCRIPTS = 'https://assets.calendly.com/**';

/** The machine has no internet and the tests must not depend on Calendly: its script always fails. */
export async function blockCalendly(page: Page) {
  await page.route(CALENDLY_SCRIPTS, (route) => route.abort('blockedbyclient'));
}

/** Counts insert requests the page sends to one REST table (to prove "nothing was sent"). */
export function countRestWrites(page: Page, table: string): () => number {
  let count = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/rest/v1/${table}`) count += 1;
  });
  return () => count;
}

/** Simulates a backend outage for one table: its requests never reach the server. */
export async function breakTable(page: Page, table: string) {
  await page.route(`**/rest/v1/${table}*`, (route) => route.abort('failed'));
  return () => page.unroute(`**/rest/v1/${table}*`);
}

/** Closes the open dialog with its Close button (Escape would first dismiss an open toast). */
export async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}
