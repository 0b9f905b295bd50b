import { expect, test } from './support/test';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { patchViaRest, sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { capturedEmails, type CapturedEmail } from './support/deliveries';
import { formatUkDueTime } from '../../src/shared/leads/due-time';
import { expectNoAxeViolations } from './support/axe';

/**
 * The 72-hour clock on the desk: two OEM RFQs that arrived 49.5 and 80.5 hours ago (seeded
 * back-dated, so nothing waits) show amber time left and red "Overdue by"; the dashboard's overdue
 * count links to the filtered list; a pause needs a reason, is recorded and shown, and resuming
 * runs the clock again; closing an RFQ as lost stops its clock; the figures view answers; an RFQ
 * the flood guard held is off the desk's clock until released. The desk's database is shared with
 * other tests, so counts are not compared, and rows are found by a unique marker.
 */

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

test('the clock shows time left, overdue and paused, and its counts link to the filtered list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const soon = uniqueMarker('soon');
  const late = uniqueMarker('late');
  await seedLeadsViaRest(request, 'oem_leads', [
    { ...sampleLead('oem_leads', soon), created_at: hoursAgo(49.5) },
    { ...sampleLead('oem_leads', late), created_at: hoursAgo(80.5) },
  ]);

  await signInAsAdmin(page);
  await openLeadsTab(page, 'OEM');
  const soonRow = await findLeadRow(page, `OEM ${soon}`);
  await expect(soonRow.locator('[data-clock-state="due_soon"]')).toHaveText(
    /^Due within 24 hours: 22 h \d\d min left$/,
  );
  const lateRow = await findLeadRow(page, `OEM ${late}`);
  await expect(lateRow.locator('[data-clock-state="overdue"]')).toHaveText(/^Overdue: Overdue by 8 h \d\d min$/);

  // The dashboard's count of overdue OEM RFQs opens the list narrowed to them.
  const counts = page.getByRole('region', { name: 'The 72-hour promise' });
  await counts
    .getByRole('link', { name: /overdue/ })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]clock=overdue/);
  await expect(page.getByRole('combobox', { name: 'Clock' })).toHaveValue('overdue');
  await findLeadRow(page, `OEM ${late}`);
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: `OEM ${soon}` }),
  ).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Clock' }).selectOption('');
  await expect(page).not.toHaveURL(/[?&]clock=/);

  // The panel: the rule in calendar hours, a pause with its reason, then resuming. The list may
  // still show the overdue rows for a moment after the filter is cleared: look again until it has
  // the whole list.
  let row = page.getByRole('row');
  await expect(async () => {
    row = await findLeadRow(page, `OEM ${soon}`);
  }).toPass();
  await row.getByRole('button', { name: `OEM ${soon}`, exact: true }).click();
  const panel = page.getByRole('dialog', { name: `OEM ${soon}` });
  const clock = panel.getByRole('region', { name: 'The 72-hour clock' });
  await expect(clock).toContainText('72 calendar hours from arrival');
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await expect(clock.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await clock.getByRole('textbox', { name: 'Why pause the clock?' }).fill("Waiting for the buyer's drawing");
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await expect(clock.locator('[data-clock-state="paused"]')).toHaveText(/^Paused: Paused, 22 h \d\d min left$/);
  await expect(clock.getByText(/^Paused since .*: Waiting for the buyer's drawing$/)).toBeVisible();
  await expect(clock.getByRole('region', { name: 'Pauses' })).toContainText("Waiting for the buyer's drawing");
  await expectNoAxeViolations(page, '[role="dialog"]');
  await clock.getByRole('button', { name: 'Resume the clock' }).click();
  await expect(clock.locator('[data-clock-state="due_soon"]')).toBeVisible();
  await expect(clock.getByRole('region', { name: 'Pauses' })).toContainText(' to ');
  await panel.getByRole('button', { name: 'Close' }).click();

  // Closing the overdue RFQ as lost stops its clock: it leaves the overdue list.
  const lost = await findLeadRow(page, `OEM ${late}`);
  await lost.getByRole('button', { name: `OEM ${late}`, exact: true }).click();
  const lostPanel = page.getByRole('dialog', { name: `OEM ${late}` });
  // A clock that ran out cannot be paused: it stays overdue, and the panel says so.
  await expect(lostPanel.getByRole('region', { name: 'The 72-hour clock' })).toContainText(
    'The clock ran out: an overdue RFQ cannot be paused.',
  );
  await expect(lostPanel.getByRole('button', { name: 'Pause the clock' })).toHaveCount(0);
  await lostPanel.getByRole('combobox', { name: 'Status', exact: true }).selectOption('lost');
  const lostClock = lostPanel.getByRole('region', { name: 'The 72-hour clock' });
  await expect(lostClock.locator('[data-clock-state="closed"]')).toHaveText(
    /^Closed \(won or lost\): Closed, overdue by 8 h \d\d min$/,
  );
  await expect(lostClock.getByRole('button', { name: 'Pause the clock' })).toHaveCount(0);
  await lostPanel.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('combobox', { name: 'Clock' }).selectOption('overdue');
  await expect(page).toHaveURL(/[?&]clock=overdue/);
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: `OEM ${late}` }),
  ).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Clock' }).selectOption('');

  // Is the promise kept? The figures view, in the desk's navigation.
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Figures' }).click();
  await expect(page.getByRole('heading', { name: 'Is the promise kept?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overdue now' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Share of RFQs with 3 options within 72 h, per week/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a pause that moved the due time tells the buyer the new time, and the desk shows the message', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = uniqueMarker('moved');
  const sample = sampleLead('oem_leads', marker);
  const [lead] = await seedLeadsViaRest(request, 'oem_leads', [{ ...sample, created_at: hoursAgo(10) }]);
  const buyerEmail = String(sample.email);

  await signInAsAdmin(page);
  await openLeadsTab(page, 'OEM');
  const row = await findLeadRow(page, `OEM ${marker}`);
  await row.getByRole('button', { name: `OEM ${marker}`, exact: true }).click();
  const panel = page.getByRole('dialog', { name: `OEM ${marker}` });
  const clock = panel.getByRole('region', { name: 'The 72-hour clock' });
  await clock.getByRole('textbox', { name: 'Why pause the clock?' }).fill('Waiting for the buyer’s revised drawing');
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await expect(clock.getByRole('button', { name: 'Resume the clock' })).toBeVisible();
  // Two hours pass while the clock stands still (the pause is back-dated, so nothing waits).
  const twoHoursEarlier = (at: unknown) => new Date(Date.parse(String(at)) - 2 * 3_600_000).toISOString();
  const [paused] = await adminRows(request, 'oem_leads', { id: String(lead?.id) });
  await patchViaRest(request, `oem_leads?id=eq.${lead?.id}`, {
    clock_paused_at: twoHoursEarlier(paused?.clock_paused_at),
  });
  await patchViaRest(request, `rfq_clock_pauses?lead_id=eq.${lead?.id}`, {
    paused_at: twoHoursEarlier(paused?.clock_paused_at),
  });
  await clock.getByRole('button', { name: 'Resume the clock' }).click();
  await expect(clock.getByRole('button', { name: 'Pause the clock' })).toBeVisible();

  const [resumed] = await adminRows(request, 'oem_leads', { id: String(lead?.id) });
  const newDue = formatUkDueTime(String(resumed?.clock_due_at));
  let told: CapturedEmail | undefined;
  await expect
    .poll(
      async () =>
        (told = (await capturedEmails(request)).find(
          (m) => m.to.includes(buyerEmail) && m.subject.includes('a new time for your supplier options'),
        )),
      { timeout: 60_000 },
    )
    .toBeDefined();
  expect(told?.text).toContain(`Your supplier options are now due by: ${newDue}`);
  // The team's reason is for the desk only.
  expect(told?.text).not.toContain('revised drawing');
  const pauses = clock.getByRole('region', { name: 'Pauses' });
  await expect(pauses).toContainText('New due time to the buyer');
  await expect(pauses).toContainText(/Sent/, { timeout: 30_000 });
  await expectNoAxeViolations(page, '[role="dialog"]');
});

test('a held RFQ is off the desk’s clock until released, then back with its true time left', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = uniqueMarker('held');
  // Stored as the flood guard stores a lead over a limit, 80.5 hours ago.
  await seedLeadsViaRest(request, 'oem_leads', [
    { ...sampleLead('oem_leads', marker), created_at: hoursAgo(80.5), status: 'held' },
  ]);

  await signInAsAdmin(page);
  await openLeadsTab(page, 'OEM');
  const filters = page.getByRole('search', { name: 'Filter leads' });
  const rowOf = () =>
    page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: `OEM ${marker}` });
  // Its time is shown, marked held rather than as an alarm.
  const held = (await findLeadRow(page, `OEM ${marker}`)).locator('[data-clock-state="overdue"]');
  await expect(held).toHaveText(
    /^Held for review, not on the desk’s clock until released: Held · Overdue by 8 h \d\d min$/,
  );
  await expect(held).toHaveAttribute('data-held', 'true');

  // Not in the overdue list.
  await filters.getByRole('combobox', { name: 'Clock' }).selectOption('overdue');
  await expect(page).toHaveURL(/[?&]clock=overdue/);
  await expect(rowOf()).toHaveCount(0);
  await filters.getByRole('combobox', { name: 'Clock' }).selectOption('');

  // The dashboard points to the held RFQs, which opens the list narrowed to them.
  await page
    .getByRole('region', { name: 'The 72-hour promise' })
    .getByRole('link', { name: /^\d[\d,]* held for review$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]status=held/);
  await expect(filters.getByRole('combobox', { name: 'Status' })).toHaveValue('held');
  // So does the RFQ queue, which leaves them out.
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'RFQ queue' }).click();
  const heldLink = page.getByRole('region', { name: 'RFQ queue' }).getByRole('link', { name: /^\d[\d,]* OEM RFQs?$/ });
  await expect(heldLink).toBeVisible();
  await expectNoAxeViolations(page);
  await heldLink.click();
  await expect(page).toHaveURL(/[?&]status=held/);
  await expect(filters.getByRole('combobox', { name: 'Status' })).toHaveValue('held');

  // Released, it is on the clock where the buyer's 72 hours have got to: overdue.
  const row = await findLeadRow(page, `OEM ${marker}`);
  await row.getByRole('button', { name: `OEM ${marker}`, exact: true }).click();
  const panel = page.getByRole('dialog', { name: `OEM ${marker}` });
  const heldHint = panel.getByText(/^Held for review: it arrived over a flood limit, so nothing was sent for it\./);
  await expect(heldHint).toContainText('the automation webhook');
  await panel.getByRole('combobox', { name: 'Status', exact: true }).selectOption('new');
  await expect(heldHint).toHaveCount(0);
  await expect(panel.getByRole('region', { name: 'The 72-hour clock' }).locator('[data-clock-state]')).toHaveText(
    /^Overdue: Overdue by 8 h \d\d min$/,
  );
  await expectNoAxeViolations(page, '[role="dialog"]');
  await panel.getByRole('button', { name: 'Close' }).click();
  await filters.getByRole('combobox', { name: 'Status' }).selectOption('');
  await filters.getByRole('combobox', { name: 'Clock' }).selectOption('overdue');
  await expect(page).toHaveURL(/[?&]clock=overdue/);
  await findLeadRow(page, `OEM ${marker}`);
});
