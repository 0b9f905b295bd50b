/**
 * The register and the RFQs `npm run bench:match` ranks, the same on PGlite and on a real
 * PostgreSQL server: every value is drawn from a hash of the row's number and a salt (`u()`), so
 * the two databases hold the same suppliers and RFQs and rank them alike, and each attribute is
 * drawn on its own. (An earlier seed took several attributes from the same `i % n`; every AS9100
 * holder was then one never vetted, and the typical RFQ had no supplier left after the filters.)
 *
 * The shares follow a UK-first register of CNC shops: three in four in GB; each process, material,
 * industry and certificate held by its own share of shops; one in six not vetted, and a few vetted
 * ones past their revisit date. A typical RFQ (milling or turning, ISO 9001, UK only) then keeps a
 * few dozen to a hundred suppliers, and AS9100 or a rare process a handful: each filter excludes
 * some, and the scoring and reasons run for every one that passes.
 */

/** Runs one statement; PGlite's database and a node-postgres client both fit. */
export interface Seedable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export interface MatchSeed {
  suppliers: number;
  rfqs: number;
  /** The oldest RFQs that had their options sent: three introductions each. */
  introducedRfqs: number;
  consentVersion: string;
}

/** A number in [0, 1) drawn from the row number `n` and `salt`: the same on every server. */
const u = (salt: string, n = 'i') => `((hashtext('${salt}:' || ${n}) & 1048575) / 1048576.0)`;

/** `value` when u(salt) < share, else null. */
const some = (salt: string, share: number, value: string) => `case when ${u(salt)} < ${share} then '${value}' end`;

/** Picks by cumulative shares: [['a', 0.5], ['b', 0.8], ['c', 1]]. */
const pick = (salt: string, choices: readonly (readonly [string, number])[], n = 'i') =>
  `case ${choices.map(([v, upTo]) => `when ${u(salt, n)} < ${upTo} then ${v === 'null' ? 'null' : `'${v}'`}`).join(' ')} end`;

const list = (items: readonly string[]) => `array_remove(array[${items.join(', ')}], null)::text[]`;

const SUPPLIERS = `
  insert into public.suppliers (company_name, country, processes, max_axes, materials, industries, order_sizes,
     lead_time, regions, envelope_x_mm, envelope_y_mm, envelope_z_mm, capacity)
  select 'Bench Precision ' || i, country, processes, case when 'multi-axis' = any(processes) then 5 end,
         materials, industries, order_sizes, lead_time, regions,
         case when has_envelope then 400 + floor(${u('env-x')} * 12) * 100 end,
         case when has_envelope then 250 + floor(${u('env-y')} * 6) * 100 end,
         case when has_envelope then 150 + floor(${u('env-z')} * 5) * 100 end,
         capacity
    from (
      select i,
             case when ${u('country')} < 0.75 then 'GB' else (array['DE', 'FR', 'IE', 'PL', 'NL', 'IT'])[1 + floor(${u('eu')} * 6)::integer] end as country,
             ${list([
               some('milling', 0.4, 'cnc-milling'),
               some('turning', 0.35, 'cnc-turning'),
               some('swiss', 0.1, 'swiss-type'),
               some('multi-axis', 0.2, 'multi-axis'),
               some('grinding', 0.15, 'grinding'),
               some('edm', 0.08, 'edm'),
               some('fabrication', 0.2, 'fabrication'),
               some('assembly', 0.2, 'assembly'),
             ])} as processes,
             ${list([
               some('aluminium', 0.75, 'aluminium'),
               some('steel', 0.5, 'steel'),
               some('stainless', 0.5, 'stainless-steel'),
               some('titanium', 0.25, 'titanium'),
               some('nickel', 0.12, 'nickel-alloys'),
               some('brass', 0.3, 'brass'),
               some('copper', 0.2, 'copper'),
               some('plastics', 0.3, 'plastics'),
             ])} as materials,
             ${list(
               [
                 'aerospace',
                 'defence',
                 'automotive',
                 'motorsport',
                 'medical',
                 'energy',
                 'oil-and-gas',
                 'rail',
                 'electronics',
                 'general-engineering',
               ].map((industry) => some(`industry-${industry}`, 0.2, industry)),
             )} as industries,
             ${list([
               some('prototype', 0.5, 'prototype'),
               some('small', 0.7, 'small'),
               some('medium', 0.5, 'medium'),
               some('large', 0.25, 'large'),
             ])} as order_sizes,
             ${pick('lead', [
               ['under-2-weeks', 0.2],
               ['2-4-weeks', 0.55],
               ['4-8-weeks', 0.85],
               ['over-8-weeks', 0.95],
               ['null', 1],
             ])} as lead_time,
             case when ${u('regions')} < 0.4 then '{uk}' when ${u('regions')} < 0.8 then '{uk,eu}' else '{global}' end::text[] as regions,
             ${u('has-env')} < 0.9 as has_envelope,
             ${pick('capacity', [
               ['looking-for-work', 0.3],
               ['neutral', 0.65],
               ['at-capacity', 0.8],
               ['null', 1],
             ])} as capacity
        from generate_series(1, $1::integer) i
    ) s`;

