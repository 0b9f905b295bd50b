/**
 * `npm run bench:queue`: the desk's RFQ queue (public.rfq_queue, docs/decisions/0038-rfq-queue.md)
 * at two sizes.
 *
 * For each size, a fresh in-memory embedded backend (the migrated snapshot) is seeded in SQL with
 * that many RFQs across the OEM and /quote tables, most with options sent, some closed, paused,
 * running or overdue, with suggestion lists, introductions and answers, a few assigned
 * (scripts/bench/queue-seed.ts). Then each page the desk asks for first, the default order (time
 * left) and the other sorts and filters, is timed (p50/p95) two ways:
 *   - in the database: EXPLAIN ANALYZE of `select * from rfq_queue(…)` as an admin at aal2 (the
 *     function's admin check included), its planning and execution time and the pages it touched;
 *   - through the API the desk uses: supabase-js `rpc('rfq_queue')` against the embedded backend,
 *     signed in as the local admin with the second factor.
 * It ends with the default first page at the largest size over the smallest (goal: within 1.2x,
 * and p95 ≤ 50 ms in the database) and prints whether the goal was met. The other pages are
 * printed as they are; no index promises them the same. It asserts nothing about time.
 *
 * Options: BENCH_QUEUE_ROWS (default 10000,100000), BENCH_SAMPLES (default 200 for the default
 * page; each other one takes at most 20 each way, and no more once 45 s are spent, n printed as
 * request/database); BENCH_SMOKE=1 for 300 RFQs and one sample
 * (scripts/bench/smoke.ts).
 */
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import type { Database as Schema } from '../../src/shared/database.types';
import { startEmbeddedBackend } from '../../supabase/local/backend';
import { ANON_KEY, localAdmin } from '../../supabase/local/config';
import { signInWithSecondFactor } from '../../supabase/local/auth/admin-sign-in';
import type { Database } from '../../supabase/local/database';
import { runAs } from '../../supabase/local/db/run-as';
import { CALLERS } from '../../supabase/tests/support/fixtures';
import { migratedSnapshot } from '../../supabase/tests/support/snapshot';
import { seedQueue } from './queue-seed';
import { smoke, smokeOr } from './smoke';
import { ms, p50, p95, timed } from './stats';

// supabase-js builds a realtime client, which needs a global WebSocket; Node 20 has none.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const sizes = (process.env.BENCH_QUEUE_ROWS ?? smokeOr('300', '10000,100000')).split(',').map(Number);
const samples = Number(process.env.BENCH_SAMPLES ?? smokeOr(1, 200));
const otherSamples = Math.min(samples, 20);
/** Each other page stops sampling one way after this long (at least 3 samples): some sort every row. */
const OTHER_BUDGET_MS = smokeOr(0, 45_000);

type QueueArgs = Schema['public']['Functions']['rfq_queue']['Args'];

const DEFAULT_PAGE = 'default: time left';
const pages: ReadonlyArray<[string, QueueArgs]> = [
  [DEFAULT_PAGE, {}],
  ['sort by company', { p_sort: 'company' }],
  ['sort by stage', { p_sort: 'stage' }],
  ['mine', { p_mine: true }],
  ['due: overdue', { p_due: 'overdue' }],
  ['stage: new', { p_stage: 'new' }],
];

/** The call as SQL: named arguments, values bound. */
function callSql(args: QueueArgs): { sql: string; params: unknown[] } {
  const entries = Object.entries(args);
  const named = entries.map(([name], i) => `${name} => $${i + 1}`).join(', ');
  return { sql: `select * from public.rfq_queue(${named})`, params: entries.map(([, value]) => value) };
}

type Plan = {
  'Planning Time': number;
  'Execution Time': number;
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number; 'Actual Rows'?: number };
};

/** The database's own time for one page as the fixture admin at aal2, and the pages it touched. */
async function inDatabase(db: Database, args: QueueArgs, times: number, budgetMs = Infinity) {
  const { sql, params } = callSql(args);
  const durations: number[] = [];
  let blocks = NaN;
  let rows = NaN;
  const started = performance.now();
  for (let i = 0; i < times && (i < 3 || performance.now() - started < budgetMs); i++) {
    const { rows: plans } = await runAs(db, CALLERS.admin, (tx) =>
      tx.query<{ 'QUERY PLAN': [Plan] }>(`explain (analyze, buffers, format json) ${sql}`, params),
    );
    const plan = plans[0]?.['QUERY PLAN'][0];
    durations.push((plan?.['Planning Time'] ?? NaN) + (plan?.['Execution Time'] ?? NaN));
    blocks = (plan?.Plan['Shared Hit Blocks'] ?? 0) + (plan?.Plan['Shared Read Blocks'] ?? 0);
    rows = plan?.Plan['Actual Rows'] ?? NaN;
  }
  return { durations, blocks, rows };
}

