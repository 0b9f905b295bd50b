import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './support/test';
import { signInAsAdmin } from './support/sign-in';
import { findLeadRow, leadsPanel, openLeadsTab } from './support/desk';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { leadCopy } from '../../src/features/desk/leads/lead-copy';

/** What the lead desk says is true: counts, empty views, dates, the panel's answers, the CSV. */

test('five count cards; a search with no match says so and clears; a reversed date range is flagged', async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const name of [
    'ICP Template Downloads',
    'OEM Leads',
    'CNC Partner Leads',
    'Contact Messages',
    'Consultation Requests',
  ]) {
    await expect(page.getByRole('region', { name, exact: true })).toContainText(/\d+ new/);
  }

  const panel = await openLeadsTab(page, 'OEM');
  await panel.getByRole('searchbox').fill(uniqueMarker('nobody'));
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(panel.getByText(leadCopy.filters.noMatch)).toBeVisible();
  await expect(panel.getByText('No OEM leads yet')).toHaveCount(0);
  await panel.getByText(leadCopy.filters.noMatch).locator('..').getByRole('button', { name: 'Clear filters' }).click();
  await expect(panel.getByRole('searchbox')).toHaveValue('');
  await expect(panel.getByText(leadCopy.filters.noMatch)).toHaveCount(0);

  // Exact labels: the rows beside them are labelled with other tests' random markers, and CI once
  // met one containing "to" ("Status of OEM brief-mx30topq-…").
  await panel.getByLabel('From', { exact: true }).fill('2026-11-20');
  await panel.getByLabel('To', { exact: true }).fill('2026-11-10');
  await expect(panel.getByText(leadCopy.filters.reversedRange)).toBeVisible();
  await expect(panel.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('table')).toHaveCount(0);
});

test('an OEM lead: no empty questions the form never asks, the drawing once, email and website as links, consent in the CSV as seen', async ({
  page,
  request,
}) => {
  const marker = uniqueMarker('desk');
  const id = randomUUID();
  const [lead] = await seedLeadsViaRest(request, 'oem_leads', [
    {
      ...sampleLead('oem_leads', marker),
      id,
      website: 'https://oem.example.test',
      uploaded_file_name: 'manifold.pdf',
      attachments: [
        { name: 'manifold.pdf', size: 45, type: 'application/pdf', path: `oem_leads/${id}/01-manifold.pdf` },
      ],
    },
  ]);
  if (!lead) throw new Error('not seeded');
  await signInAsAdmin(page);
  await openLeadsTab(page, 'OEM');
  const row = await findLeadRow(page, `${marker}@example.test`);
  const name = `OEM ${marker}`;
  await row.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.locator('dt', { hasText: /^Email$/ })).toBeVisible();
  for (const unasked of ['Phone', 'Annual spend', 'Payment terms', 'Part categories']) {
    await expect(dialog.locator('dt', { hasText: new RegExp(`^${unasked}$`) })).toHaveCount(0);
  }
  await expect(dialog.getByText('manifold.pdf')).toHaveCount(1);
  await expect(dialog.getByText('1 KB', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('link', { name: `${marker}@example.test` })).toHaveAttribute(
    'href',
    `mailto:${marker}@example.test`,
  );
  const website = dialog.getByRole('link', { name: 'https://oem.example.test' });
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await leadsPanel(page).getByRole('searchbox').fill(marker);
  await leadsPanel(page).getByRole('button', { name: 'Search' }).click();
  await expect(leadsPanel(page).getByRole('row').filter({ hasText: marker })).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await leadsPanel(page).getByRole('button', { name: 'Export CSV' }).click();
  const csv = Papa.parse<Record<string, string>>(await readFile(await (await downloading).path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.data).toHaveLength(1);
  expect(csv.data[0]).toMatchObject({ privacy_agreed: 'notice shown', marketing_opt_in: 'not opted in' });
});