/** Five in six vetted after a passed visit; one in twenty of those past its revisit date. */
const VISITS = `
  insert into public.supplier_visits (supplier_id, visited_on, visited_by, outcome, next_revisit_due,
     certifications_checked, sample_parts_approved, qa_procedures_reviewed, capacity_confirmed)
  select s.id, current_date - 200, 'Bench', 'passed', current_date + 165, true, true, true, true
    from public.suppliers s`;
const bench = `substring(s.company_name from '[0-9]+$')::integer`;
const VETTED = `update public.suppliers s set status = 'vetted' where ${u('vetted', bench)} < 5.0 / 6`;
const OVERDUE = `
  update public.supplier_visits v set next_revisit_due = current_date - 7
    from public.suppliers s where s.id = v.supplier_id and s.status = 'vetted' and ${u('overdue', bench)} < 0.05`;

/** Each standard held by its own share; most verified and current, some expired or unverified. */
const CERTIFICATES = `
  insert into public.supplier_certificates (supplier_id, standard, expires_on, verified_at)
  select s.id, c.standard,
         current_date + case when ${u('expired', `${bench} || c.standard`)} < 0.08 then -30 else 400 end,
         case when ${u('verified', `${bench} || c.standard`)} < 0.88 then now() end
    from public.suppliers s
    join (values ('iso9001', 0.8), ('as9100', 0.18), ('iatf16949', 0.12), ('iso13485', 0.1), ('iso14001', 0.25),
                 ('norsok', 0.05), ('nadcap', 0.05)) c(standard, share)
      on ${u('holds', `${bench} || c.standard`)} < c.share`;

/**
 * The OEM form's answers as it stores them, one RFQ a minute back from now, each with a measured
 * model (nine in ten) whose longest side is mostly under 300 mm.
 */
const RFQS = `
  insert into public.oem_leads (company_name, website, industry_sector, contact_person, job_title, email, country,
     city, work_outside_uk, delivery_regions, sourcing_volume, production_requirements, material_types,
     quality_standards, delivery_requirements, attachments, created_at, consent_version)
  select 'Bench OEM ' || i, 'oem.example',
         ${pick('r-industry', [
           ['aerospace', 0.25],
           ['automotive', 0.5],
           ['medical', 0.65],
           ['energy', 0.8],
           ['other', 1],
         ])},
         'Bench Buyer', 'Buyer', 'buyer' || i || '@oem.example', 'United Kingdom', 'Bristol',
         case when ${u('r-outside')} < 0.35 then 'yes' else 'no' end,
         ${pick('r-region', [
           ['uk-only', 0.6],
           ['eu', 0.85],
           ['global', 1],
         ])},
         ${pick('r-volume', [
           ['prototype', 0.3],
           ['small', 0.65],
           ['medium', 0.9],
           ['large', 1],
         ])},
         ${pick('r-process', [
           ['milling', 0.35],
           ['turning', 0.6],
           ['multi-axis', 0.72],
           ['swiss-lathe', 0.77],
           ['fabrication', 0.87],
           ['assembly', 0.92],
           ['other', 1],
         ])},
         ${pick('r-materials', [
           ['aluminium', 0.3],
           ['aluminium, stainless-steel', 0.45],
           ['stainless-steel', 0.6],
           ['titanium', 0.7],
           ['aluminium, titanium', 0.78],
           ['plastics', 0.88],
           ['plastics, other, PEEK', 0.95],
           ['other, Inconel 625', 1],
         ])},
         ${pick('r-standards', [
           ['', 0.15],
           ['iso9001', 0.6],
           ['iso9001, as9100', 0.75],
           ['iso9001, iatf16949', 0.85],
           ['iso13485', 0.95],
           ['iso9001, other', 1],
         ])},
         ${pick('r-lead', [
           ['under-2-weeks', 0.15],
           ['2-4-weeks', 0.5],
           ['4-8-weeks', 0.85],
           ['over-8-weeks', 1],
         ])},
         case when ${u('r-measured')} < 0.9 then
           jsonb_build_array(jsonb_build_object('name', 'part.step', 'size', 1000, 'type', 'model/step',
             'path', 'oem_leads/' || gen_random_uuid() || '/part.step',
             'measurements', jsonb_build_object(
               'sizeMm', jsonb_build_array(round((20 + 480 * power(${u('r-x')}, 2))::numeric, 1),
                                           round((10 + 290 * power(${u('r-y')}, 2))::numeric, 1),
                                           round((5 + 195 * power(${u('r-z')}, 2))::numeric, 1)),
               'volumeCm3', 100, 'areaCm2', 500)))
         else '[]'::jsonb end,
         now() - make_interval(mins => i), $2
    from generate_series(1, $1::integer) i`;

