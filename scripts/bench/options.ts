/**
 * `npm run bench:options`: the buyer's private options page (docs/decisions/0037-buyer-options-page.md),
 * the twin of `npm run bench:brief`.
 *
 * 1. In the database: the embedded backend, on a fresh data directory from the migrated snapshot,
 *    is seeded with BENCH_OPTIONS_RFQS RFQs, a third of them with options sent (three suppliers
 *    each, interested with stated terms, verified certificates and visits), their links issued by
 *    `issue_options_link` as the service role, and some choices and questions
 *    (scripts/bench/options-seed.ts). After checking that a token opens a whole page and that the
 *    lookups behind it are index-driven (scripts/bench/options-check.ts), `open_options(token)` is
 *    timed for random live tokens: the request as the page makes it (a POST to the REST layer, each
 *    from its own address) and the database's own time (EXPLAIN ANALYZE), p50/p95, and a wrong
 *    token's refusal beside it. Goal: p95 ≤ 50 ms at 100,000 RFQs.
 * 2. In the browser: the built site (`npm run build:test` first) under `vite preview` on the same
 *    seeded data directory, and Lighthouse (mobile, simulated throttling) on `/options#<token>` for
 *    a seeded token and on the static no-JavaScript page (scripts/bench/static-baseline.html) in
 *    the same run, as a first visit (cache and storage reset) and as a return (kept). Goal: the
 *    page's LCP within 1.2x of the static page's.
 * It prints figures and asserts nothing about time.
 *
 * Options: BENCH_OPTIONS_RFQS (default 100000), BENCH_SAMPLES (default 200), BENCH_RUNS (default
 * 3), BENCH_PORT (default 4673); BENCH_SMOKE=1 for 300 RFQs,
 * one sample and one Lighthouse run of each (scripts/bench/smoke.ts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { startEmbeddedBackend } from '../../supabase/local/backend';
import { TEST_CLIENT_ADDRESS_HEADER } from '../../supabase/local/config';
import type { Database } from '../../supabase/local/database';
import { runAs } from '../../supabase/local/db/run-as';
import { CALLERS } from '../../supabase/tests/support/fixtures';
import { migratedSnapshot } from '../../supabase/tests/support/snapshot';
import { compareLcp, launchChromium, serveBaseline } from './baseline';
import { httpsFront } from './https-front';
import { checkPlans, checkView, openOptions } from './options-check';
import { seedOptions } from './options-seed';
import { startPreview } from './preview';
import { smoke, smokeOr } from './smoke';

const rfqs = Number(process.env.BENCH_OPTIONS_RFQS ?? smokeOr(300, 100_000));
const samples = Number(process.env.BENCH_SAMPLES ?? smokeOr(1, 200));
const runs = Number(process.env.BENCH_RUNS ?? smokeOr(1, 3));
const port = Number(process.env.BENCH_PORT ?? 4673);
/** A third of the RFQs had their options sent. */
const OPTIONED_SHARE = 1 / 3;
const PAGE = '/options';

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

type Plan = { 'Planning Time': number; 'Execution Time': number };

async function timeOpen(db: Database, base: string, token: () => string) {
  const request: number[] = [];
  const database: number[] = [];
  for (let i = 0; i < samples; i++) {
    // Each sample from an address of its own, so wrong tokens stay under the per-address limit.
    const address = `198.51.${(i >> 8) & 255}.${i & 255}`;
    const value = token();
    const start = performance.now();
    const response = await openOptions(base, value, address);
    await response.arrayBuffer();
    request.push(performance.now() - start);
    const { rows: plans } = await runAs(
      db,
      CALLERS.anon,
      (tx) =>
        tx.query<{ 'QUERY PLAN': [Plan] }>('explain (analyze, format json) select public.open_options($1)', [value]),
      { [TEST_CLIENT_ADDRESS_HEADER]: address, 'x-forwarded-for': address },
    );
    const plan = plans[0]?.['QUERY PLAN'][0];
    database.push((plan?.['Planning Time'] ?? NaN) + (plan?.['Execution Time'] ?? NaN));
  }
  return { request: request.sort((a, b) => a - b), database: database.sort((a, b) => a - b) };
}

/** Seeds `dataDir`, checks and times `open_options`; returns a live token for the page. */
async function databasePart(dataDir: string): Promise<string> {
  const backend = await startEmbeddedBackend({
    snapshot: await migratedSnapshot(),
    dataDir,
    port: 0,
    clientAddressFrom: TEST_CLIENT_ADDRESS_HEADER,
  });
  try {
    const base = backend.url ?? '';
    const started = performance.now();
    const { optioned, tokens } = await seedOptions(backend.db, rfqs, OPTIONED_SHARE);
    console.log(
      `\n${rfqs.toLocaleString('en-GB')} RFQs, ${optioned.toLocaleString('en-GB')} with options sent and a live link (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    await checkPlans(backend.db, tokens[0] ?? '', !smoke);
    await checkView(backend.db, base, tokens);
    const random = () => tokens[Math.floor(Math.random() * tokens.length)] ?? '';
    await timeOpen(backend.db, base, random); // warm-up: plans and caches, as a running site has them
    for (const [name, token] of [
      ['open_options, a live link', random],
      ['open_options, a wrong token', () => randomBytes(32).toString('base64url')],
    ] as const) {
      await backend.db.exec('delete from private.brief_link_failures');
      const { request, database } = await timeOpen(backend.db, base, token);
      console.log(
        `  ${name.padEnd(28)} request p50 ${ms(quantile(request, 0.5))}  p95 ${ms(quantile(request, 0.95))}` +
          `  ·  in the database p50 ${ms(quantile(database, 0.5))}  p95 ${ms(quantile(database, 0.95))}  (n=${request.length}; goal p95 ≤ 50 ms)`,
      );
    }
    await backend.db.exec('delete from private.brief_link_failures');
    return tokens[1] ?? tokens[0] ?? '';
  } finally {
    await backend.close();
  }
}

async function browserPart(dataDir: string, token: string): Promise<void> {
  const built = existsSync(join('dist', PAGE.slice(1)));
  if (!built) console.log(`\n(the built site has no ${PAGE} page yet: Lighthouse measures what the route renders)`);
  const preview = await startPreview(port, 'options', dataDir);
  const baselineServer = await serveBaseline();
  const chrome = await launchChromium();
  const site = await httpsFront(preview.base);
  try {
    const ratios = await compareLcp(PAGE, `${site.url}${PAGE}#${token}`, baselineServer.url, chrome.port, runs);
    if (built && !(ratios.first > 0 && ratios.returning > 0)) throw new Error(`bench:options: ${PAGE} has no LCP`);
  } finally {
    await chrome.kill();
    site.close();
    baselineServer.close();
    preview.stop();
  }
}

const dataDir = join(mkdtempSync(join(tmpdir(), 'fb-options-')), 'db');
try {
  const token = await databasePart(dataDir);
  await browserPart(dataDir, token);
} finally {
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
}
