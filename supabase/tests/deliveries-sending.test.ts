import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliveryTrouble } from '../../src/features/desk/deliveries/delivery-health.ts';
import { visitorClient } from './support/backend.ts';
import { useDeliveryOutbox } from './support/deliveries.ts';
import { useTestBackend } from './support/fresh.ts';
import { LEAD_TABLES, validRow, type LeadTable } from './support/fixtures.ts';

/**
 * The lead delivery outbox (docs/decisions/0015-lead-delivery-outbox.md) against the embedded
 * backend: which deliveries a stored lead owes, and how the sender claims and settles them.
 */

const backend = useTestBackend();
const { storeLead, deliveriesOf, claim, settle, makeDue } = useDeliveryOutbox(backend);

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

describe('a sender that stops before settling', () => {
  /** Lets a claim's lease run out, as when the function died mid-send and never settled. */
  async function leaseRunsOut(deliveryId: string) {
    await backend.db.query(
      "update public.lead_deliveries set next_attempt_at = now() - interval '1 second', claimed_until = now() - interval '1 second' where id = $1",
      [deliveryId],
    );
  }
  const rowOf = async (deliveryId: string) =>
    (
      await backend.db.query<{
        status: string;
        attempts: number;
        last_error: string | null;
        claimed_until: Date | null;
      }>('select status, attempts, last_error, claimed_until from public.lead_deliveries where id = $1', [deliveryId])
    ).rows[0];

  it('counts the unsettled attempt as failed when the delivery is claimed again, so the desk flags it', async () => {
    const id = await storeLead('icp_template_leads');
    const [first] = (await claim()).filter((c) => c.lead_id === id);
    if (!first) throw new Error('not claimed');
    await leaseRunsOut(first.id);
    const [again] = (await claim()).filter((c) => c.lead_id === id);
    expect(again).toMatchObject({ id: first.id, attempt: 2 });
    const row = await rowOf(first.id);
    expect(row).toMatchObject({
      status: 'pending',
      last_error: 'The sender stopped before recording an outcome for attempt 1',
    });
    expect(deliveryTrouble(row ?? { status: '', last_error: null })).toBe('retrying');
    // The attempt that then gets through clears it.
    if (!again) throw new Error('not claimed again');
    expect(await settle(again, 'sent')).toBe('sent');
    expect(await rowOf(first.id)).toMatchObject({ status: 'sent', last_error: null });
  });

  it('gives the delivery up once its attempts are spent, instead of claiming it for ever', async () => {
    await backend.db.query('update private.delivery_settings set max_attempts = 2');
    const id = await storeLead('icp_template_leads');
    for (const attempt of [1, 2]) {
      const [alert] = (await claim()).filter((c) => c.lead_id === id);
      expect(alert?.attempt).toBe(attempt);
      await leaseRunsOut(alert?.id ?? '');
    }
    expect((await claim()).filter((c) => c.lead_id === id)).toEqual([]);
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: 'The sender stopped before recording an outcome for attempt 2',
    });
    expect(deliveryTrouble(row ?? { status: '', last_error: null })).toBe('failed');
    expect((await rowOf(row?.id ?? ''))?.claimed_until).toBeNull();
    expect((await claim()).filter((c) => c.lead_id === id)).toEqual([]);
  });

  it('leases a supplier’s brief, which copies its drawings first, for longer than other messages', async () => {
    const briefId = randomUUID();
    await backend.db.query(
      "insert into public.lead_deliveries (id, lead_table, lead_id, kind) values ($1, 'introductions', $2, 'supplier_brief')",
      [briefId, randomUUID()],
    );
    const alertLead = await storeLead('icp_template_leads');
    const claimed = (await claim()).filter((c) => c.id === briefId || c.lead_id === alertLead);
    expect(claimed).toHaveLength(2);
    const { rows } = await backend.db.query<{ kind: string; lease: number }>(
      'select kind, round(extract(epoch from claimed_until - now()))::int as lease from public.lead_deliveries where id = any($1) order by kind',
      [claimed.map((c) => c.id)],
    );
    expect(rows).toEqual([
      { kind: 'supplier_brief', lease: 300 },
      { kind: 'team_alert', lease: 120 },
    ]);
  });
});
