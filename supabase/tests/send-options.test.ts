import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, outcome } from './support/fixtures.ts';
import { ownerRfq, ownerShortlist } from './support/rfq-options.ts';
import { useFreshDatabase } from './support/fresh.ts';
import { sampleRead } from '../../src/shared/cad/sample-read.ts';

/**
 * Sending an RFQ's options (docs/decisions/0031-sending-the-options.md): one action queues a brief
 * per shortlisted supplier and one email to the buyer and stops the clock, once; a brief carries
 * nothing that identifies the buyer; the desk records each supplier's answer; and all of it goes
 * with its RFQ.
 */

const db = useFreshDatabase();

type Caller = keyof typeof CALLERS;
const as = <T>(caller: Caller, sql: string, params: unknown[] = []) =>
  runAs(db, CALLERS[caller], (tx) => tx.query<T>(sql, params));
const send = (table: string, id: string, caller: Caller = 'admin') =>
  as<{ queued: number }>(caller, 'select public.send_options($1, $2) as queued', [table, id]);
const answer = (introductionId: string, value: string | null, reason: string | null = null, caller: Caller = 'admin') =>
  as(caller, 'select public.record_supplier_answer($1, $2, $3)', [introductionId, value, reason]);

async function deliveriesOf(ids: readonly string[]) {
  const { rows } = await db.query<{ lead_table: string; lead_id: string; kind: string }>(
    'select lead_table, lead_id, kind from public.lead_deliveries where lead_id = any($1) and kind in ($2, $3) order by kind, lead_id',
    [ids, 'supplier_brief', 'buyer_options'],
  );
  return rows;
}

const optionsSentAt = async (table: string, id: string) =>
  (await db.query<{ options_sent_at: Date | null }>(`select options_sent_at from public.${table} where id = $1`, [id]))
    .rows[0]?.options_sent_at ?? null;

describe('send_options', () => {
  it('queues one brief per shortlisted supplier and one buyer email, stamps each introduction and stops the clock', async () => {
    const rfq = await ownerRfq(db, 'oem_leads');
    const picks = await ownerShortlist(db, 'oem_leads', rfq.id);
    const { rows } = await send('oem_leads', rfq.id);
    expect(rows[0]?.queued).toBe(3);
    expect(await optionsSentAt('oem_leads', rfq.id)).not.toBeNull();
    const sent = await db.query<{ sent_at: Date | null }>(
      'select sent_at from public.introductions where lead_id = $1',
      [rfq.id],
    );
    expect(sent.rows.every((r) => r.sent_at !== null)).toBe(true);
    const intros = picks.map((p) => p.introductionId);
    expect(await deliveriesOf([rfq.id, ...intros])).toEqual([
      { lead_table: 'oem_leads', lead_id: rfq.id, kind: 'buyer_options' },
      ...[...intros].sort().map((id) => ({ lead_table: 'introductions', lead_id: id, kind: 'supplier_brief' })),
    ]);
  });

  it('refuses a second send and queues nothing twice', async () => {
    const rfq = await ownerRfq(db, 'consultation_requests');
    const picks = await ownerShortlist(db, 'consultation_requests', rfq.id, 2);
    await send('consultation_requests', rfq.id);
    const first = await optionsSentAt('consultation_requests', rfq.id);
    expect(await outcome(send('consultation_requests', rfq.id))).toBe('23514');
    expect(await optionsSentAt('consultation_requests', rfq.id)).toEqual(first);
    expect(await deliveriesOf([rfq.id, ...picks.map((p) => p.introductionId)])).toHaveLength(3);
  });

  it('is for an admin who passed the second factor only', async () => {
    const rfq = await ownerRfq(db, 'oem_leads');
    await ownerShortlist(db, 'oem_leads', rfq.id, 1);
    for (const caller of ['anon', 'viewer', 'admin_aal1', 'admin_signed_out', 'service_role'] as const) {
      expect(await outcome(send('oem_leads', rfq.id, caller)), caller).toBe('42501');
    }
    expect(await optionsSentAt('oem_leads', rfq.id)).toBeNull();
  });

  it('answers bad input with a clear refusal and changes nothing', async () => {
    const rfq = await ownerRfq(db, 'oem_leads');
    expect(await outcome(send('contact_messages', rfq.id))).toBe('22023');
    expect(await outcome(send('oem_leads', '00000000-0000-4000-8000-000000000000'))).toBe('22023');
    // No shortlist yet.
    expect(await outcome(send('oem_leads', rfq.id))).toBe('23514');
    // A shortlisted supplier the brief cannot reach.
    await ownerShortlist(db, 'oem_leads', rfq.id, 1, { email: null, company_name: 'No Inbox Ltd' });
    const refused = await send('oem_leads', rfq.id).catch(
      (error: unknown) => error as { code: string; message: string },
    );
    expect(refused).toMatchObject({ code: '23514' });
    expect((refused as { message: string }).message).toContain('No Inbox Ltd');
    expect(await optionsSentAt('oem_leads', rfq.id)).toBeNull();
    expect(await deliveriesOf([rfq.id])).toEqual([]);
  });
});

