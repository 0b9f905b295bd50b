import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectToast } from './support/toasts';
import { findLeadRow, openLeadsTab } from './support/desk';
import { fillRequest, form, newRequest } from './support/quote-form';
import { signInAsAdmin } from './support/sign-in';
import { vettedSupplier } from './support/vetted-suppliers';
import { stlOf, tSlotBlock } from '../../src/lib/cad/read/test-parts';

/**
 * The machining read travels with the RFQ (ADR 0041): a model with an undercut, read on /quote
 * before the buyer submits, is stored with its file; the desk shows the read under the file's
 * measurements, and the RFQ's suggestions ask for multi-axis work, saying why. The register is
 * shared with other tests, so this test's suppliers carry a unique marker in their names.
 */

test.beforeEach(async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort());
});

test('a model that needs 5-axis work is read on /quote, stored with the RFQ and asks the matching for multi-axis', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const r = newRequest();
  const marker = r.email.split('@')[0] ?? 'read';
  const fiveAxis = `Evesham Five Axis ${marker}`;
  const threeAxis = `Fenton Milling ${marker}`;
  await vettedSupplier(request, {
    company_name: fiveAxis,
    email: `five-${marker}@supplier.example.test`,
    town: 'Evesham',
    processes: ['cnc-milling', 'multi-axis'],
    materials: ['aluminium'],
  });
  await vettedSupplier(request, {
    company_name: threeAxis,
    email: `three-${marker}@supplier.example.test`,
    town: 'Fenton',
    processes: ['cnc-milling'],
    materials: ['aluminium'],
  });

  await page.goto('/quote');
  const model = { name: 't-slot.stl', mimeType: 'model/stl', buffer: Buffer.from(stlOf(tSlotBlock(), 't-slot')) };
  await fillRequest(page, r, [model]);
  const f = form(page);
  // Milling only: the undercut, not the buyer's answer, is what asks for multi-axis work.
  await f.jobType(/EDM/).uncheck();
  const read = f.fileList.getByRole('list', { name: 'Machining read of t-slot.stl' });
  await expect(read).toContainText('Needs 4/5-axis or EDM', { timeout: 60_000 });
  await f.submit.click();
  await expectToast(page, 'Success!', 'Your consultation request has been submitted.');

  await signInAsAdmin(page);
  await openLeadsTab(page, 'Consultation Requests');
  const row = await findLeadRow(page, r.email);
  await row.getByRole('button', { name: r.companyName, exact: true }).click();
  const panel = page.getByRole('dialog', { name: r.companyName });

  // Stored with the file, read back from the row: the flag, the stock and what a mesh cannot tell.
  const stored = panel.getByRole('list', { name: 'Machining read of t-slot.stl' }).first();
  await expect(stored).toContainText(
    /Needs 4\/5-axis or EDM: the model has faces no 3-axis approach reaches \(\d+% of the surface\)/,
  );
  await expect(stored).toContainText(/Stock cut away: about \d+%/);
  await expect(stored).toContainText('radii, threads and tolerances need the drawing');

  const section = panel.getByRole('region', { name: 'Suppliers for this RFQ' });
  const suggested = section
    .getByRole('list', { name: 'Suggested' })
    .getByRole('listitem')
    .filter({ hasText: fiveAxis });
  await expect(suggested.getByRole('list', { name: `Why ${fiveAxis} fits` })).toContainText(
    'Multi-axis machining ✓ (the model has faces no 3-axis approach reaches)',
  );
  await section.getByText(/^Excluded \(/).click();
  const nearMisses = section.getByRole('region', { name: /^Near misses \(/ });
  await expect(nearMisses.getByRole('listitem').filter({ hasText: `${threeAxis} ·` })).toContainText(
    'Does not list Multi-axis machining (the model has faces no 3-axis approach reaches)',
  );
  await expectNoAxeViolations(page, '[role="dialog"]');
});
