import { expectNoAxeViolations } from './support/axe';
import { markedRows, openQueue, queueTable, seedQueueRfqs, type SeededRfq } from './support/rfq-queue';
import { uniqueMarker } from './support/seed';
import { expect, test } from './support/test';

/*
 * The queue on a laptop narrower than 1280 px: Kind and Assignee have no columns of their own,
 * the company's cell says both, and the company's header sorts by them. The database is shared
 * with other tests, so the order asserted is this test's RFQs' among whatever else is listed.
 */

test.use({ viewport: { width: 1024, height: 800 } });

/** The company's cell as shown at this width: the company, then its kind and assignee. */
const companyCells = (rfqs: readonly SeededRfq[]) => rfqs.map((r) => `${r.company} ${r.kind} · Unassigned`);

test('the company’s header sorts by kind, both ways, and the URL keeps it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const marker = uniqueMarker('narrow');
  // Oldest first: OEM 60 h, consultation 30 h, OEM 10 h, consultation 5 h.
  const rfqs = await seedQueueRfqs(request, marker, [60, 30, 10, 5]);
  await openQueue(page);
  const table = queueTable(page);
  await expect(table.getByRole('columnheader', { name: 'Kind', exact: true, includeHidden: true })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: 'Assignee', exact: true, includeHidden: true })).toBeHidden();
  const company = table.getByRole('columnheader', { name: /^Company/ });
  await expect(company).toHaveAccessibleName('Company Kind Assignee');
  const kind = company.getByRole('button', { name: /^Kind/ });

  const shown = async () => (await markedRows(page, marker)).map((row) => row.Company);
  // Each kind in the order the promise would break: the oldest first.
  const consultations = rfqs.filter((r) => r.kind === 'Consultation');
  const oems = rfqs.filter((r) => r.kind === 'OEM');

  await kind.click();
  await expect(page).toHaveURL(/[?&]sort=kind(&|$)/);
  await expect(kind).toHaveAccessibleName('Kind, sorted ascending');
  await expect.poll(shown, { timeout: 20_000 }).toEqual(companyCells([...consultations, ...oems]));

  await kind.click();
  await expect(page).toHaveURL(/[?&]desc=1(&|$)/);
  await expect(kind).toHaveAccessibleName('Kind, sorted descending');
  await expect.poll(shown, { timeout: 20_000 }).toEqual(companyCells([...oems, ...consultations]));

  await page.reload();
  await expect(kind).toHaveAccessibleName('Kind, sorted descending');
  await expect.poll(shown, { timeout: 20_000 }).toEqual(companyCells([...oems, ...consultations]));
  await expectNoAxeViolations(page);
});
