import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './support/test';
import { ADMIN_PATH, signInAsAdmin } from './support/sign-in';
import { adminRows, leadsPanel, openLeadsTab } from './support/desk';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { expectToast } from './support/toasts';

/**
 * The dashboard as a lead desk, against the real embedded backend: a lead's panel with every
 * answer (from the table and by URL), status and notes that persist, and search, filters and a
 * CSV of exactly the filtered rows. Rows are found by unique markers: the database is shared.
 */

const panelFor = (page: Page, name: string) => page.getByRole('dialog', { name });

async function search(page: Page, text: string) {
  const form = leadsPanel(page).getByRole('search', { name: 'Filter leads' });
  await form.getByRole('searchbox', { name: 'Search company, name or email' }).fill(text);
  await form.getByRole('button', { name: 'Search' }).click();
}

test('a lead opens in its panel from the table and by its URL, with every answer labelled', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const marker = uniqueMarker('desk');
  const [lead] = await seedLeadsViaRest(request, 'oem_leads', [
    {
      ...sampleLead('oem_leads', marker),
      city: 'Aberdeen',
      work_outside_uk: 'no',
      delivery_regions: 'uk-only',
      production_requirements: 'multi-axis',
      material_types: 'titanium, other, Inconel 625',
      quality_standards: 'as9100, iso9001',
      additional_services: 'Manifold blocks, 12 off.',
      uploaded_file_name: 'manifold-rev-c.step',
    },
  ]);
  const company = `OEM ${marker}`;
  await signInAsAdmin(page);
  await openLeadsTab(page, 'OEM');
  await search(page, marker);
  const rows = leadsPanel(page).getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('button', { name: company }).click();

  const panel = panelFor(page, company);
  await expect(panel).toBeVisible();
  expect(new URL(page.url()).searchParams.get('lead')).toBe(lead?.id);
  for (const [label, value] of [
    ['City', 'Aberdeen'],
    ['Open to suppliers outside the UK?', 'No'],
    ['Delivery regions', 'UK only'],
    ['Type of work', 'Multi-axis machining'],
    ['Certifications required', 'AS9100'],
    ['Notes', 'Manifold blocks, 12 off.'],
    ['Drawing or file', 'manifold-rev-c.step'],
  ] as const) {
    await expect(panel.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
    await expect(panel.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
  }
  // The OEM form never asks for a phone number: an empty one is left out, not "Not given".
  await expect(panel.getByRole('term').filter({ hasText: /^Phone$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Escape closes it and takes the lead out of the URL; the link opens it again after a reload.
  const url = page.url();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('lead')).toBeNull();
  await page.goto(url.replace(/^https?:\/\/[^/]+/, ''));
  await expect(panelFor(page, company)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('tab', { name: 'OEM', exact: true })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test('status and notes are saved, survive a reload and are recorded in the history', async ({ page, request }) => {
  const marker = uniqueMarker('desk');
  const [lead] = await seedLeadsViaRest(request, 'cnc_partner_leads', [sampleLead('cnc_partner_leads', marker)]);
  const company = `CNC ${marker}`;
  await signInAsAdmin(page);
  await page.goto(`${ADMIN_PATH}?tab=partner&lead=${lead?.id}`);
  const panel = panelFor(page, company);
  await expect(panel).toBeVisible();

  await panel.getByRole('combobox', { name: 'Status', exact: true }).selectOption('contacted');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Contacted' })).toBeVisible();
  await panel.getByRole('textbox', { name: 'Notes' }).fill('Called Carl; sending the NDA.');
  await panel.getByRole('button', { name: 'Save notes' }).click();
  await expectToast(page, 'Saved', 'The notes are saved.');
  await expectNoAxeViolations(page);

  await page.reload();
  const again = panelFor(page, company);
  await expect(again.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('contacted');
  await expect(again.getByRole('textbox', { name: 'Notes' })).toHaveValue('Called Carl; sending the NDA.');
  await expect(again.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(2);
  await again.getByRole('button', { name: 'Close' }).click();
  await search(page, marker);
  await expect(leadsPanel(page).getByRole('combobox', { name: `Status of ${company}` })).toHaveValue('contacted');

  const [stored] = await adminRows(request, 'cnc_partner_leads', { id: lead?.id ?? '' });
  expect(stored).toMatchObject({ status: 'contacted', notes: 'Called Carl; sending the NDA.' });
  expect(String(stored?.updated_by)).toMatch(/@/);
});

test('search and filters narrow the rows, live in the URL, and the CSV holds exactly those rows', async ({
  page,
  request,
}) => {
  const marker = uniqueMarker('desk');
  const seeded = await seedLeadsViaRest(request, 'contact_messages', [
    { ...sampleLead('contact_messages', `${marker}-a`), status: 'won' },
    { ...sampleLead('contact_messages', `${marker}-b`), status: 'new' },
    { ...sampleLead('contact_messages', `${marker}-c`), status: 'won' },
  ]);
  await signInAsAdmin(page);
  const panel = await openLeadsTab(page, 'Contact Messages');
  await search(page, marker.toUpperCase());
  await expect(panel.getByRole('table').getByRole('row')).toHaveCount(4);
  await panel.getByRole('combobox', { name: 'Status', exact: true }).selectOption('won');
  await expect(panel.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(panel.getByRole('heading', { level: 2 })).toContainText('(2 rows)');
  const params = new URL(page.url()).searchParams;
  expect([params.get('tab'), params.get('q'), params.get('status')]).toEqual(['contact', marker.toUpperCase(), 'won']);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(leadsPanel(page).getByRole('table').getByRole('row')).toHaveCount(3);

  const downloading = page.waitForEvent('download');
  await leadsPanel(page).getByRole('button', { name: 'Export CSV' }).click();
  const text = (await readFile(await (await downloading).path())).toString('utf8');
  const csv = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(csv.data.map((r) => r.id).sort()).toEqual([seeded[0]?.id, seeded[2]?.id].sort());
  const [stored] = await adminRows(request, 'contact_messages', { id: seeded[0]?.id ?? '' });
  expect(csv.meta.fields).toEqual(Object.keys(stored ?? {}));
});
