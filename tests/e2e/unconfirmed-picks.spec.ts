import { expect, test } from './support/test';
import { signInAsAdmin } from './support/sign-in';
import { findLeadRow, openLeadsTab } from './support/desk';
import { confirmShortlist } from './support/oem-rfq';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { vettedSupplierTrio } from './support/vetted-suppliers';
import { at } from './support/at';
import { expectNoAxeViolations } from './support/axe';

/**
 * Nothing is sent that is not on screen: with picks changed but not confirmed, the briefs' "Preview
 * and send" is disabled and says why, until the shortlist is confirmed. The register is shared with
 * other tests, so this test's suppliers carry a unique marker in their names.
 */

test('picks changed but not confirmed disable the preview and send, with the reason on screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = uniqueMarker('unconfirmed');
  const suppliers = await vettedSupplierTrio(request, marker, 'Milling');
  const [first, second] = [at(suppliers, 0, 'supplier').company_name, at(suppliers, 1, 'supplier').company_name];
  const company = `Unsaved Picks ${marker}`;
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
  const suggestions = panel.getByRole('region', { name: 'Suppliers for this RFQ' });
  const options = panel.getByRole('region', { name: 'Supplier options' });
  const preview = options.getByRole('button', { name: 'Preview and send briefs' });
  const reason = /^Confirm the shortlist first: your changes are not saved/;

  await confirmShortlist(suggestions, [first]);
  await expect(preview).toBeEnabled();

  // A second pick, not confirmed: nothing may be previewed or sent from the old list.
  await suggestions.getByRole('button', { name: `Add ${second} to the shortlist` }).click();
  await expect(preview).toBeDisabled();
  await expect(options.getByText(reason)).toBeVisible();
  await expect(preview).toHaveAccessibleDescription(reason);
  await expectNoAxeViolations(page, '[role="dialog"]');

  // Confirmed: the preview names both.
  await suggestions.getByRole('button', { name: 'Confirm shortlist' }).click();
  await expect(preview).toBeEnabled();
  await expect(options.getByText(reason)).toHaveCount(0);
  await preview.click();
  const briefs = options.getByRole('form', { name: 'Send briefs' });
  await expect(briefs.getByRole('heading', { name: `Brief 1: ${first}` })).toBeVisible();
  await expect(briefs.getByRole('heading', { name: `Brief 2: ${second}` })).toBeVisible();
});
