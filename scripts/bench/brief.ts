/**
 * `npm run bench:brief`: a supplier's private brief page (docs/decisions/0036-supplier-brief-pages.md).
 *
 * 1. In the database: a fresh migrated PGlite is seeded with BENCH_BRIEF_ROWS introductions (three
 *    per OEM RFQ, each sent, each with a live link), and `public.open_brief(token)` is timed as a
 *    visitor (anon, with a client address) for random tokens: the whole request and the database's
 *    own time (EXPLAIN ANALYZE), p50/p95, and a wrong token's refusal beside it. Goal: p95 ≤ 50 ms
 *    at 100,000 introductions.
 * 2. In the browser: the built site (`npm run build` first) under `vite preview`, one brief seeded
 *    through the service role's REST API, and Lighthouse (mobile, simulated throttling) on
 *    `/brief#<token>` and on the static no-JavaScript page (scripts/bench/static-baseline.html) in
 *    the same run, as a first visit (cache and storage reset) and as a return (kept). Goal: the
 *    page's LCP within 1.2x of the static page's.
 * It prints figures and asserts nothing about time.
 *
 * Options: BENCH_BRIEF_ROWS (default 100000), BENCH_SAMPLES (default 200), BENCH_RUNS (default 3),
 * BENCH_PORT (default 4185); BENCH_SMOKE=1 for 300 rows, one
 * sample and one Lighthouse run of each (scripts/bench/smoke.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../supabase/local/database';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { runAs } from '../../supabase/local/db/run-as';
import { CALLERS, validRow } from '../../supabase/tests/support/fixtures';
import { freshDatabase } from '../../supabase/tests/support/snapshot';
import { ownerSupplier } from '../../supabase/tests/support/suppliers';
import { compareLcp, launchChromium, serveBaseline } from './baseline';
import { httpsFront } from './https-front';
import { startPreview } from './preview';
import { smokeOr } from './smoke';

const rows = Number(process.env.BENCH_BRIEF_ROWS ?? smokeOr(300, 100_000));
const samples = Number(process.env.BENCH_SAMPLES ?? smokeOr(1, 200));
const runs = Number(process.env.BENCH_RUNS ?? smokeOr(1, 3));
const port = Number(process.env.BENCH_PORT ?? 4185);

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;
/** Introduction g's token: 43 URL-safe characters, as the sender makes them (the bench's are not random). */
const tokenOf = (g: number) => `b${String(g).padStart(42, '0')}`;

/**
 * `count` introductions, three per OEM RFQ from three suppliers, all sent with a live link, inserted
 * as the owner with the arrival triggers off (no outbox rows or counters, which the page does not
 * read).
 */
async function seed(db: Database, count: number): Promise<void> {
  const suppliers = [await ownerSupplier(db), await ownerSupplier(db), await ownerSupplier(db)];
  const template: Record<string, unknown> = { ...validRow('oem_leads') };
  delete template.id;
  delete template.email;
  const columns = Object.keys(template);
  await db.exec('set session_replication_role = replica');
  await db.query(
    `insert into public.oem_leads (id, email, created_at, due_at, clock_due_at, ${columns.map((c) => `"${c}"`).join(', ')})
     select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'buyer' || g || '@bench.example',
            now() - make_interval(mins => g), now() + interval '60 hours', now() + interval '60 hours',
            ${columns.map((c) => `t."${c}"`).join(', ')}
       from generate_series(1, $1::integer) g, json_populate_record(null::public.oem_leads, $2::json) t`,
    [Math.ceil(count / 3), JSON.stringify(template)],
  );
  await db.query(
    `insert into public.introductions (id, lead_table, lead_id, supplier_id, position, picked_by, hand_reason, sent_at)
     select ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, 'oem_leads',
            ('00000000-0000-4000-8000-' || lpad(to_hex((g + 2) / 3), 12, '0'))::uuid,
            ($2::uuid[])[(g % 3) + 1], (g % 3) + 1, 'bench', 'Seeded for the benchmark', now() - interval '2 hours'
       from generate_series(1, $1::integer) g`,
    [count, suppliers],
  );
  await db.query(
    `insert into public.brief_links (introduction_id, token_hash, issued_at, expires_at)
     select ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid,
            private.sha256_hex('b' || lpad(g::text, 42, '0')), now() - interval '2 hours', now() + interval '5 days'
       from generate_series(1, $1::integer) g`,
    [count],
  );
  await db.exec('set session_replication_role = origin');
  await db.exec('analyze public.oem_leads, public.introductions, public.brief_links');
}

type Plan = { 'Planning Time': number; 'Execution Time': number };

