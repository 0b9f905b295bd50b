/**
 * `npm run bench:match`: how fast the desk ranks the register for one RFQ.
 *
 * Opens a fresh embedded database (the migrated test snapshot), seeds BENCH_SUPPLIERS suppliers
 * (default 1,000: three in four vetted, with certificates, some verified, some expired), BENCH_RFQS
 * OEM RFQs (default 100,000, each with a measured CAD file) and a few thousand past introductions
 * with answers, then prints the latency (p50 / p95) of `public.suggest_suppliers` and of
 * `public.record_suggestions` for randomly chosen RFQs, called as an admin at aal2 the way
 * PostgREST calls it. The target is a p95 within 50 ms for the suggestion list. It prints figures
 * and asserts nothing about time (machines differ).
 *
 * BENCH_SMOKE=1 (scripts/bench/smoke.ts) seeds 20 suppliers and 100 RFQs and takes one sample.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { runAs } from '../../supabase/local/db/run-as';
import { CALLERS, CONSENT_VERSION } from '../../supabase/tests/support/fixtures';
import { freshDatabase } from '../../supabase/tests/support/snapshot';
import { smokeOr } from './smoke';

const suppliers = Number(process.env.BENCH_SUPPLIERS ?? smokeOr(20, 1000));
const rfqs = Number(process.env.BENCH_RFQS ?? smokeOr(100, 100_000));
const samples = Number(process.env.BENCH_SAMPLES ?? smokeOr(1, 200));
const introductions = Math.min(rfqs, smokeOr(30, 5000));

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
function summary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(1)} ms  p95 ${quantile(sorted, 0.95).toFixed(1)} ms  (n=${values.length})`;
}

const db = await freshDatabase();
const seeded = performance.now();

// Suppliers: capabilities spread over the vocabulary, deterministic by number.
await db.query(
  `insert into public.suppliers (company_name, country, processes, max_axes, materials, industries, order_sizes,
     lead_time, regions, envelope_x_mm, envelope_y_mm, envelope_z_mm, capacity)
   select 'Bench Precision ' || i,
          case when i % 5 = 0 then (array['DE', 'FR', 'IE', 'PL'])[1 + i % 4] else 'GB' end,
          case when i % 3 = 0 then array['cnc-milling', 'multi-axis', 'cnc-turning'] else
            string_to_array((array['cnc-milling,cnc-turning', 'cnc-turning,swiss-type', 'fabrication,assembly', 'cnc-milling,grinding'])[1 + i % 4], ',') end,
          case when i % 3 = 0 then 5 end,
          string_to_array((array['aluminium,titanium', 'aluminium,stainless-steel,steel', 'plastics,aluminium', 'titanium,nickel-alloys,stainless-steel'])[1 + i % 4], ','),
          string_to_array((array['aerospace,defence', 'automotive,motorsport', 'medical', 'energy,oil-and-gas'])[1 + i % 4], ','),
          string_to_array((array['prototype,small', 'small,medium', 'medium,large', 'prototype,small,medium'])[1 + i % 4], ','),
          (array['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'])[1 + i % 4],
          string_to_array((array['uk', 'uk,eu', 'global'])[1 + i % 3], ','),
          300 + (i % 7) * 100, 200 + (i % 5) * 100, 100 + (i % 4) * 100,
          (array['looking-for-work', 'neutral', 'at-capacity', null])[1 + i % 4]
     from generate_series(1, $1::integer) i`,
  [suppliers],
);
await db.query(
  `insert into public.supplier_visits (supplier_id, visited_on, visited_by, outcome, next_revisit_due,
     certifications_checked, sample_parts_approved, qa_procedures_reviewed, capacity_confirmed)
   select id, current_date - 30, 'Bench', 'passed', current_date + 330, true, true, true, true from public.suppliers`,
);
await db.query(
  `update public.suppliers s set status = 'vetted'
    where (select count(*) from public.suppliers x where x.id < s.id) % 4 <> 3`,
);
await db.query(
  `insert into public.supplier_certificates (supplier_id, standard, expires_on, verified_at)
   select s.id, c.standard, current_date + (case when n % 6 = 0 then -30 else 400 end), case when n % 5 <> 0 then now() end
     from (select id, row_number() over (order by id) as n from public.suppliers) s
     cross join lateral (select unnest(array['iso9001', (array['as9100', 'iatf16949', 'iso13485', 'norsok'])[1 + s.n % 4]]) as standard) c`,
);
// RFQs: the OEM form's answers, each with a measured model. Their insert triggers (counters, the
// outbox's alerts) measure nothing here, so the seed skips them (the owner's replica mode).
await db.query('set session_replication_role = replica');
await db.query(
  `insert into public.oem_leads (company_name, website, industry_sector, contact_person, job_title, email, country,
     city, work_outside_uk, delivery_regions, sourcing_volume, production_requirements, material_types,
     quality_standards, delivery_requirements, attachments, created_at, consent_version)
   select 'Bench OEM ' || i, 'oem.example', (array['aerospace', 'automotive', 'medical', 'energy', 'other'])[1 + i % 5],
          'Bench Buyer', 'Buyer', 'buyer' || i || '@oem.example', 'United Kingdom', 'Bristol',
          (array['no', 'yes', 'no'])[1 + i % 3], (array['uk-only', 'eu', 'global'])[1 + i % 3],
          (array['prototype', 'small', 'medium', 'large'])[1 + i % 4],
          (array['milling', 'turning', 'multi-axis', 'fabrication', 'other'])[1 + i % 5],
          (array['aluminium, titanium', 'stainless-steel', 'plastics, other, PEEK', 'titanium'])[1 + i % 4],
          (array['iso9001', 'iso9001, as9100', '', 'iso13485'])[1 + i % 4],
          (array['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'])[1 + i % 4],
          jsonb_build_array(jsonb_build_object('name', 'part.step', 'size', 1000, 'type', 'model/step',
            'path', 'oem_leads/' || gen_random_uuid() || '/part.step',
            'measurements', jsonb_build_object('sizeMm', jsonb_build_array(100 + i % 400, 80 + i % 200, 20 + i % 150),
                                               'volumeCm3', 100, 'areaCm2', 500))),
          now() - make_interval(mins => i), $2
     from generate_series(1, $1::integer) i`,
  [rfqs, CONSENT_VERSION],
);
// Past introductions, sent 3 to 60 days ago; most answered, some within 48 h.
await db.query(
  `insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, hand_reason, sent_at,
     answer, answered_at, answered_by)
   select 'oem_leads', l.id, s.id, 1, 'bench', 'Bench introduction', now() - make_interval(days => 3 + l.n % 57),
          case when l.n % 4 <> 0 then (array['interested', 'quoted'])[1 + l.n % 2] end,
          case when l.n % 4 <> 0 then now() - make_interval(days => 3 + l.n % 57) + make_interval(hours => l.n % 96) end,
          case when l.n % 4 <> 0 then 'bench' end
     from (select id, (row_number() over (order by id))::integer as n from public.oem_leads limit $1) l
     join (select id, (row_number() over (order by id))::integer as n from public.suppliers) s on s.n = 1 + l.n % $2`,
  [introductions, suppliers],
);
await db.query('set session_replication_role = default');
await db.query('analyze');
console.log(
  `Seeded ${suppliers} suppliers, ${rfqs} RFQs and ${introductions} introductions in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
);

const ids = (
  await db.query<{ id: string }>('select id from public.oem_leads order by random() limit $1', [samples])
).rows.map((r) => r.id);

/**
 * Wall time of each call, and the CPU time this process spent on it: the embedded database runs
 * in this process, so on a machine shared with other work the CPU time is what the call would take
 * on an idle one (the wall time there also counts waiting for a core).
 */
