/**
 * `npm run bench:match`: how fast the desk ranks the register for one RFQ, on the embedded
 * database (PGlite) and on a real PostgreSQL 15 server.
 *
 * Each part seeds the same data (scripts/bench/match-seed.ts): BENCH_SUPPLIERS suppliers (default
 * 1,000), BENCH_RFQS OEM RFQs (default 100,000, nine in ten with a measured CAD file) and three
 * introductions each for the 5,000 oldest RFQs, with answers. Then, for BENCH_SAMPLES RFQs (default
 * 200, the same ones on both), it times `public.suggest_suppliers` and `public.record_suggestions`
 * called as an admin at aal2 in a transaction of their own, the way PostgREST calls them (the
 * rows as one JSON body), and prints p50 / p95. The target is a p95 within 50 ms for the suggestion list. It also prints how
 * many suppliers passed every filter (min / median / max over the samples) and which filters
 * excluded the others, so the figures are known to include the scoring and its reasons.
 *
 * Wall time is what the caller waits. CPU time is the database's own work: on PGlite (in this
 * process) this process's CPU time, on the server its backend's (/proc/<pid>/schedstat). On a
 * machine shared with other work the CPU time is what the call would take on an idle one.
 *
 * The real server is started as the PostgreSQL lane starts it (tests/pg/support/server.ts: a
 * throwaway cluster on a free port) and migrated the same way. Without PostgreSQL 15 (PG_BIN,
 * default /usr/lib/postgresql/15/bin) that part says so and is skipped; BENCH_MATCH_PG=0 skips it.
 * It prints figures and asserts nothing about time (machines differ).
 *
 * BENCH_SMOKE=1 (scripts/bench/smoke.ts) seeds 20 suppliers and 100 RFQs and takes one sample.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { runAs, type Queryable, type Transactional } from '../../supabase/local/db/run-as';
import { CALLERS, CONSENT_VERSION } from '../../supabase/tests/support/fixtures';
import { freshDatabase } from '../../supabase/tests/support/snapshot';
import { migrateServer } from '../../tests/pg/support/migrate';
import { PG_BIN, startPostgres } from '../../tests/pg/support/server';
import { sampledRfqNumbers, seedMatchBench, type MatchSeed, type Seedable } from './match-seed';
import { smokeOr } from './smoke';

const seed: MatchSeed = {
  suppliers: Number(process.env.BENCH_SUPPLIERS ?? smokeOr(20, 1000)),
  rfqs: Number(process.env.BENCH_RFQS ?? smokeOr(100, 100_000)),
  introducedRfqs: smokeOr(10, 5000),
  consentVersion: CONSENT_VERSION,
};
const samples = Number(process.env.BENCH_SAMPLES ?? smokeOr(1, 200));
const withServer = process.env.BENCH_MATCH_PG !== '0';

/** One database under test: where to seed, how to open a request's transaction, whose CPU to read. */
interface Backend extends Transactional<Queryable> {
  name: string;
  owner: Seedable & Queryable;
  /** CPU time spent by the database so far, in ms. */
  cpu(): number;
}