async function timeOpen(db: Database, token: () => string): Promise<{ request: number[]; database: number[] }> {
  const request: number[] = [];
  const database: number[] = [];
  for (let i = 0; i < samples; i++) {
    // Each sample from an address of its own, so wrong tokens stay under the per-address limit.
    const address = `198.51.${(i >> 8) & 255}.${i & 255}`;
    const headers = { 'cf-connecting-ip': address, 'x-forwarded-for': address };
    const value = token();
    const start = performance.now();
    await runAs(db, CALLERS.anon, (tx) => tx.query('select public.open_brief($1)', [value]), headers);
    request.push(performance.now() - start);
    const { rows: plans } = await runAs(
      db,
      CALLERS.anon,
      (tx) =>
        tx.query<{ 'QUERY PLAN': [Plan] }>('explain (analyze, format json) select public.open_brief($1)', [value]),
      headers,
    );
    const plan = plans[0]?.['QUERY PLAN'][0];
    database.push((plan?.['Planning Time'] ?? NaN) + (plan?.['Execution Time'] ?? NaN));
  }
  return { request: request.sort((a, b) => a - b), database: database.sort((a, b) => a - b) };
}

async function databasePart(): Promise<void> {
  const db = await freshDatabase();
  try {
    const started = performance.now();
    await seed(db, rows);
    console.log(
      `\n${rows.toLocaleString('en-GB')} introductions with live links (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const random = () => tokenOf(1 + Math.floor(Math.random() * rows));
    await timeOpen(db, random); // warm-up: plans and caches, as a running site has them
    for (const [name, token] of [
      ['open_brief, a live link', random],
      ['open_brief, a wrong token', () => randomBytes(32).toString('base64url')],
    ] as const) {
      await db.exec('delete from private.brief_link_failures');
      const { request, database } = await timeOpen(db, token);
      console.log(
        `  ${name.padEnd(28)} request p50 ${ms(quantile(request, 0.5))}  p95 ${ms(quantile(request, 0.95))}` +
          `  ·  in the database p50 ${ms(quantile(database, 0.5))}  p95 ${ms(quantile(database, 0.95))}  (n=${request.length}; goal p95 ≤ 50 ms)`,
      );
    }
  } finally {
    await db.close();
  }
}

/** One introduction with a live link in the preview's own backend, through the service role's REST API; its token. */
async function seedPreview(base: string): Promise<string> {
  const headers = {
    apikey: SERVICE_ROLE_KEY,
    Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
    'Content-Type': 'application/json',
    Prefer: 'return=minimal',
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}/rest/v1/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const lead = { ...validRow('oem_leads') };
  await post('oem_leads', lead);
  const supplier = randomUUID();
  await post('suppliers', {
    id: supplier,
    company_name: 'Bench Precision Ltd',
    email: 'bench@precision.example',
    country: 'GB',
  });
  // A brief page opens only for a vetted supplier: a passed visit, a verified certificate, then the status.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await post('supplier_visits', {
    supplier_id: supplier,
    visited_on: day(-10),
    visited_by: 'Bench',
    outcome: 'passed',
    next_revisit_due: day(355),
    certifications_checked: true,
    sample_parts_approved: true,
    qa_procedures_reviewed: true,
    capacity_confirmed: true,
  });
  await post('supplier_certificates', {
    supplier_id: supplier,
    standard: 'as9100',
    expires_on: day(365),
    verified_at: new Date().toISOString(),
  });
  const vetted = await fetch(`${base}/rest/v1/suppliers?id=eq.${supplier}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ status: 'vetted' }),
  });
  if (!vetted.ok) throw new Error(`suppliers: ${vetted.status} ${await vetted.text()}`);
  const introduction = randomUUID();
  await post('introductions', {
    id: introduction,
    lead_table: 'oem_leads',
    lead_id: lead.id,
    supplier_id: supplier,
    position: 1,
    picked_by: 'bench',
    hand_reason: 'Seeded for the benchmark',
    sent_at: new Date().toISOString(),
  });
  const token = randomBytes(32).toString('base64url');
  await post('rpc/issue_brief_link', {
    p_introduction_id: introduction,
    p_token_hash: createHash('sha256').update(token).digest('hex'),
    p_replace: true,
  });
  // The page measured is the brief itself, not the invalid link's message.
  const opened = (await (await post('rpc/open_brief', { p_token: token })).json()) as { code?: string };
  if (opened.code) throw new Error(`open_brief refused the seeded link: ${opened.code}`);
  return token;
}

async function browserPart(): Promise<void> {
  const preview = await startPreview(port, 'brief');
  const baselineServer = await serveBaseline();
  const chrome = await launchChromium();
  try {
    const token = await seedPreview(preview.base);
    const site = await httpsFront(preview.base);
    try {
      await compareLcp('/brief', `${site.url}/brief#${token}`, baselineServer.url, chrome.port, runs);
    } finally {
      site.close();
    }
  } finally {
    await chrome.kill();
    baselineServer.close();
    preview.stop();
  }
}

await databasePart();
await browserPart();