async function time(sql: string): Promise<{ wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    const usage = process.cpuUsage();
    await runAs(db, CALLERS.admin, (tx) => tx.query(sql, [id]));
    const spent = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { wall, cpu };
}

// One warm-up call, so the first sample does not pay for planning the functions.
await runAs(db, CALLERS.admin, (tx) => tx.query("select * from public.suggest_suppliers('oem_leads', $1)", [ids[0]]));
// What any call costs here (a transaction as the admin, as PostgREST runs it), for comparison.
const baseline = await time('select $1::uuid');
const suggest = await time("select * from public.suggest_suppliers('oem_leads', $1)");
const record = await time("select public.record_suggestions('oem_leads', $1)");
const passing = await runAs(db, CALLERS.admin, (tx) =>
  tx.query<{ passed: string }>(
    "select count(*) filter (where rank is not null)::text as passed from public.suggest_suppliers('oem_leads', $1)",
    [ids[0]],
  ),
);

console.log(`a call that does nothing                 cpu  ${summary(baseline.cpu)}`);
console.log(`suggest_suppliers (the suggestion list)  wall ${summary(suggest.wall)}   target p95 ≤ 50 ms`);
console.log(`                                         cpu  ${summary(suggest.cpu)}`);
console.log(`record_suggestions (ranked and stored)   wall ${summary(record.wall)}`);
console.log(`                                         cpu  ${summary(record.cpu)}`);
console.log(`load average over the last minute: ${loadavg()[0]?.toFixed(1) ?? '?'} on ${availableParallelism()} cores`);
console.log(`suppliers passing every filter for one RFQ: ${passing.rows[0]?.passed ?? '?'} of ${suppliers}`);
await db.close();