interface Timing {
  wall: number[];
  cpu: number[];
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
function summary(values: readonly number[]) {
  const s = sorted(values);
  return `p50 ${quantile(s, 0.5).toFixed(1)} ms  p95 ${quantile(s, 0.95).toFixed(1)} ms  (n=${values.length})`;
}

type Ranked = { rank: number | null; excluded_by: string | null };

/** The calls as PostgREST (and the embedded backend, supabase/local/rest/rpc.ts) make them: one JSON body. */
const SUGGEST = `select coalesce(json_agg(r), '[]')::text as body
  from (select * from public.suggest_suppliers(p_lead_table => 'oem_leads', p_lead_id => $1)) r`;
const RECORD = `select coalesce(to_json(public.record_suggestions(p_lead_table => 'oem_leads', p_lead_id => $1)), 'null')::text as body`;

async function bench(backend: Backend): Promise<number[]> {
  const started = performance.now();
  await seedMatchBench(backend.owner, seed);
  console.log(
    `\n${backend.name}: seeded ${seed.suppliers} suppliers, ${seed.rfqs} RFQs and ${3 * Math.min(seed.introducedRfqs, seed.rfqs)} introductions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const names = sampledRfqNumbers(seed.rfqs, samples).map((n) => `Bench OEM ${n}`);
  const byName = new Map(
    (
      await backend.owner.query<{ id: string; company_name: string }>(
        'select id, company_name from public.oem_leads where company_name = any($1)',
        [names],
      )
    ).rows.map((r) => [r.company_name, r.id]),
  );
  const ids = names.map((name) => byName.get(name) ?? '');

  const passing: number[] = [];
  const excluded = new Map<string, number[]>();
  async function time(sql: string, tally = false): Promise<Timing> {
    const timing: Timing = { wall: [], cpu: [] };
    for (const id of ids) {
      const wall = performance.now();
      const cpu = backend.cpu();
      const { rows } = await runAs(backend, CALLERS.admin, (tx) => tx.query<{ body: string }>(sql, [id]));
      timing.cpu.push(backend.cpu() - cpu);
      timing.wall.push(performance.now() - wall);
      if (!tally) continue;
      const ranked = JSON.parse(rows[0]?.body ?? '[]') as Ranked[];
      passing.push(ranked.filter((r) => r.rank !== null).length);
      const counts = new Map<string, number>();
      for (const r of ranked) if (r.excluded_by) counts.set(r.excluded_by, (counts.get(r.excluded_by) ?? 0) + 1);
      for (const [filter, n] of counts) excluded.set(filter, [...(excluded.get(filter) ?? []), n]);
    }
    return timing;
  }

  // One warm-up call, so the first sample does not pay for planning the functions.
  await runAs(backend, CALLERS.admin, (tx) => tx.query(SUGGEST, [ids[0]]));
  // What any call costs here (a transaction as the admin, as PostgREST runs it), for comparison.
  const baseline = await time('select $1::uuid::text as body');
  const suggest = await time(SUGGEST, true);
  const record = await time(RECORD);

  const pad = ' '.repeat(backend.name.length);
  console.log(`${backend.name} a call that does nothing                 cpu  ${summary(baseline.cpu)}`);
  console.log(
    `${backend.name} suggest_suppliers (the suggestion list)  wall ${summary(suggest.wall)}   target p95 ≤ 50 ms`,
  );
  console.log(`${pad}                                          cpu  ${summary(suggest.cpu)}`);
  console.log(`${backend.name} record_suggestions (ranked and stored)   wall ${summary(record.wall)}`);
  console.log(`${pad}                                          cpu  ${summary(record.cpu)}`);
  const p = sorted(passing);
  console.log(
    `${backend.name} suppliers passing every filter, of ${seed.suppliers}: min ${p[0] ?? '?'}  median ${quantile(p, 0.5)}  max ${p.at(-1) ?? '?'} over ${p.length} RFQs`,
  );
  console.log(
    `${pad} excluded by (median over the RFQs where the filter excluded any; in how many):  ${[...excluded]
      .map(([filter, n]) => `${filter} ${quantile(sorted(n), 0.5)} (${n.length})`)
      .join(', ')}`,
  );
  console.log(
    `load average over the last minute: ${loadavg()[0]?.toFixed(1) ?? '?'} on ${availableParallelism()} cores`,
  );
  return passing;
}

async function onPglite(): Promise<number[]> {
  const db = await freshDatabase();
  const usage = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  try {
    return await bench({ name: 'PGlite', owner: db, transaction: (fn) => db.transaction(fn), cpu: usage });
  } finally {
    await db.close();
  }
}

/** The backend process's time on a CPU so far (ms), or NaN where /proc does not say. */
function backendCpu(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

async function onServer(): Promise<number[] | undefined> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    console.log(`\nPostgreSQL 15: not installed (no ${join(PG_BIN, 'initdb')}); that part is skipped`);
    return undefined;
  }
  const server = await startPostgres();
  try {
    await migrateServer(server.url);
    const owner = new pg.Client({ connectionString: server.url });
    const client = new pg.Client({ connectionString: server.url });
    await Promise.all([owner.connect(), client.connect()]);
    const pid = (client as unknown as { processID: number }).processID;
    const wrap = (c: pg.Client) => ({
      async query<R>(sql: string, params: unknown[] = []) {
        const result = await c.query(sql, params);
        return { rows: result.rows as R[] };
      },
    });
    const version =
      (await owner.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v.split(' ')[0] ??
      '?';
    try {
      return await bench({
        name: `PostgreSQL ${version}`,
        owner: wrap(owner),
        async transaction(fn) {
          await client.query('begin');
          try {
            const value = await fn(wrap(client));
            await client.query('commit');
            return value;
          } catch (error) {
            await client.query('rollback');
            throw error;
          }
        },
        cpu: () => backendCpu(pid),
      });
    } finally {
      await Promise.all([owner.end(), client.end()]);
    }
  } finally {
    server.stop();
  }
}

const embedded = await onPglite();
if (withServer) {
  const real = await onServer();
  if (real) {
    const same = real.length === embedded.length && real.every((n, k) => n === embedded[k]);
    console.log(`\nthe same suppliers pass on both databases for each sampled RFQ: ${same ? 'yes' : 'NO'}`);
  }
} else {
  console.log('\nPostgreSQL 15: skipped (BENCH_MATCH_PG=0)');
}
