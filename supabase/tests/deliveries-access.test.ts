import { describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { rawFetch, signedInClient, visitorClient } from './support/backend.ts';
import { useDeliveryOutbox, type Claimed } from './support/deliveries.ts';
import { useTestBackend } from './support/fresh.ts';
import { CALLERS, outcome, validRow } from './support/fixtures.ts';

/**
 * The lead delivery outbox (docs/decisions/0015-lead-delivery-outbox.md) against the embedded
 * backend: who may see, change or retry deliveries, and how erasure and retention remove them.
 */

const backend = useTestBackend();
const { storeLead, deliveriesOf, claim, settle } = useDeliveryOutbox(backend);

describe('who may see and change deliveries', () => {
  async function failedDelivery(): Promise<{ leadId: string; delivery: Claimed }> {
    await backend.db.query('update private.delivery_settings set max_attempts = 1');
    const leadId = await storeLead('icp_template_leads');
    const [delivery] = (await claim()).filter((c) => c.lead_id === leadId);
    if (!delivery) throw new Error('not claimed');
    expect(await settle(delivery, 'error', 'mailbox unavailable')).toBe('failed');
    return { leadId, delivery };
  }

  it('hides deliveries from visitors and from signed-in users who are not admins', async () => {
    const leadId = await storeLead('oem_leads');
    const anon = await visitorClient(backend.url).from('lead_deliveries').select('*').eq('lead_id', leadId);
    expect(anon.error?.code).toBe('42501');
    const viewer = await signedInClient(backend.url, backend.viewer);
    const seen = await viewer.from('lead_deliveries').select('*').eq('lead_id', leadId);
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([]);
    const admin = await signedInClient(backend.url, backend.admin);
    const read = await admin.from('lead_deliveries').select('kind').eq('lead_id', leadId);
    expect(read.data?.map((d) => d.kind).sort()).toEqual(['receipt', 'team_alert', 'webhook']);
  });

  it.each(['anon', 'viewer', 'admin'] as const)('lets %s neither insert, update, delete nor claim', async (caller) => {
    const { leadId, delivery } = await failedDelivery();
    const attempts = [
      "insert into public.lead_deliveries (lead_table, lead_id, kind) values ('oem_leads', gen_random_uuid(), 'webhook')",
      `update public.lead_deliveries set status = 'sent' where id = '${delivery.id}'`,
      `delete from public.lead_deliveries where id = '${delivery.id}'`,
      'select * from public.claim_lead_deliveries(10)',
      `select public.settle_lead_delivery('${delivery.id}', 1, 'sent')`,
    ];
    for (const statement of attempts) {
      const result = await outcome(
        runAs(backend.db, CALLERS[caller], async (tx) => {
          await tx.query(statement);
          await tx.rollback();
        }),
      );
      expect(result, statement).toBe('42501');
    }
    expect((await deliveriesOf(leadId))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('lets only an admin retry a failed delivery, which is then due again', async () => {
    const { leadId, delivery } = await failedDelivery();
    const anon = await rawFetch(`${backend.url}/rest/v1/rpc/retry_lead_delivery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ delivery_id: delivery.id }),
    });
    expect(anon.status).toBe(401);
    const viewer = await signedInClient(backend.url, backend.viewer);
    expect((await viewer.rpc('retry_lead_delivery', { delivery_id: delivery.id })).error?.code).toBe('42501');
    expect((await deliveriesOf(leadId))[0]?.status).toBe('failed');

    const admin = await signedInClient(backend.url, backend.admin);
    expect((await admin.rpc('retry_lead_delivery', { delivery_id: delivery.id })).data).toBe(true);
    expect((await deliveriesOf(leadId))[0]).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    // One being sent is left to its sender, and a sent one is left alone.
    const [again] = (await claim()).filter((c) => c.lead_id === leadId);
    if (!again) throw new Error('not claimed');
    expect((await admin.rpc('retry_lead_delivery', { delivery_id: delivery.id })).data).toBe(false);
    expect(await settle(again, 'sent')).toBe('sent');
    expect((await admin.rpc('retry_lead_delivery', { delivery_id: delivery.id })).data).toBe(false);
    expect((await deliveriesOf(leadId))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('lets an admin send at once a delivery still retrying, waiting for its first try, or skipped', async () => {
    const admin = await signedInClient(backend.url, backend.admin);
    const retry = async (id: string) => (await admin.rpc('retry_lead_delivery', { delivery_id: id })).data;

    // Retrying: its first attempt failed and its backoff has not ended.
    const retrying = await storeLead('icp_template_leads');
    const [first] = (await claim()).filter((c) => c.lead_id === retrying);
    if (!first) throw new Error('not claimed');
    expect(await settle(first, 'error', 'connection refused')).toBe('pending');
    expect((await claim()).filter((c) => c.lead_id === retrying)).toEqual([]);
    const [pending] = await deliveriesOf(retrying);
    expect(await retry(pending?.id ?? '')).toBe(true);
    expect(await deliveriesOf(retrying)).toMatchObject([{ status: 'pending', attempts: 0, last_error: null }]);
    expect((await claim()).filter((c) => c.lead_id === retrying)).toHaveLength(1);

    // Waiting for its first try, and skipped: each is due again at once.
    const waiting = await storeLead('icp_template_leads');
    const [queued] = await deliveriesOf(waiting);
    expect(await retry(queued?.id ?? '')).toBe(true);
    const [skippedClaim] = (await claim()).filter((c) => c.lead_id === waiting);
    if (!skippedClaim) throw new Error('not claimed');
    expect(await settle(skippedClaim, 'skipped', 'no webhook URL is set')).toBe('skipped');
    expect(await retry(queued?.id ?? '')).toBe(true);
    expect(await deliveriesOf(waiting)).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });
});

describe('erasure and retention', () => {
  it('erasing a person removes their leads’ deliveries', async () => {
    const row = validRow('cnc_partner_leads');
    expect((await visitorClient(backend.url).from('cnc_partner_leads').insert(row)).error).toBeNull();
    expect(await deliveriesOf(row.id)).toHaveLength(3);
    const admin = await signedInClient(backend.url, backend.admin);
    const { error } = await admin.rpc('erase_leads_by_email', { email: row.email });
    expect(error).toBeNull();
    expect(await deliveriesOf(row.id)).toEqual([]);
  });

  it('the retention purge removes expired leads’ deliveries and keeps the others', async () => {
    const [expired, kept] = [validRow('contact_messages'), validRow('contact_messages')];
    await backend.seed('contact_messages', [{ ...expired, created_at: '2020-01-01T00:00:00Z' }]);
    expect((await visitorClient(backend.url).from('contact_messages').insert(kept)).error).toBeNull();
    expect(await deliveriesOf(expired.id)).toHaveLength(2);
    await backend.purgeExpiredLeads();
    expect(await deliveriesOf(expired.id)).toEqual([]);
    expect(await deliveriesOf(kept.id)).toHaveLength(2);
  });
});
