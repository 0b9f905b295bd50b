/**
 * The RFQs `npm run bench:queue` lists, seeded in SQL over generate_series: RFQ n (1, 2, …)
 * arrived n × 864 s ago (100 a day), three in five from the OEM dialog and the rest from /quote,
 * each drawn from a hash of its number and a salt (`u()`), so both sizes hold the same recent
 * RFQs and only the history grows, as a desk in use sees:
 *   * the last 72 hours (n < 300): clocks running, one in twelve paused, one in eight with options
 *     already sent; the rest new, suggested (a suggestion list), briefs sent (three introductions)
 *     or answers in (some of the three answered);
 *   * older: one in eight closed (won or lost); in the last month (n < 3,000) one in thirty never
 *     sent (overdue) and one in thirty paused; every other one had its options sent 12 to 81 hours
 *     after arrival (three introductions, answered), and a quarter of those introduced;
 *   * one in twenty assigned to a member of the team (every admin, the bench's own included).
 * Rows are inserted as the owner with triggers off (session_replication_role = replica), the
 * clock's columns written as the arrival trigger and the desk's functions would have, and the
 * per-status counters (which give the queue its unfiltered total) recounted after. Left out, as
 * the queue reads none of them: the outbox, the clock's pause history, options links and buyers'
 * choices.
 */
import type { Database } from '../../supabase/local/database';
import { RECOUNT } from './admin-seed';
import { sampleRow } from '../../src/shared/leads/fields/sample-row';
import { rfqKindOf, rfqTables, type RfqTable } from '../../src/shared/leads/tables';

/** Suppliers the introductions go to. */
const SUPPLIERS = 60;

/** A number in [0, 1) drawn from the RFQ's number and `salt`. */
const u = (salt: string, n = 'f.n') => `((hashtext('${salt}:' || ${n}) & 1048575) / 1048576.0)`;

/**
 * One row per RFQ with its facts. `progress` is how far the work got before options were sent:
 * new, suggested, briefs or answers.
 */
const FACTS = `
  select n, id, lead_table, arrived, arrived + interval '72 hours' as due_at,
         case when paused then arrived + least(interval '30 hours', (now() - arrived) / 2) end as paused_at,
         sent_at, closed_at,
         case when sent_at is not null and closed_at is null and ${u('introduced', 'n')} < 0.25
              then least(sent_at + interval '1 day', now()) end as introduced_at,
         case when sent_at is not null or closed_at is not null then 'answers'
              else (array['new', 'suggested', 'briefs', 'answers'])[1 + floor(${u('progress', 'n')} * 4)::integer] end as progress,
         case when closed_at is null then 'new' when ${u('won', 'n')} < 0.4 then 'won' else 'lost' end as status,
         case when ${u('assigned', 'n')} < 0.05
              then (select a.ids[1 + (abs(hashtext('assignee:' || n)) % cardinality(a.ids))] from admins a) end as assigned_to
    from (
      select n, md5('queue-rfq:' || n)::uuid as id,
             case when ${u('kind', 'n')} < 0.6 then 'oem_leads' else 'consultation_requests' end as lead_table,
             arrived,
             running and ${u('paused', 'n')} < 1.0 / 12
               or not running and n < 3000 and ${u('late', 'n')} >= 1.0 / 30 and ${u('late', 'n')} < 2.0 / 30 as paused,
             case when running then case when ${u('early', 'n')} < 0.125 then arrived + (now() - arrived) / 2 end
                  when ${u('closed', 'n')} < 0.125 then case when ${u('closed-sent', 'n')} < 0.7 then arrived + interval '2 days' end
                  when n < 3000 and ${u('late', 'n')} < 2.0 / 30 then null
                  else arrived + make_interval(hours => 12 + (n % 70)) end as sent_at,
             case when not running and ${u('closed', 'n')} < 0.125 then arrived + interval '5 days' end as closed_at
        from generate_series(1, $1::integer) n,
             lateral (select now() - make_interval(secs => n * 864) as arrived) t,
             lateral (select n < 300 as running) r
    ) f`;

const ADMINS = `admins as (select array_agg(u.id order by u.id) as ids from auth.users u
                            where u.raw_app_meta_data ->> 'role' = 'admin')`;

