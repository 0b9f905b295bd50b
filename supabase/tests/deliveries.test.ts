import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../local/config.ts';
import { runAs } from '../local/db/run-as.ts';
import { rawFetch, signedInClient, visitorClient } from './support/backend.ts';
import { useTestBackend } from './support/fresh.ts';
import { CALLERS, LEAD_TABLES, outcome, validRow, type LeadTable } from './support/fixtures.ts';

/**
 * The lead delivery outbox (docs/decisions/0015-lead-delivery-outbox.md) against the embedded
 * backend: which deliveries a stored lead owes, how the sender claims and settles them, and who
 * may see or change them.
 */

const backend = useTestBackend();

afterEach(async () => {
  await backend.db.query(
    "update private.delivery_settings set max_attempts = 10, first_backoff = '5 seconds', max_backoff = '1 hour'",
  );
});

const service = () =>
  createClient(backend.url, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

type Delivery = { id: string; kind: string; status: string; attempts: number; last_error: string | null };
type Claimed = {
  id: string;
  lead_table: string;
  lead_id: string;
  kind: string;
  attempt: number;
  lead: Record<string, unknown>;
};

async function storeLead(table: LeadTable): Promise<string> {
  const row = validRow(table);
  const { error } = await visitorClient(backend.url)
    .from(table as 'contact_messages')
    .insert(row as ReturnType<typeof validRow<'contact_messages'>>);
  expect(error).toBeNull();
  return row.id;
}

async function deliveriesOf(leadId: string): Promise<Delivery[]> {
  const { data, error } = await service()
    .from('lead_deliveries')
    .select('id, kind, status, attempts, last_error')
    .eq('lead_id', leadId)
    .order('kind');
  expect(error).toBeNull();
  return data ?? [];
}

async function claim(maxRows = 100): Promise<Claimed[]> {
  const { data, error } = await service().rpc('claim_lead_deliveries', { max_rows: maxRows });
  expect(error).toBeNull();
  return (data ?? []) as Claimed[];
}

async function settle(claimed: Claimed, result: 'sent' | 'skipped' | 'error', error?: string) {
  const answer = await service().rpc('settle_lead_delivery', {
    delivery_id: claimed.id,
    attempt: claimed.attempt,
    outcome: result,
    ...(error ? { error } : {}),
  });
  expect(answer.error).toBeNull();
  return answer.data;
}

/** Makes a lead's pending deliveries due now, as the clock would after their backoff. */
async function makeDue(leadId: string) {
  const { error } = await service()
    .from('lead_deliveries')
    .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .eq('lead_id', leadId)
    .eq('status', 'pending');
  expect(error).toBeNull();
}

describe('storing a lead', () => {
  const expected: Record<LeadTable, string[]> = {
    icp_template_leads: ['team_alert'],
    oem_leads: ['receipt', 'team_alert', 'webhook'],
    cnc_partner_leads: ['receipt', 'team_alert', 'webhook'],
    contact_messages: ['receipt', 'team_alert'],
    consultation_requests: ['receipt', 'team_alert'],
  };

  it.each(LEAD_TABLES)('%s queues its team alert, receipt and webhook in the same transaction', async (table) => {
    const id = await storeLead(table);
    const deliveries = await deliveriesOf(id);
    expect(deliveries.map((d) => d.kind)).toEqual(expected[table]);
    expect(deliveries.every((d) => d.status === 'pending' && d.attempts === 0)).toBe(true);
  });

  it('queues nothing when the lead is refused', async () => {
    const row = validRow('contact_messages', { message: '' });
    const { error } = await visitorClient(backend.url).from('contact_messages').insert(row);
    expect(error?.code).toBe('23514');
    expect(await deliveriesOf(row.id)).toEqual([]);
  });
});

describe('claiming', () => {
  it('hands each due delivery to one drain only, with its lead', async () => {
    const id = await storeLead('oem_leads');
    const first = (await claim()).filter((c) => c.lead_id === id);
    expect(first.map((c) => c.kind).sort()).toEqual(['receipt', 'team_alert', 'webhook']);
    expect(first[0]?.lead.id).toBe(id);
    expect(first.every((c) => c.attempt === 1)).toBe(true);
    // Claimed rows are leased to their sender: a second drain finds none of them.
    expect((await claim()).filter((c) => c.lead_id === id)).toEqual([]);
  });

  it('splits due deliveries between drains racing each other', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(() => storeLead('contact_messages')));
    const drains = await Promise.all([claim(3), claim(3), claim(3), claim(3)]);
    const mine = drains.flat().filter((c) => ids.includes(c.lead_id));
    expect(mine).toHaveLength(8);
    expect(new Set(mine.map((c) => c.id)).size).toBe(8);
  });
});

