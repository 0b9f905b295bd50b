/**
 * `npm run bench:match-list`: the RFQ list with its 72-hour clocks at two table sizes
 * (docs/decisions/0030-the-72-hour-clock.md); `npm run bench:match` measures the suggestion list.
 *
 * For each size, a fresh in-memory migrated database is seeded with that many OEM RFQs, about 100
 * a day: the older ones had their options sent (a few late, and a few of the last month's never:
 * overdue), the last 72 hours' clocks still run. Both sizes hold the same open and overdue RFQs;
 * only the history grows, which is what a desk in use sees. Then, as an admin at aal2 (row-level security and the admin check
 * included), each query the desk makes is timed (p50/p95): the list's first page, the dashboard's
 * clock counts, and the "overdue" and "due within 24 h" filtered pages with their exact counts.
 * Each is timed as a whole request through the admin's transaction, and as the database's own
 * planning and execution time (EXPLAIN ANALYZE) with the pages it touched. It ends with the
 * largest size's pages and database p50 over the smallest's for each: the open clocks' partial
 * index should keep every one within 1.2x.
 * It prints figures and asserts nothing about time.
 *
 * Options: BENCH_LIST_ROWS (default 10000,100000), BENCH_SAMPLES (default 200); BENCH_SMOKE=1 for
 * 300 rows and one sample (scripts/bench/smoke.ts).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { Database } from '../../supabase/local/database';
import { runAs } from '../../supabase/local/db/run-as';
import { CALLERS, validRow } from '../../supabase/tests/support/fixtures';
import { freshDatabase } from '../../supabase/tests/support/snapshot';
import { smokeOr } from './smoke';

const sizes = (process.env.BENCH_LIST_ROWS ?? smokeOr('300', '10000,100000')).split(',').map(Number);
const samples = Number(process.env.BENCH_SAMPLES ?? smokeOr(1, 200));

// Open clocks, as the desk's clock filters ask for them (and as the partial index holds them).
const OPEN = 'options_sent_at is null and clock_paused_at is null and clock_closed_at is null';
const queries: Readonly<Record<string, string>> = {
  'first page (50, newest first)': 'select * from public.oem_leads order by created_at desc, id limit 50',
  'clock counts (dashboard)': 'select * from public.rfq_clock_counts()',
  'overdue page': `select * from public.oem_leads where ${OPEN} and clock_due_at < now() order by created_at desc, id limit 50`,
  'overdue count': `select count(*) from public.oem_leads where ${OPEN} and clock_due_at < now()`,
  'due within 24 h page': `select * from public.oem_leads where ${OPEN} and clock_due_at >= now()
     and clock_due_at <= now() + interval '24 hours' order by created_at desc, id limit 50`,
  'due within 24 h count': `select count(*) from public.oem_leads where ${OPEN} and clock_due_at >= now()
     and clock_due_at <= now() + interval '24 hours'`,
};

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * `rows` OEM RFQs, 100 a day back from now, inserted as the owner with the arrival triggers off
 * (session_replication_role = replica: no outbox rows, counters or limits, which this list does
 * not read), so the clock's columns are written as the trigger would have: due 72 h after arrival.
 */
async function seed(db: Database, rows: number): Promise<void> {
  const template: Record<string, unknown> = { ...validRow('oem_leads') };
  delete template.id;
  delete template.email;
  const columns = Object.keys(template);
  await db.exec('set session_replication_role = replica');
  await db.query(
    `insert into public.oem_leads (id, email, created_at, due_at, clock_due_at, options_sent_at, ${columns.map((c) => `"${c}"`).join(', ')})
     select gen_random_uuid(), 'buyer' || g || '@bench.example', arrived, arrived + interval '72 hours',
            arrived + interval '72 hours',
            case when arrived > now() - interval '72 hours' then null       -- still running
                 when g % 200 = 0 and g < 3000 then null                     -- never sent, in the last month: overdue
                 else arrived + make_interval(hours => 12 + (g % 70)) end,   -- sent, a few late
            ${columns.map((c) => `t."${c}"`).join(', ')}
       from generate_series(1, $1::integer) g,
            lateral (select now() - make_interval(secs => g * 864) as arrived) a,
            json_populate_record(null::public.oem_leads, $2::json) t`,
    [rows, JSON.stringify(template)],
  );
  await db.exec('set session_replication_role = origin');
  await db.exec('analyze public.oem_leads');
}