/** A model's machining read as the form stores it. */
const modelRead = sampleRead({ needsMultiAxis: true, unreachedShare: 0.08, thinWalls: 1, thinWallMinMm: 0.3 });

describe('what the sender claims', () => {
  it('gives a brief the RFQ’s technical facts and drawings, and nothing that identifies the buyer', async () => {
    const id = randomUUID();
    const path = `oem_leads/${id}/01-aero-bracket.step`;
    const rfq = await ownerRfq(db, 'oem_leads', {
      id,
      phone: '+44 117 496 0000',
      attachments: [
        {
          name: 'aero-bracket.step',
          size: 2048,
          type: 'model/step',
          path,
          measurements: { sizeMm: [320, 180, 95], volumeCm3: 12.5, areaCm2: 30 },
          read: modelRead,
        },
      ],
    });
    const [pick] = await ownerShortlist(db, 'oem_leads', rfq.id, 1);
    await as('admin', 'select public.send_options($1, $2, $3, $4)', [
      'oem_leads',
      rfq.id,
      { quality_standards: 'Heat treatment to an aerospace customer standard' },
      { [pick?.introductionId ?? '']: 'Makes subsea titanium parts every week' },
    ]);
    const claimed = await as<{ lead_table: string; lead_id: string; kind: string; lead: Record<string, unknown> }>(
      'service_role',
      'select lead_table, lead_id, kind, lead from public.claim_lead_deliveries(100) where lead_id = any($1)',
      [[rfq.id, pick?.introductionId]],
    );
    const brief = claimed.rows.find((r) => r.kind === 'supplier_brief')?.lead ?? {};
    expect(brief).toMatchObject({
      lead_id: rfq.id,
      supplier: { company_name: 'Shortlisted Shop 1 Ltd' },
      wording: { quality_standards: 'Heat treatment to an aerospace customer standard' },
    });
    const facts = brief.rfq as Record<string, unknown>;
    expect(Object.keys(facts).sort()).toEqual([
      'attachments',
      'delivery_regions',
      'delivery_requirements',
      'industry_sector',
      'material_types',
      'production_requirements',
      'quality_standards',
      'sourcing_volume',
    ]);
    expect(facts.attachments).toEqual([
      {
        path,
        size: 2048,
        type: 'model/step',
        measurements: { sizeMm: [320, 180, 95], volumeCm3: 12.5, areaCm2: 30 },
        // The machining read goes with it: figures about the part's shape, with their nulls.
        read: modelRead,
      },
    ]);
    const json = JSON.stringify(facts);
    for (const column of ['company_name', 'contact_person', 'email', 'phone', 'website', 'city', 'job_title']) {
      expect(json).not.toContain(String(rfq.row[column]));
    }
    expect(json).not.toContain('Anodising required');

    const buyer = claimed.rows.find((r) => r.kind === 'buyer_options')?.lead ?? {};
    expect(buyer.email).toBe(rfq.row.email);
    expect(buyer.options).toEqual([
      {
        position: 1,
        company_name: 'Shortlisted Shop 1 Ltd',
        country: 'GB',
        town: null,
        // The team's words for the buyer, then what the register says now; never the team's
        // internal reasons ('Reason 1'), counts of introductions or certificates' dates.
        reasons: [
          'Makes subsea titanium parts every week',
          'CNC milling ✓',
          'ISO 9001 certified (certificate checked by Forgebridge)',
          'Based in the UK',
        ],
      },
    ]);
  });
});