describe('claiming under concurrency', () => {
  // PGlite is one session, so a row lock is never held against a second drain here: the racing
  // tests above prove the lease. On hosted Postgres the claim must also skip rows another drain
  // has locked but not yet leased, which only `for update skip locked` does; this keeps it there.
  it('locks the rows it claims and skips rows another drain holds', async () => {
    const { rows } = await backend.db.query<{ definition: string }>(
      "select pg_get_functiondef('public.claim_lead_deliveries(integer)'::regprocedure) as definition",
    );
    expect(rows[0]?.definition.replace(/\s+/g, ' ').toLowerCase()).toContain('for update skip locked');
  });
});

describe('settling', () => {
  it('marks a sent delivery sent, and ignores a stale attempt', async () => {
    const id = await storeLead('icp_template_leads');
    const [alert] = (await claim()).filter((c) => c.lead_id === id);
    if (!alert) throw new Error('not claimed');
    expect(await settle({ ...alert, attempt: alert.attempt + 1 }, 'error', 'late')).toBeNull();
    expect(await settle(alert, 'sent')).toBe('sent');
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    // A second settle of the same attempt (a retried request) changes nothing.
    expect(await settle(alert, 'error', 'late')).toBeNull();
    expect((await deliveriesOf(id))[0]?.status).toBe('sent');
  });

  it('backs off exponentially after each failure, then gives up with the last error', async () => {
    await backend.db.query('update private.delivery_settings set max_attempts = 3');
    const id = await storeLead('icp_template_leads');
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const [alert] = (await claim()).filter((c) => c.lead_id === id);
      if (!alert) throw new Error(`attempt ${attempt} not claimed`);
      expect(alert.attempt).toBe(attempt);
      const status = await settle(alert, 'error', `SMTP 421 try ${attempt}`);
      expect(status).toBe(attempt < 3 ? 'pending' : 'failed');
      const { rows } = await backend.db.query<{ delay: number }>(
        'select round(extract(epoch from next_attempt_at - now()))::int as delay from public.lead_deliveries where id = $1',
        [alert.id],
      );
      if (attempt < 3) delays.push(rows[0]?.delay ?? -1);
      // Not due before its backoff has passed.
      expect((await claim()).filter((c) => c.lead_id === id)).toEqual([]);
      await makeDue(id);
    }
    expect(delays).toEqual([5, 10]);
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'SMTP 421 try 3' });
    // Given up: no drain takes it again.
    expect((await claim()).filter((c) => c.lead_id === id)).toEqual([]);
  });

  it('never waits longer than the longest backoff', async () => {
    await backend.db.query(
      "update private.delivery_settings set first_backoff = '1 minute', max_backoff = '90 seconds'",
    );
    const id = await storeLead('icp_template_leads');
    for (const expected of [60, 90, 90]) {
      const [alert] = (await claim()).filter((c) => c.lead_id === id);
      if (!alert) throw new Error('not claimed');
      await settle(alert, 'error', 'down');
      const { rows } = await backend.db.query<{ delay: number }>(
        'select round(extract(epoch from next_attempt_at - now()))::int as delay from public.lead_deliveries where id = $1',
        [alert.id],
      );
      expect(rows[0]?.delay).toBe(expected);
      await makeDue(id);
    }
  });
});

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