type Figures = { request: number[]; database: number[]; blocks: number; rows: number; total: number };

async function benchSize(size: number): Promise<Record<string, Figures>> {
  let started = performance.now();
  const backend = await startEmbeddedBackend({ snapshot: await migratedSnapshot(), port: 0 });
  try {
    console.log(`\n=== ${size.toLocaleString('en-GB')} RFQs ===`);
    console.log(`Fresh embedded backend at ${backend.url ?? ''} (${ms(performance.now() - started)})`);
    started = performance.now();
    const counts = await seedQueue(backend.db, size);
    console.log(
      `Seeded ${counts.oem_leads.toLocaleString('en-GB')} OEM RFQs and ${counts.consultation_requests.toLocaleString('en-GB')} consultation requests (${ms(performance.now() - started)})`,
    );
    const admin = createClient<Schema>(backend.url ?? '', ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await signInWithSecondFactor(admin, localAdmin());

    let total = NaN;
    let pageRows = NaN;
    const page = (args: QueueArgs) => async () => {
      const { data, error } = await admin.rpc('rfq_queue', args);
      if (error) throw error;
      total = Number(data[0]?.total ?? 0);
      pageRows = data.length;
    };
    const figures: Record<string, Figures> = {};
    console.log('  page (50 rows)          through supabase-js rpc          in the database (EXPLAIN ANALYZE)');
    for (const [name, args] of pages) {
      const [times, budget] = name === DEFAULT_PAGE ? [samples, Infinity] : [otherSamples, OTHER_BUDGET_MS];
      // In the database first, so that a request the HTTP layer drops still leaves that figure.
      // Each way is warmed up once: plans and caches, as a running desk has them.
      await inDatabase(backend.db, args, 1);
      const { durations, blocks, rows } = await inDatabase(backend.db, args, times, budget);
      let request: number[] = [];
      let apiResult: string;
      const started = performance.now();
      try {
        await page(args)();
        request = await timed(page(args), times, budget);
        apiResult = `p50 ${ms(p50(request), 2)}  p95 ${ms(p95(request), 2)}`;
      } catch (error) {
        if (smoke) throw error;
        const message = error instanceof Error ? error.message : ((error as { message?: string }).message ?? '');
        apiResult = `failed after ${ms(performance.now() - started, 0)}: ${message}`;
        [pageRows, total] = [NaN, NaN];
      }
      figures[name] = { request, database: durations, blocks, rows, total };
      console.log(
        `  ${name.padEnd(22)}  ${apiResult}` +
          `  ·  p50 ${ms(p50(durations), 2)}  p95 ${ms(p95(durations), 2)}  ${blocks} pages` +
          `  (n=${request.length}/${durations.length}; the bench's admin: ${pageRows} rows of ${total.toLocaleString('en-GB')}, the fixture admin: ${rows})`,
      );
    }
    return figures;
  } finally {
    await backend.close();
  }
}

const bySize: [number, Record<string, Figures>][] = [];
for (const size of sizes) bySize.push([size, await benchSize(size)]);

const [smallest, largest] = [bySize[0], bySize.at(-1)];
if (smallest && largest && smallest !== largest) {
  const head = bySize.map(([size]) => `${size.toLocaleString('en-GB')} RFQs`.padStart(16)).join('');
  console.log(`\nSide by side, in the database p50 / p95:\n  ${''.padEnd(22)}${head}     ratio (p50)`);
  for (const [name] of pages) {
    const cells = bySize
      .map(
        ([, figures]) =>
          `${p50(figures[name]?.database ?? []).toFixed(1)} / ${p95(figures[name]?.database ?? []).toFixed(1)}`,
      )
      .map((cell) => cell.padStart(16))
      .join('');
    const ratio = p50(largest[1][name]?.database ?? []) / p50(smallest[1][name]?.database ?? []);
    console.log(`  ${name.padEnd(22)}${cells}${`${ratio.toFixed(2)}x`.padStart(12)}`);
  }
  const big = largest[1][DEFAULT_PAGE];
  const small = smallest[1][DEFAULT_PAGE];
  if (big && small) {
    const ratio = p50(big.database) / p50(small.database);
    const requestRatio = p50(big.request) / p50(small.request);
    const met = ratio <= 1.2 && p95(big.database) <= 50;
    console.log(
      `\nDefault first page, ${largest[0].toLocaleString('en-GB')} over ${smallest[0].toLocaleString('en-GB')} RFQs:` +
        ` in the database ${ratio.toFixed(2)}x (p50; pages ${(big.blocks / small.blocks).toFixed(2)}x),` +
        ` p95 ${ms(p95(big.database))}; through supabase-js ${requestRatio.toFixed(2)}x (p50)` +
        `\n  goal (within 1.2x and p95 ≤ 50 ms in the database): ${met ? 'goal met' : 'goal missed'}`,
    );
  }
}
process.exit(0);