/**
 * The oldest RFQs had their options sent two days after they came in, to three suppliers each:
 * most answered within 48 hours, some later, one in ten declined, some never answered.
 */
const INTRODUCTIONS = `
  insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, hand_reason, sent_at,
     answer, answer_reason, answered_at, first_answered_at, interested_since, answered_by)
  select 'oem_leads', l.id, s.id, p.position, 'bench', 'Bench introduction', l.created_at + interval '2 days',
         a.answer, case when a.answer = 'declined' then 'Too busy this month' end,
         case when a.answer is not null then l.created_at + interval '2 days' + make_interval(hours => a.hours) end,
         case when a.answer is not null then l.created_at + interval '2 days' + make_interval(hours => a.hours) end,
         case when a.answer = 'interested' then l.created_at + interval '2 days' + make_interval(hours => a.hours) end,
         case when a.answer is not null then 'bench' end
    from (select o.id, o.created_at, substring(o.company_name from '[0-9]+$')::integer as n
            from public.oem_leads o order by o.created_at limit $1) l
    cross join (values (1), (2), (3)) p(position)
    join (select id, (row_number() over (order by company_name))::integer - 1 as k from public.suppliers) s
      on s.k = (l.n * 7 + p.position * 331) % $2
    cross join lateral (
      select ${pick(
        'answer',
        [
          ['interested', 0.45],
          ['quoted', 0.7],
          ['declined', 0.8],
          ['null', 1],
        ],
        `l.n || ':' || p.position`,
      )} as answer,
             case when ${u('late', `l.n || ':' || p.position`)} < 0.75 then 2 + (l.n % 40) else 50 + (l.n % 100) end as hours
    ) a`;

/**
 * Seeds the register, the RFQs and the introductions. The RFQs' insert triggers (counters, the
 * outbox's alerts) measure nothing here, so they are skipped (the owner's replica mode).
 */
export async function seedMatchBench(db: Seedable, seed: MatchSeed): Promise<void> {
  await db.query(SUPPLIERS, [seed.suppliers]);
  await db.query(VISITS);
  await db.query(VETTED);
  await db.query(OVERDUE);
  await db.query(CERTIFICATES);
  await db.query('set session_replication_role = replica');
  await db.query(RFQS, [seed.rfqs, seed.consentVersion]);
  await db.query(INTRODUCTIONS, [Math.min(seed.introducedRfqs, seed.rfqs), seed.suppliers]);
  await db.query('set session_replication_role = default');
  await db.query('analyze');
}

/** The numbers of the RFQs sampled ('Bench OEM <n>'): spread evenly, the same on every server. */
export function sampledRfqNumbers(rfqs: number, samples: number): number[] {
  return Array.from({ length: samples }, (_, k) => 1 + ((k * 7919 + 17) % rfqs));
}
