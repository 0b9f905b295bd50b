import type { Locator, Page } from '@playwright/test';
import { at } from './support/at';
import { expectNoAxeViolations } from './support/axe';
import { confirmShortlist } from './support/oem-rfq';
import {
  expectCompanies,
  markedRows,
  openQueue,
  queueRow,
  queueSection,
  queueTable,
  seedQueueRfqs,
  shownCell,
  shownRows,
  unassignMine,
  type SeededRfq,
} from './support/rfq-queue';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { deskAdmin } from './support/sign-in';
import { expect, test } from './support/test';
import { expectToast } from './support/toasts';
import { vettedSupplierTrio } from './support/vetted-suppliers';
import { leadReference } from '../../src/shared/leads/reference';

/*
 * The desk's RFQ queue: every open RFQ, OEM and consultation alike, overdue first and then by
 * time left; a sort the URL keeps; a stage that follows the work recorded in the RFQ's panel;
 * who works an RFQ, and "Mine"; a page that fits a laptop and a phone. The database is shared
 * with other tests, so each test's RFQs carry a unique marker in their companies, and the order
 * asserted is theirs among whatever else is listed.
 */

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const byCompany = (rfqs: readonly SeededRfq[]) =>
  [...rfqs].sort((a, b) => a.company.toLowerCase().localeCompare(b.company.toLowerCase())).map((r) => r.company);
