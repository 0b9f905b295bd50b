import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { accessTokenFor, ANON_REST_KEY, deskAdmin, restHeaders, signInAsAdmin } from './support/sign-in';
import { findLeadRow, openLeadsTab, refreshLeads } from './support/desk';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { vettedSupplier } from './support/vetted-suppliers';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { CAPTURE_URL, receivedWebhooks } from './support/deliveries';
import { expectToast } from './support/toasts';

/**
 * A delivery that has failed reads as a warning at a glance: its lead is marked in the list, the
 * panel shows the failed attempts and the next try, and Retry sends it at once.
 */

test('a failing webhook marks its row, shows its attempts as a warning, and Retry sends it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = uniqueMarker('hook');
  const name = `OEM ${marker}`;
  const failing = (count: number) =>
    request.post(`${CAPTURE_URL}/webhooks-fail`, { data: { count, matching: marker } });
  // Only this lead's webhook fails, and keeps failing until the test lets it through.
  expect((await failing(1000)).status()).toBe(204);
  try {
    const [lead] = await seedLeadsViaRest(request, 'oem_leads', [
      { ...sampleLead('oem_leads', marker), company_name: name },
    ]);
    if (!lead) throw new Error('not seeded');
    const token = await accessTokenFor(request, deskAdmin());
    await expect
      .poll(
        async () => {
          const response = await request.get(
            `/rest/v1/lead_deliveries?select=last_error&lead_id=eq.${lead.id}&kind=eq.webhook`,
            { headers: { apikey: ANON_REST_KEY, Authorization: `Bearer ${token}` } },
          );
          return ((await response.json()) as { last_error: string | null }[])[0]?.last_error ?? null;
        },
        { timeout: 30_000 },
      )
      .toMatch(/503/);

    await signInAsAdmin(page);
    await refreshLeads(page);
    await openLeadsTab(page, 'OEM');
    const row = await findLeadRow(page, `${marker}@example.test`);
    await expect(row.getByText('Notification retrying')).toBeVisible();

    await row.getByRole('button', { name, exact: true }).click();
    const item = page.getByRole('dialog', { name }).getByRole('listitem', { name: 'Automation webhook' });
    const warning = item.getByText(/^Retrying: \d+ failed attempts? so far$/);
    await expect(warning).toBeVisible();
    await expect(item).toContainText(/Next try at \d/);
    await expect(item).toContainText(/Last error: .*503/);
    // A warning is not told by colour alone, but it has one: not the neutral text of a sent one.
    await expect(item.locator('svg').first()).toBeVisible();
    const colours = await warning.evaluate((el) => ({
      warning: getComputedStyle(el).color,
      neutral: getComputedStyle(el.closest('li') ?? el).color,
    }));
    expect(colours.warning).not.toBe(colours.neutral);

    expect((await failing(0)).status()).toBe(204);
    await item.getByRole('button', { name: 'Retry the automation webhook' }).click();
    await expectToast(page, 'Queued again', 'The notification will be sent again shortly.');
    await expect(item).toContainText('Sent', { timeout: 30_000 });
    await expect(item.getByRole('button', { name: /retry/i })).toHaveCount(0);
    const mine = (await receivedWebhooks(request, 'oem')).filter(
      (hook) => hook.body.email === `${marker}@example.test`,
    );
    expect(mine).toHaveLength(1);

    await page.getByRole('button', { name: 'Close' }).click();
    await refreshLeads(page);
    await expect((await findLeadRow(page, `${marker}@example.test`)).getByText('Notification retrying')).toHaveCount(0);
  } finally {
    await failing(0);
  }
});

test('an RFQ whose brief to a supplier gave up is marked on its row, until it goes', async ({ page, request }) => {
  const marker = uniqueMarker('brief-mark');
  const email = `${marker}@example.test`;
  const [lead] = await seedLeadsViaRest(request, 'oem_leads', [sampleLead('oem_leads', marker)]);
  if (!lead) throw new Error('not seeded');
  const supplier = await vettedSupplier(request, {
    company_name: `Derby ${marker}`,
    email: `shop-${marker}@example.test`,
    town: 'Derby',
    processes: ['cnc-milling'],
    materials: ['aluminium'],
  });
  // The outbox's record, as it stands once every attempt at the supplier's brief failed.
  const service = { ...restHeaders(SERVICE_ROLE_KEY), apikey: SERVICE_ROLE_KEY };
  const post = async (table: string, data: Record<string, unknown>) => {
    const response = await request.post(`/rest/v1/${table}`, { headers: service, data });
    expect(response.status(), `${table}: ${await response.text()}`).toBe(201);
  };
  const introductionId = randomUUID();
  await post('introductions', {
    id: introductionId,
    lead_table: 'oem_leads',
    lead_id: lead.id,
    supplier_id: supplier.id,
    position: 1,
    picked_by: 'e2e@forgebridge.test',
    hand_reason: 'Known to the team for this work',
  });
  await post('lead_deliveries', {
    lead_table: 'introductions',
    lead_id: introductionId,
    kind: 'supplier_brief',
    status: 'failed',
    attempts: 5,
    last_error: 'Mailbox unavailable',
  });

  await signInAsAdmin(page);
  await refreshLeads(page);
  await openLeadsTab(page, 'OEM');
  await expect((await findLeadRow(page, email)).getByText('Notification failed')).toBeVisible();

  // Sent again, and this time it went: the RFQ is no longer marked.
  const sent = await request.patch(
    `/rest/v1/lead_deliveries?lead_table=eq.introductions&lead_id=eq.${introductionId}&kind=eq.supplier_brief`,
    { headers: service, data: { status: 'sent', sent_at: new Date().toISOString(), last_error: null } },
  );
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  await refreshLeads(page);
  await expect((await findLeadRow(page, email)).getByText('Notification failed')).toHaveCount(0);
});