type Plan = {
  'Planning Time': number;
  'Execution Time': number;
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
};

/**
 * The database's own time for one query (planning plus execution, from EXPLAIN ANALYZE), as the
 * admin: what the table's size can change, without the JavaScript around it, whose garbage
 * collection and a loaded machine's scheduling swamp sub-millisecond queries. Also the pages
 * (8 KB blocks) the execution touched, functions' inner queries included: unlike a time, that
 * count does not depend on the machine, and it is what grows when a query reads more of a
 * bigger table.
 */
async function databaseTime(db: Database, sql: string): Promise<{ durations: number[]; pages: number }> {
  const durations: number[] = [];
  let pages = NaN;
  for (let i = 0; i < samples; i++) {
    const { rows } = await runAs(db, CALLERS.admin, (tx) =>
      tx.query<{ 'QUERY PLAN': [Plan] }>(`explain (analyze, buffers, format json) ${sql}`),
    );
    const plan = rows[0]?.['QUERY PLAN'][0];
    durations.push((plan?.['Planning Time'] ?? NaN) + (plan?.['Execution Time'] ?? NaN));
    pages = (plan?.Plan['Shared Hit Blocks'] ?? 0) + (plan?.Plan['Shared Read Blocks'] ?? 0);
  }
  return { durations: durations.sort((a, b) => a - b), pages };
}

async function time(db: Database, sql: string): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await runAs(db, CALLERS.admin, (tx) => tx.query(sql));
    durations.push(performance.now() - start);
  }
  return durations.sort((a, b) => a - b);
}

/** Runs the benchmark; returns each query's database p50 and pages touched per size. */
export async function runListBench(): Promise<Record<string, Record<number, { p50: number; pages: number }>>> {
  const figures: Record<string, Record<number, { p50: number; pages: number }>> = {};
  for (const size of sizes) {
    const db = await freshDatabase();
    try {
      const started = performance.now();
      await seed(db, size);
      console.log(
        `\n${size.toLocaleString('en-GB')} OEM RFQs (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      for (const [name, sql] of Object.entries(queries)) {
        await time(db, sql); // warm-up: plans and caches, as a running desk has them
        const sorted = await time(db, sql);
        const { durations, pages } = await databaseTime(db, sql);
        (figures[name] ??= {})[size] = { p50: quantile(durations, 0.5), pages };
        console.log(
          `  ${name.padEnd(30)} request p50 ${ms(quantile(sorted, 0.5))}  p95 ${ms(quantile(sorted, 0.95))}` +
            `  ·  in the database p50 ${ms(quantile(durations, 0.5))}  p95 ${ms(quantile(durations, 0.95))}` +
            `  ·  ${pages} pages  (n=${sorted.length})`,
        );
      }
    } finally {
      await db.close();
    }
  }
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  if (largest !== smallest) {
    console.log(
      `\nThe RFQ list with its clocks at ${largest.toLocaleString('en-GB')} over ${smallest.toLocaleString('en-GB')} rows (goal: within 1.2x).` +
        `\nPages touched are the machine-independent figure; sub-millisecond times on a shared machine are noisy.`,
    );
    for (const [name, bySize] of Object.entries(figures)) {
      const [big, small] = [bySize[largest], bySize[smallest]];
      const pages = (big?.pages ?? NaN) / (small?.pages ?? NaN);
      const time = (big?.p50 ?? NaN) / (small?.p50 ?? NaN);
      console.log(
        `  ${name.padEnd(30)} pages ${pages.toFixed(2)}x ${pages <= 1.2 ? 'within' : 'OVER'} 1.2x` +
          `  ·  time in the database (p50) ${time.toFixed(2)}x`,
      );
    }
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runListBench();
}
