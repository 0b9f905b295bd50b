import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInAsAdmin } from './support/sign-in';
import {
  adminRows,
  findLeadRow,
  LEAD_TABLES,
  leadsPanel,
  openLeadsTab,
  refreshLeads,
  TAB_OF_TABLE,
} from './support/desk';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { leadCopy } from '../../src/features/desk/leads/lead-copy';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { expectToast } from './support/toasts';

/**
 * An erasure request handled in the dashboard (docs/privacy.md): one address's leads in every
 * table are found, erased after a confirmation, and gone from every tab; another person's lead
 * stays.
 */

const byEmail = (table: string, email: string) => ({
  [table === 'icp_template_leads' ? 'business_email' : 'email']: email,
});

const erasure = (page: Page) => page.getByRole('region', { name: 'Erase a person’s data' });

async function search(page: Page, text: string) {
  const form = leadsPanel(page).getByRole('search', { name: 'Filter leads' });
  await form.getByRole('searchbox', { name: 'Search company, name or email' }).fill(text);
  await form.getByRole('button', { name: 'Search' }).click();
}

test('an admin erases an email address and its leads disappear from every tab', async ({ page, request }) => {
  // Five tabs read and searched twice: 59 s once during a full run on a busy machine.
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const marker = uniqueMarker('erase');
  const email = `${marker}@example.test`;
  const other = uniqueMarker('keep');
  for (const table of LEAD_TABLES) await seedLeadsViaRest(request, table, [sampleLead(table, marker)]);
  await seedLeadsViaRest(request, 'contact_messages', [sampleLead('contact_messages', other)]);

  await signInAsAdmin(page);
  for (const table of LEAD_TABLES) {
    await openLeadsTab(page, TAB_OF_TABLE[table]);
    await expect(await findLeadRow(page, email)).toBeVisible();
  }

  const tool = erasure(page);
  await tool.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase());
  await tool.getByRole('button', { name: 'Find leads' }).click();
  await expect(tool.getByRole('status')).toContainText('5 leads and 0 files stored for this address');
  await expect(tool.getByRole('listitem')).toHaveCount(5);
  await expectNoAxeViolations(page);

  // Nothing is erased until the confirmation; cancelling leaves every row.
  await tool.getByRole('button', { name: 'Erase all' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Erase everything for this address?' });
  await expect(confirm).toContainText(`for ${email.toUpperCase()} will be deleted for good`);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(tool.getByRole('button', { name: 'Erase all' })).toBeFocused();
  for (const table of LEAD_TABLES) expect(await adminRows(request, table, byEmail(table, email))).toHaveLength(1);

  await tool.getByRole('button', { name: 'Erase all' }).click();
  await confirm.getByRole('button', { name: 'Erase permanently' }).click();
  await expectToast(page, 'Erased', '5 leads and 0 files were erased.');
  await expect(tool.getByRole('status')).toHaveText('No leads are stored for this address.');

  for (const table of LEAD_TABLES) {
    expect(await adminRows(request, table, byEmail(table, email)), table).toEqual([]);
    await openLeadsTab(page, TAB_OF_TABLE[table]);
    await search(page, marker);
    await expect(leadsPanel(page).getByText(leadCopy.filters.noMatch), table).toBeVisible();
  }
  await openLeadsTab(page, 'Contact Messages');
  await search(page, other);
  await expect(await findLeadRow(page, other)).toBeVisible();
  await refreshLeads(page);
  expect(problems).toEqual([]);
});
