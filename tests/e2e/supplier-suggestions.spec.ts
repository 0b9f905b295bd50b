import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { expect, test } from './support/test';
import { signInAsAdmin } from './support/sign-in';
import { findLeadRow, openLeadsTab } from './support/desk';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';

/**
 * An OEM RFQ's panel ranks the register: the suppliers that pass every hard filter with their
 * score and reasons, the excluded with every filter they fail (near misses, one filter failed,
 * first), and the shortlist of up to 3 confirmed in order (two suggested, one added by hand with
 * its reason). The register is shared
 * with other tests, so this test's suppliers carry a unique marker in their names.
 */

const service = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

async function post(request: APIRequestContext, table: string, data: Record<string, unknown>) {
  const response = await request.post(`/rest/v1/${table}`, { headers: service, data });
  expect(response.status(), `${table}: ${await response.text()}`).toBe(201);
}

/** A vetted supplier for 5-axis titanium work, as the team's tooling would add it. */
async function vettedSupplier(
  request: APIRequestContext,
  name: string,
  { as9100 = true, capacity = 'looking-for-work' } = {},
): Promise<string> {
  const id = randomUUID();
  await post(request, 'suppliers', {
    id,
    company_name: name,
    country: 'GB',
    processes: ['cnc-milling', 'multi-axis'],
    max_axes: 5,
    materials: ['titanium', 'aluminium'],
    industries: ['aerospace'],
    order_sizes: ['medium'],
    lead_time: '2-4-weeks',
    regions: ['uk'],
    capacity,
  });
  if (as9100) {
    await post(request, 'supplier_certificates', {
      supplier_id: id,
      standard: 'as9100',
      expires_on: day(400),
      verified_at: new Date().toISOString(),
    });
  }
  await post(request, 'supplier_visits', {
    supplier_id: id,
    visited_on: day(-10),
    visited_by: 'Sam Turner',
    outcome: 'passed',
    next_revisit_due: day(355),
    certifications_checked: true,
    sample_parts_approved: true,
    qa_procedures_reviewed: true,
    capacity_confirmed: true,
  });
  const vet = await request.patch(`/rest/v1/suppliers?id=eq.${id}`, { headers: service, data: { status: 'vetted' } });
  expect(vet.status(), await vet.text()).toBeLessThan(300);
  return id;
}

test('an RFQ panel ranks the register with reasons, shows the excluded and confirms a shortlist of 3', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = uniqueMarker('match');
  const [first, second, third, uncertified] = ['Ashby', 'Brampton', 'Corby', 'Daventry'].map(
    (town) => `${town} Precision ${marker}`,
  ) as [string, string, string, string];
  await vettedSupplier(request, first);
  await vettedSupplier(request, second, { capacity: 'neutral' });
  await vettedSupplier(request, third, { capacity: 'at-capacity' });
  await vettedSupplier(request, uncertified, { as9100: false });
  const company = `Aero Brackets ${marker}`;
  await seedLeadsViaRest(request, 'oem_leads', [
    {
      ...sampleLead('oem_leads', marker),
      company_name: company,
      production_requirements: 'multi-axis',
      material_types: 'titanium',
      quality_standards: 'as9100',
      industry_sector: 'aerospace',
      sourcing_volume: 'medium',
      delivery_requirements: '2-4-weeks',
      work_outside_uk: 'no',
      delivery_regions: 'uk-only',
    },
  ]);

  await signInAsAdmin(page);
  await openLeadsTab(page, 'OEM');
  const row = await findLeadRow(page, company);
  await row.getByRole('button', { name: company, exact: true }).click();
  const panel = page.getByRole('dialog', { name: company });
  const section = panel.getByRole('region', { name: 'Suppliers for this RFQ' });

  const ranked = section.getByRole('list', { name: 'Suggested' });
  const firstItem = ranked.getByRole('listitem').filter({ hasText: first }).first();
  await expect(firstItem).toBeVisible();
  await expect(firstItem.getByRole('list', { name: `Why ${first} fits` })).toContainText(/AS9100 verified, expires/);
  await expect(firstItem.getByRole('list', { name: `Why ${first} fits` })).toContainText('Titanium ✓');
  await expect(firstItem).toContainText(/Score \d+ \/ 100/);

  // Excluded, with the filter in plain words: each of these fails exactly one, so each is a near
  // miss with that filter named.
  await section.getByText(/^Excluded \(/).click();
  const nearMisses = section.getByRole('region', { name: /^Near misses \(/ });
  await expect(nearMisses.getByRole('listitem').filter({ hasText: `${uncertified} ·` })).toContainText(
    'fails only: A required certification is not held (verified and unexpired) — AS9100 not held',
  );
  await expect(nearMisses.getByRole('listitem').filter({ hasText: third })).toContainText('fails only: At capacity');

  await expectNoAxeViolations(page, '[role="dialog"]');

  // Two suggested, one by hand with its reason, in order; then confirmed.
  await ranked.getByRole('button', { name: `Add ${second} to the shortlist` }).click();
  await ranked.getByRole('button', { name: `Add ${first} to the shortlist` }).click();
  const byHand = section.getByRole('form', { name: 'Add a supplier by hand' });
  // Only who may be picked is offered; a supplier without the required certificate is named, with why.
  await expect(
    byHand.getByRole('combobox', { name: 'Supplier' }).getByRole('option', { name: new RegExp(uncertified) }),
  ).toHaveCount(0);
  await expect(
    byHand.getByRole('region', { name: 'Cannot be picked' }).getByRole('listitem').filter({ hasText: uncertified }),
  ).toContainText('AS9100 not held (missing, unverified or expired)');
  await byHand.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: `${third} (GB)` });
  await byHand
    .getByRole('textbox', { name: 'Why this supplier' })
    .fill('Capacity freed up next week, confirmed by phone');
  await byHand.getByRole('button', { name: 'Add by hand' }).click();

  const shortlist = section.getByRole('region', { name: 'Shortlist' });
  await shortlist.getByRole('button', { name: `Move ${first} up` }).click();
  await expect(shortlist.getByRole('listitem')).toHaveText([
    new RegExp(`${first}Suggested, ranked #\\d+`),
    new RegExp(`${second}Suggested, ranked #\\d+`),
    new RegExp(`${third}Added by hand \\(internal\\): Capacity freed up next week`),
  ]);
  await shortlist.getByRole('button', { name: 'Confirm shortlist' }).click();
  await expect(page.getByText('Shortlist confirmed', { exact: true })).toBeVisible();
  await expect(shortlist.getByRole('button', { name: 'Confirm shortlist' })).toBeDisabled();
  // Up to 10 may be briefed: with 3 confirmed there is still room for a replacement.
  await expect(section.getByText('The shortlist holds 10 suppliers, the most one RFQ can brief.')).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');

  // Confirmed means stored: the panel opened again shows the same order.
  await page.reload();
  const again = page.getByRole('dialog', { name: company }).getByRole('region', { name: 'Shortlist' });
  await expect(again.getByRole('listitem')).toHaveText([new RegExp(first), new RegExp(second), new RegExp(third)]);
});