function rfqInsert(table: RfqTable): string {
  const template: Record<string, unknown> = sampleRow(rfqKindOf(table), { marker: 'queue' });
  const person = table === 'oem_leads' ? 'contact_person' : 'contact_name';
  const own = ['company_name', 'email', person];
  const columns = Object.keys(template).filter((c) => !own.includes(c));
  return `
    with ${ADMINS}, facts as (${FACTS})
    insert into public.${table} (id, created_at, due_at, clock_due_at, clock_paused_at, options_sent_at,
       clock_closed_at, introduced_at, status, assigned_to, assigned_at, company_name, email, ${person},
       ${columns.map((c) => `"${c}"`).join(', ')})
    select f.id, f.arrived, f.due_at, f.due_at, case when f.sent_at is null then f.paused_at end, f.sent_at,
           f.closed_at, f.introduced_at, f.status, f.assigned_to,
           case when f.assigned_to is not null then f.arrived + interval '1 hour' end,
           (array['Apex', 'Northern', 'Kestrel', 'Severn', 'Harbour', 'Tamar', 'Pennine'])[1 + f.n % 7]
             || ' ' || (array['Precision', 'Engineering', 'Aerospace', 'Medical', 'Motion'])[1 + f.n % 5] || ' ' || f.n,
           'buyer' || f.n || '@queue.example', 'Buyer ' || f.n,
           ${columns.map((c) => `t."${c}"`).join(', ')}
      from facts f, json_populate_record(null::public.${table}, $2::json) t
     where f.lead_table = '${table}'`;
}

/** A suggestion list for every RFQ the desk ranked the register for. */
const SUGGESTION_LISTS = `
  with ${ADMINS}, facts as (${FACTS})
  insert into public.suggestion_lists (lead_table, lead_id, created_at, created_by, weights_version, passed_count, excluded_count)
  select f.lead_table, f.id, f.arrived + interval '2 hours', 'desk@forgebridge.example', 1, 40, 20
    from facts f where f.progress <> 'new'`;

/** Three introductions for every RFQ whose briefs went out; answered where its work got that far. */
const INTRODUCTIONS = `
  with ${ADMINS}, facts as (${FACTS}),
  suppliers as (select id, (row_number() over (order by id))::integer - 1 as k from public.suppliers)
  insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_at, picked_by, hand_reason,
     sent_at, answer, answer_reason, answered_at, first_answered_at, interested_since, answered_by)
  select f.lead_table, f.id, s.id, p.position, f.arrived + interval '3 hours', 'bench', 'Bench introduction',
         f.arrived + interval '4 hours', a.answer, case when a.answer = 'declined' then 'Too busy this month' end,
         case when a.answer is not null then f.arrived + interval '10 hours' end,
         case when a.answer is not null then f.arrived + interval '10 hours' end,
         case when a.answer = 'interested' then f.arrived + interval '10 hours' end,
         case when a.answer is not null then 'bench' end
    from facts f
    cross join (values (1), (2), (3)) p(position)
    join suppliers s on s.k = (f.n * 7 + p.position * 331) % ${SUPPLIERS}
    cross join lateral (
      select case when f.progress <> 'answers' then null
                  when p.position > 1 and f.sent_at is null and ${u('answered', "f.n || ':' || p.position")} < 0.4 then null
                  when ${u('answer', "f.n || ':' || p.position")} < 0.5 then 'interested'
                  when ${u('answer', "f.n || ':' || p.position")} < 0.8 then 'quoted'
                  else 'declined' end as answer
    ) a
   where f.progress in ('briefs', 'answers')`;

const REGISTER = `
  insert into public.suppliers (company_name, country)
  select 'Queue Bench Supplier ' || i, 'GB' from generate_series(1, ${SUPPLIERS}) i`;

/** Seeds `rfqs` RFQs across both RFQ tables, with their suggestion lists and introductions. */
export async function seedQueue(db: Database, rfqs: number): Promise<Record<RfqTable, number>> {
  await db.query(REGISTER);
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    for (const table of rfqTables)
      await tx.query(rfqInsert(table), [rfqs, JSON.stringify(sampleRow(rfqKindOf(table), { marker: 'queue' }))]);
    await tx.query(SUGGESTION_LISTS, [rfqs]);
    await tx.query(INTRODUCTIONS, [rfqs]);
  });
  for (const table of rfqTables) await db.query(RECOUNT(table));
  // As autovacuum would have after a bulk load: index-only scans then skip the heap.
  await db.exec('vacuum analyze');
  const { rows } = await db.query<{ lead_table: RfqTable; n: number }>(
    `select 'oem_leads' as lead_table, count(*)::integer as n from public.oem_leads
     union all select 'consultation_requests', count(*)::integer from public.consultation_requests`,
  );
  return Object.fromEntries(rows.map((r) => [r.lead_table, r.n])) as Record<RfqTable, number>;
}