const header = (page: Page, name: string) =>
  queueTable(page).getByRole('columnheader', { name: new RegExp(`^${name}`) });

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('twelve RFQs of both kinds are listed overdue first, then by time left', async ({ page, request }) => {
    test.setTimeout(120_000);
    const marker = uniqueMarker('queue');
    const rfqs = await seedQueueRfqs(request, marker);
    await openQueue(page);
    await expect(header(page, 'Time left')).toHaveAttribute('aria-sort', 'ascending');
    await expectCompanies(
      page,
      marker,
      rfqs.map((r) => r.company),
    );
    const rows = await markedRows(page, marker);
    for (const [i, rfq] of rfqs.entries()) {
      const row = at(rows, i, 'queue row');
      expect(row.Reference, rfq.company).toContain(rfq.reference);
      expect(row.Kind, rfq.company).toBe(rfq.kind);
      expect(row['Time left'], rfq.company).toMatch(rfq.ageHours > 72 ? /Overdue by \d+ h/ : /\d+ h( \d+ min)? left/);
      expect(row.Stage, rfq.company).toBe('New');
      expect(row.Assignee, rfq.company).toBe('Unassigned');
    }
    expect(at(rows, 0)['Time left']).toMatch(/Overdue by 8 h/);
    expect(at(rows, 1)['Time left']).toMatch(/Overdue by 3 h/);
  });

  test('a sort by company is kept in the URL, flips, survives a reload and returns to time left', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const marker = uniqueMarker('sorted');
    const rfqs = await seedQueueRfqs(request, marker);
    const dueOrder = rfqs.map((r) => r.company);
    await openQueue(page);
    await expectCompanies(page, marker, dueOrder);

    await header(page, 'Company').getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=company(&|$)/);
    expect(page.url()).not.toContain('desc=1');
    await expect(header(page, 'Company')).toHaveAttribute('aria-sort', 'ascending');
    await expectCompanies(page, marker, byCompany(rfqs));

    await header(page, 'Company').getByRole('button').click();
    await expect(page).toHaveURL(/[?&]desc=1(&|$)/);
    expect(page.url()).toMatch(/[?&]sort=company(&|$)/);
    await expect(header(page, 'Company')).toHaveAttribute('aria-sort', 'descending');
    await expectCompanies(page, marker, byCompany(rfqs).reverse());

    const sortedUrl = page.url();
    await page.reload();
    await expect(header(page, 'Company')).toHaveAttribute('aria-sort', 'descending');
    await expectCompanies(page, marker, byCompany(rfqs).reverse());
    expect(page.url()).toBe(sortedUrl);

    await header(page, 'Time left').getByRole('button').click();
    await expect(page).not.toHaveURL(/sort=company/);
    expect(page.url()).not.toContain('desc=1');
    await expect(header(page, 'Time left')).toHaveAttribute('aria-sort', 'ascending');
    await expectCompanies(page, marker, dueOrder);
  });

  test('the stage follows the work recorded in the RFQ panel, from New to Options sent', async ({ page, request }) => {
    test.setTimeout(240_000);
    const marker = uniqueMarker('stage');
    const suppliers = await vettedSupplierTrio(request, marker, 'Stage');
    const company = `Wrenfield Aero ${marker}`;
    // Near the top of the queue (due in 2 h), milling in titanium with AS9100, as the trio offers.
    const seeded = await seedLeadsViaRest(request, 'oem_leads', [
      {
        ...sampleLead('oem_leads', marker),
        company_name: company,
        production_requirements: 'milling',
        material_types: 'titanium',
        quality_standards: 'as9100',
        industry_sector: 'aerospace',
        sourcing_volume: 'small',
        delivery_requirements: '2-4-weeks',
        work_outside_uk: 'no',
        delivery_regions: 'uk-only',
        created_at: hoursAgo(70),
      },
    ]);
    const reference = leadReference(at(seeded, 0, 'RFQ').id);
    await openQueue(page);
    await expectStage(page, reference, 'New');

    // Opening it ranks the register for it.
    const panel = await openFromQueue(page, reference, company);
    const suggestions = panel.getByRole('region', { name: 'Suppliers for this RFQ' });
    for (const supplier of suppliers) {
      await expect(suggestions.getByRole('list', { name: `Why ${supplier.company_name} fits` })).toBeVisible({
        timeout: 30_000,
      });
    }
    await closePanel(page, panel);
    await expectStage(page, reference, 'Suggested');

    await openFromQueue(page, reference, company);
    await confirmShortlist(
      suggestions,
      suppliers.map((s) => s.company_name),
    );
    await closePanel(page, panel);
    await expectStage(page, reference, 'Suggested');

    await openFromQueue(page, reference, company);
    const options = panel.getByRole('region', { name: 'Supplier options' });
    await options.getByRole('button', { name: 'Preview and send briefs' }).click();
    const send = options.getByRole('form', { name: 'Send briefs' }).getByRole('button', { name: 'Send briefs' });
    await expect(send).toBeEnabled({ timeout: 30_000 });
    await send.click();
    await expectToast(page, 'Briefs sent', '3 suppliers briefed; their answers will show here.');
    await closePanel(page, panel);
    await expectStage(page, reference, 'Briefs sent');

    // Answers taken by phone: one yes, then a no and a second yes.
    const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const phone = async (name: string, answer: 'Interested' | 'Declined') => {
      const pick = options.getByRole('listitem', { name });
      await pick.getByRole('button', { name: 'Record an answer taken by phone' }).click();
      const form = pick.getByRole('form', { name: /answer by phone/ });
      await form.getByRole('radio', { name: answer }).check();
      if (answer === 'Interested') {
        await form.getByRole('combobox', { name: /Lead time/ }).selectOption({ label: '2-4 weeks' });
        await form.getByLabel(/Earliest start/).fill(soon);
      } else {
        await form.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'No capacity now' });
      }
      await form.getByRole('button', { name: 'Save the answer' }).click();
      await expectToast(page, 'Answer saved', 'Recorded as taken by phone.');
    };
    const [first, second, third] = suppliers.map((s) => s.company_name);
    await openFromQueue(page, reference, company);
    await phone(first ?? '', 'Interested');
    await closePanel(page, panel);
    await expectStage(page, reference, 'Answers in (1 of 3 yes)');

    await openFromQueue(page, reference, company);
    await phone(second ?? '', 'Declined');
    await phone(third ?? '', 'Interested');
    await closePanel(page, panel);
    await expectStage(page, reference, 'Answers in (2 of 3 yes)');

    await openFromQueue(page, reference, company);
    await options.getByRole('button', { name: 'Choose the buyer’s options' }).click();
    const buyerForm = options.getByRole('form', { name: 'Send options to the buyer' });
    await expect(buyerForm.getByRole('checkbox')).toHaveCount(2);
    await buyerForm.getByRole('button', { name: 'Send options to the buyer' }).click();
    await expectToast(page, 'Options sent', 'The buyer’s email is queued; the clock has stopped.');
    await closePanel(page, panel);
    // A sent RFQ moves below every running clock, which other specs' RFQs may fill page 1 with:
    // the stage filter lists the sent ones, newest sending first.
    await queueSection(page).getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Options sent' });
    await expect(page).toHaveURL(/[?&]stage=options_sent(&|$)/);
    await expectStage(page, reference, 'Options sent');
  });

  test('an RFQ assigned to me in its panel is the only one under "Mine", with my email', async ({ page, request }) => {
    test.setTimeout(120_000);
    await unassignMine(request);
    const marker = uniqueMarker('mine');
    const [mine, other] = await seedQueueRfqs(request, marker, [65, 64]);
    if (!mine || !other) throw new Error('two RFQs');
    const me = deskAdmin().email;
    await openQueue(page);
    await expect.poll(() => shownCell(page, mine.reference, 'Assignee')).toBe('Unassigned');

    const panel = await openFromQueue(page, mine.reference, mine.company);
    const assignee = panel.getByRole('combobox', { name: 'Assigned to' });
    await expect(assignee.getByRole('option', { name: 'Unassigned' })).toHaveCount(1);
    await assignee.selectOption({ label: me });
    await expect(assignee.locator('option:checked')).toHaveText(me);
    await expect(panel.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(
      `Assigned to ${me}`,
    );
    await closePanel(page, panel);
    await expect.poll(() => shownCell(page, mine.reference, 'Assignee')).toBe(me);
    await expect.poll(() => shownCell(page, other.reference, 'Assignee')).toBe('Unassigned');

    // The box shows the URL's state, which follows the click a moment later: click, then wait.
    const mineBox = queueSection(page).getByRole('checkbox', { name: 'Mine' });
    await mineBox.click();
    await expect(mineBox).toBeChecked();
    await expect(page).toHaveURL(/[?&]mine=1(&|$)/);
    await expect
      .poll(async () => (await shownRows(page)).map((row) => [row.Reference, row.Company, row.Assignee]))
      .toEqual([[expect.stringContaining(mine.reference), mine.company, me]]);
    await page.reload();
    await expect(mineBox).toBeChecked();
    await expect.poll(async () => (await shownRows(page)).map((row) => row.Company)).toEqual([mine.company]);
  });
});

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test('the queue fits the screen and passes axe', async ({ page, request }) => {
      test.setTimeout(120_000);
      const marker = uniqueMarker(`fits${width}`);
      const rfqs = await seedQueueRfqs(request, marker, [76, 40, 3]);
      await openQueue(page);
      const rfq = at(rfqs, 0, 'RFQ');
      const row = queueRow(page, rfq.reference);
      await expect(row).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        'horizontal overflow',
      ).toBeLessThanOrEqual(0);
      // Reference, company, time left and stage show in the row, inside the screen's width.
      await expectOnScreen(row.getByRole('button', { name: rfq.reference, exact: true }), width);
      await expectOnScreen(row.getByText(rfq.company), width);
      await expectOnScreen(row.locator('[data-clock-state]').first(), width);
      await expectOnScreen(row.getByText('New', { exact: true }), width);
      if (width < 600) {
        const first = await page.evaluate(() => {
          const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(
            (h) => !h.closest('header') && (h as HTMLElement).checkVisibility(),
          );
          const heading = headings[0];
          return heading
            ? { text: (heading as HTMLElement).innerText.trim(), top: heading.getBoundingClientRect().top }
            : null;
        });
        expect(first?.text, 'the first heading under the top bar').toBe('RFQ queue');
        expect(first?.top ?? Number.POSITIVE_INFINITY).toBeLessThan(await page.evaluate(() => window.innerHeight));
      }
      await expectNoAxeViolations(page);
    });
  });
}

/** The row's stage as the queue shows it once the panel is closed (closing reloads the queue). */
async function expectStage(page: Page, reference: string, stage: string) {
  await expect.poll(() => shownCell(page, reference, 'Stage'), { message: reference, timeout: 20_000 }).toBe(stage);
}

/** Opens an RFQ's panel from its reference button in the queue. */
async function openFromQueue(page: Page, reference: string, company: string): Promise<Locator> {
  await queueRow(page, reference).getByRole('button', { name: reference, exact: true }).click();
  await expect(page).toHaveURL(/[?&]lead=[0-9a-f-]{36}/);
  const panel = page.getByRole('dialog', { name: company });
  await expect(panel).toBeVisible();
  return panel;
}

async function closePanel(page: Page, panel: Locator) {
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]lead=/);
}

/** Visible, with its box inside the viewport's width. */
async function expectOnScreen(locator: Locator, width: number) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'a box').not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width + 0.5, 'inside the screen').toBe(true);
}
