/**
 * The data `npm run bench:options` reads (docs/decisions/0037-buyer-options-page.md): the register,
 * RFQs and introductions of `npm run bench:match` (scripts/bench/match-seed.ts), then, for the
 * oldest share of RFQs, options sent: all three suppliers answered interested with stated terms
 * and were offered, and the buyer's link issued by `issue_options_link` as the service role (one in
 * ten replaced once, so revoked links sit beside the live ones). Some buyers chose whom to meet,
 * some said none fits, some asked a question (half answered).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../supabase/local/database';
import { runAs } from '../../supabase/local/db/run-as';
import { CALLERS, CONSENT_VERSION } from '../../supabase/tests/support/fixtures';
import { seedMatchBench } from './match-seed';

/** A number in [0, 1) drawn from the RFQ's id and a salt. */
const u = (salt: string, id = 'l.id') => `((hashtext('${salt}:' || ${id}) & 1048575) / 1048576.0)`;

/** Every introduction of an RFQ with options: interested, with what it stated, and offered. */
const OFFERED = `
  update public.introductions i
     set answer = 'interested', answer_reason = null, answer_via = 'page', answered_by = 'bench',
         answered_at = i.sent_at + interval '20 hours', first_answered_at = i.sent_at + interval '20 hours',
         interested_since = i.sent_at + interval '20 hours',
         offered_at = i.sent_at + interval '30 hours',
         lead_time = (array['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'])[1 + floor(${u('lead', 'i.id')} * 4)::integer],
         earliest_start = (i.sent_at + make_interval(days => 7 + floor(${u('start', 'i.id')} * 21)::integer))::date,
         price_amount = case when ${u('priced', 'i.id')} < 0.7 then round((5 + ${u('price', 'i.id')} * 400)::numeric, 2) end,
         price_currency = case when ${u('priced', 'i.id')} < 0.7 then 'GBP' end,
         price_basis = case when ${u('priced', 'i.id')} < 0.7 then 'per_part' end,
         minimum_order = case when ${u('moq', 'i.id')} < 0.4 then 10 + floor(${u('moq-n', 'i.id')} * 490)::integer end,
         buyer_reasons = array['Holds the certificates you asked for, verified by us',
                               'Machines the materials of your parts', 'Delivers to your region']
   where i.lead_table = 'oem_leads'`;

const SENT = `
  update public.oem_leads l set options_sent_at = l.created_at + interval '2 days 6 hours'
   where exists (select from public.introductions i where i.lead_table = 'oem_leads' and i.lead_id = l.id)`;

/**
 * One in four buyers asked to meet the first supplier (half of them the second too) a day later;
 * each introduction email went a few minutes after the choice (a supplier's page names the buyer
 * only once its introduction is sent or on its way).
 */
const CHOSEN = `
  with picked as (
    select l.id, l.options_sent_at + interval '1 day' as at,
           array(select i.id from public.introductions i where i.lead_table = 'oem_leads' and i.lead_id = l.id
                    and i.position <= case when ${u('two')} < 0.5 then 2 else 1 end order by i.position) as ids
      from public.oem_leads l where l.options_sent_at is not null and ${u('chose')} < 0.25
  ), choices as (
    insert into public.buyer_choices (lead_table, lead_id, made_at, kind, introduction_ids, consent_version)
    select 'oem_leads', p.id, p.at, 'introduce', p.ids, private.current_notice_version() from picked p returning lead_id, made_at, introduction_ids
  ), intros as (
    update public.introductions i set chosen_at = c.made_at from choices c where i.id = any(c.introduction_ids)
  ), introduced as (
    insert into public.lead_deliveries (lead_table, lead_id, kind, status, attempts, next_attempt_at, sent_at, created_at)
    select 'introductions', x.id, 'introduction', 'sent', 1, c.made_at, c.made_at + interval '3 minutes', c.made_at
      from choices c cross join unnest(c.introduction_ids) x(id)
  )
  update public.oem_leads l set introduced_at = c.made_at from choices c where l.id = c.lead_id`;

const NONE_FIT = `
  insert into public.buyer_choices (lead_table, lead_id, made_at, kind, none_fit_reason, words)
  select 'oem_leads', l.id, l.options_sent_at + interval '2 days', 'none_fit',
         (array['lead_time', 'price', 'capability', 'other'])[1 + floor(${u('why')} * 4)::integer],
         'Our project moved to another site.'
    from public.oem_leads l
   where l.options_sent_at is not null and ${u('chose')} >= 0.25 and ${u('chose')} < 0.33`;

const QUESTIONS = `
  insert into public.buyer_questions (lead_table, lead_id, asked_at, question, reply, replied_at, replied_by)
  select 'oem_leads', l.id, l.options_sent_at + make_interval(hours => 3 + q.n * 5),
         'Can the second supplier anodise the parts as well?',
         case when ${u('replied')} < 0.5 then 'Yes: they anodise in house, and said so on the phone.' end,
         case when ${u('replied')} < 0.5 then l.options_sent_at + make_interval(hours => 9 + q.n * 5) end,
         case when ${u('replied')} < 0.5 then 'desk@forgebridge.example' end
    from public.oem_leads l cross join generate_series(1, 2) q(n)
   where l.options_sent_at is not null and ${u('asked')} < 0.15 and (q.n = 1 or ${u('asked-twice')} < 0.3)`;

export interface OptionsSeed {
  rfqs: number;
  /** RFQs with options sent. */
  optioned: number;
  /** One live token per RFQ with options sent. */
  tokens: string[];
}

/** Seeds `rfqs` RFQs, `share` of them with options sent and a live link; returns the live tokens. */
export async function seedOptions(db: Database, rfqs: number, share: number): Promise<OptionsSeed> {
  await seedMatchBench(db, {
    suppliers: Math.max(50, Math.min(1000, Math.round(rfqs / 100))),
    rfqs,
    introducedRfqs: Math.round(rfqs * share),
    consentVersion: CONSENT_VERSION,
  });
  await db.transaction(async (tx) => {
    await tx.query("select set_config('forgebridge.rfq_job', 'on', true)");
    await tx.query('set local session_replication_role = replica');
    await tx.query(OFFERED);
    await tx.query(SENT);
  });
  const { rows } = await db.query<{ id: string }>(
    'select id from public.oem_leads where options_sent_at is not null order by created_at',
  );
  const ids = rows.map((r) => r.id);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  const replaced = ids.filter((_, k) => k % 10 === 0);
  await runAs(db, CALLERS.service_role, async (tx) => {
    const issue = `select count(public.issue_options_link('oem_leads', x.id, encode(sha256(convert_to(x.t, 'UTF8')), 'hex'), true))
                     from unnest($1::uuid[], $2::text[]) x(id, t)`;
    await tx.query(issue, [replaced, replaced.map(() => randomBytes(32).toString('base64url'))]);
    await tx.query(issue, [ids, tokens]);
  });
  await db.transaction(async (tx) => {
    await tx.query("select set_config('forgebridge.rfq_job', 'on', true)");
    await tx.query('set local session_replication_role = replica');
    await tx.query(CHOSEN);
    await tx.query(NONE_FIT);
    await tx.query(QUESTIONS);
  });
  await db.exec('analyze');
  return { rfqs, optioned: ids.length, tokens };
}