describe('record_supplier_answer', () => {
  it('records interested, quoted, or declined with a reason, once the brief went out', async () => {
    const rfq = await ownerRfq(db, 'oem_leads');
    const [first, second] = await ownerShortlist(db, 'oem_leads', rfq.id, 2);
    const one = first?.introductionId ?? '';
    const two = second?.introductionId ?? '';
    expect(await outcome(answer(one, 'interested'))).toBe('23514');
    await send('oem_leads', rfq.id);
    expect(await outcome(answer(one, 'maybe'))).toBe('22023');
    expect(await outcome(answer(one, null))).toBe('22023');
    expect(await outcome(answer(two, 'declined', '  '))).toBe('23514');
    expect(await outcome(answer(one, 'quoted', null, 'viewer'))).toBe('42501');
    expect(await outcome(answer(one, 'quoted', null, 'admin_aal1'))).toBe('42501');
    expect(await outcome(answer(one, 'quoted'))).toBe('ok');
    expect(await outcome(answer(two, 'declined', 'No titanium capacity until March'))).toBe('ok');
    const { rows } = await db.query<{ answer: string; answer_reason: string | null; answered_by: string | null }>(
      'select answer, answer_reason, answered_by from public.introductions where lead_id = $1 order by position',
      [rfq.id],
    );
    expect(rows).toEqual([
      { answer: 'quoted', answer_reason: null, answered_by: 'admin' },
      { answer: 'declined', answer_reason: 'No titanium capacity until March', answered_by: 'admin' },
    ]);
  });
});

describe('retention and erasure', () => {
  async function keptFor(leadId: string, introductions: readonly string[]) {
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from public.introductions where lead_id = $1)
            + (select count(*) from public.suggestion_lists where lead_id = $1)
            + (select count(*) from public.lead_deliveries where lead_id = any($2) or lead_id = $1) as n`,
      [leadId, introductions],
    );
    return Number(rows[0]?.n);
  }

  it('the briefs, the suggestion lists and the shortlist go with their RFQ when it is erased', async () => {
    const rfq = await ownerRfq(db, 'oem_leads');
    const picks = await ownerShortlist(db, 'oem_leads', rfq.id);
    await db.query(
      `insert into public.suggestion_lists (lead_table, lead_id, created_by, weights_version, passed_count, excluded_count)
       values ('oem_leads', $1, 'fixture-admin@forgebridge.test', 1, 3, 0)`,
      [rfq.id],
    );
    await send('oem_leads', rfq.id);
    const intros = picks.map((p) => p.introductionId);
    expect(await keptFor(rfq.id, intros)).toBeGreaterThan(5);
    await as('admin', 'select public.erase_leads_by_email($1)', [rfq.row.email]);
    expect(await keptFor(rfq.id, intros)).toBe(0);
  });

  it('and when retention purges it', async () => {
    const rfq = await ownerRfq(db, 'consultation_requests');
    const picks = await ownerShortlist(db, 'consultation_requests', rfq.id);
    await send('consultation_requests', rfq.id);
    await db.query("update public.consultation_requests set created_at = now() - interval '25 months' where id = $1", [
      rfq.id,
    ]);
    const intros = picks.map((p) => p.introductionId);
    expect(await keptFor(rfq.id, intros)).toBeGreaterThan(0);
    await as('service_role', 'select public.purge_expired_leads()');
    expect(await keptFor(rfq.id, intros)).toBe(0);
  });
});
