/**
 * `npm run bench:admin`: how the admin dashboard copes with many leads, at two table sizes.
 *
 * For each size, starts a fresh in-memory embedded backend next to the built site (dist/, from
 * `npm run build`), seeds that many rows into each of the five lead tables in SQL
 * (scripts/bench/admin-seed.ts), then prints:
 * - server latencies through supabase-js (p50/p95): anon single-row insert, admin 50-row page
 *   with an exact count (what a search costs), and the dashboard's first view as the app asks
 *   for it (the counters in one call, and the first page, whose total comes from the counters);
 * - in Chromium: time from navigation to the first table row, and time to switch tabs. The desk
 *   opens on the RFQ queue; the lead tabs are its Leads view (`?view=leads`), which each run asks
 *   for in its address, and reaches by the "Leads" link when the tabs are not already showing.
 * It ends with the sizes side by side: the dashboard's first view, sign-in click to first row and
 * navigation to first row (p50 each), with the largest size's ratio to the smallest. Server-side
 * paging and trigger-kept counters should keep the larger table within 1.2x of the smaller. It
 * asserts nothing about time (machines differ).
 *
 * Options: BENCH_DIST (default dist), BENCH_ROWS (default 10000,100000), BENCH_SAMPLES (default 200);
 * BENCH_SMOKE=1 for 60 rows and one sample of each figure (scripts/bench/smoke.ts).
 *
 * Each browser sign-in enters the second factor's code, as the desk asks. A code is accepted once
 * per factor, so each run signs in as an admin of its own (the worker admins the isolated site
 * seeds, supabase/local/config.ts), and the client measured through supabase-js as the local admin.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import type { Database } from '../../src/shared/database.types';
import { CONSENT_VERSION } from '../../src/shared/legal/consent';
import { ANON_KEY, localAdmin, TEST_CLIENT_ADDRESS_HEADER, workerAdmin } from '../../supabase/local/config';
import { signInWithSecondFactor } from '../../supabase/local/auth/admin-sign-in';
import { ADMIN_PATH, totpCode } from '../../tests/e2e/support/sign-in';
import { LEAD_TABLES, TAB_OF_TABLE, type LeadTable } from '../../tests/e2e/support/desk';
import { startIsolatedSite } from '../../tests/e2e/support/static-site';
import { seedLeads } from './admin-seed';
import { smokeOr } from './smoke';
import { ms, p50, summary, timed } from './stats';

// supabase-js builds a realtime client, which needs a global WebSocket; Node 20 has none.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const dist = resolve(process.env.BENCH_DIST ?? 'dist');
const tableSizes = (process.env.BENCH_ROWS ?? smokeOr('60', '10000,100000')).split(',').map(Number);
const samples = Number(process.env.BENCH_SAMPLES ?? smokeOr(1, 200));
const browserRuns = smokeOr(1, 5);
const dashboardSamples = smokeOr(1, 20);
// The isolated sites seed one admin with its own authenticator per browser sign-in.
process.env.LOCAL_WORKER_ADMINS ??= String(browserRuns);

function checkDist() {
  const redirects = resolve(dist, '_redirects');
  if (!existsSync(resolve(dist, 'app-shell.html')) || !existsSync(redirects)) {
    throw new Error(`${dist} has no built site: run \`npm run build\` first (or set BENCH_DIST).`);
  }
  if (!readFileSync(redirects, 'utf8').includes(ADMIN_PATH)) {
    throw new Error(`${dist} was built without the admin route ${ADMIN_PATH}: rebuild it.`);
  }
}

/** Each insert from its own client address, as separate visitors: the database limits one address. */
let visitor = 0;
const asNewVisitor: typeof fetch = (input, init) => {
  visitor += 1;
  const headers = new Headers(init?.headers);
  headers.set(TEST_CLIENT_ADDRESS_HEADER, `10.9.${Math.floor(visitor / 250) % 250}.${visitor % 250}`);
  return fetch(input, { ...init, headers });
};

async function serverLatencies(url: string, rowsPerTable: number): Promise<number> {
  const anon = createClient<Database>(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: asNewVisitor },
  });
  const admin = createClient<Database>(url, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  await signInWithSecondFactor(admin, localAdmin());

  let n = 0;
  const insert = await timed(async () => {
    n += 1;
    const { error } = await anon.from('icp_template_leads').insert({
      first_name: `Bench ${n}`,
      business_email: `bench-${n}@example.test`,
      job_title: 'Buyer',
      consent_version: CONSENT_VERSION,
      privacy_agreed: true,
    });
    if (error) throw error;
  }, samples);

  const firstPage = (table: LeadTable, count?: 'exact') => async () => {
    const { data, error } = await admin
      .from(table)
      .select('*', count ? { count } : undefined)
      .order('created_at', { ascending: false })
      .order('id')
      .range(0, 49);
    if (error) throw error;
    if (data.length !== 50) throw new Error(`expected a 50-row page, got ${data.length}`);
  };
  const select = await timed(firstPage('oem_leads', 'exact'), samples);

  const counters = async () => {
    const { error } = await admin.rpc('lead_counts');
    if (error) throw error;
  };
  // As the dashboard asks: the cards' counters, and the open tab's page with its own counters call.
  const dashboard = await timed(async () => {
    await Promise.all([counters(), counters(), firstPage('icp_template_leads')()]);
  }, dashboardSamples);

  console.log(
    `\nServer at ${rowsPerTable.toLocaleString('en-GB')} rows per table (embedded backend, through supabase-js):`,
  );
  console.log(`  anon insert, 1 row (icp_template_leads)        ${summary(insert)}`);
  console.log(`  admin 50-row page, exact count (oem_leads)     ${summary(select)}`);
  console.log(`  dashboard first view (counters + 1 page)       ${summary(dashboard)}`);
  return p50(dashboard);
}

/** Records when the first table row appears, relative to navigation start, before any app code runs. */
const FIRST_ROW_PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role="tabpanel"] tbody tr')) {
      window.__firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * Selects a tab the way a click does (Radix tabs select on mousedown) and resolves, in the page,
 * once the frame showing its first row has been produced. A string so that tsx's helpers
 * (`__name`) are not compiled into code that runs in the browser.
 */
const SWITCH_TAB = `async (name) => {
  const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent === name);
  if (!tab) throw new Error('no tab ' + name);
  const panelId = tab.getAttribute('aria-controls');
  const start = performance.now();
  tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  await new Promise((done) => {
    const check = () => (document.getElementById(panelId)?.querySelector('tbody tr') ? done() : requestAnimationFrame(check));
    check();
  });
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  return performance.now() - start;
}`;

async function switchTab(page: Page, label: string): Promise<number> {
  return page.evaluate(`(${SWITCH_TAB})(${JSON.stringify(label)})`) as Promise<number>;
}

/** The desk's Leads view, whose tabs hold the lead tables. */
const LEADS_VIEW = `${ADMIN_PATH}?view=leads`;

/**
 * Waits for the lead tabs' first row. A desk that opened on another view (the RFQ queue) shows a
 * "Leads" link instead: it is followed, and the row awaited there.
 */
async function showLeads(page: Page): Promise<void> {
  const row = page.locator('[role="tabpanel"] tbody tr').first();
  const leads = page.getByRole('link', { name: 'Leads', exact: true });
  await row.or(leads).first().waitFor();
  if (!(await row.isVisible())) {
    await leads.first().click();
    await row.waitFor();
  }
}

type BrowserFigures = { signInToRow: number; firstRow: number };

async function browserTimings(url: string): Promise<BrowserFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    // Each sign-in in a fresh context (cold HTTP cache); later runs start from the last session.
    const signInToRow: number[] = [];
    let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    for (let run = 0; run < browserRuns; run++) {
      const signIn = await browser.newContext();
      const page = await signIn.newPage();
      const admin = workerAdmin(run, 'sign-in');
      await page.goto(`${url}${LEADS_VIEW}`);
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password').fill(admin.password);
      const clicked = performance.now();
      await page.getByRole('button', { name: 'Sign in' }).click();
      // The second factor, as a person types the code their app shows.
      await page.getByLabel('Six-digit code').fill(totpCode(admin.totpSecret ?? ''));
      await page.getByRole('button', { name: 'Verify' }).click();
      await showLeads(page);
      signInToRow.push(performance.now() - clicked);
      storageState = await signIn.storageState();
      await signIn.close();
    }

    const firstRow: number[] = [];
    const switches: Record<string, number[]> = {};
    for (let run = 0; run < browserRuns; run++) {
      const context = await browser.newContext({ storageState });
      await context.addInitScript(FIRST_ROW_PROBE);
      const runPage = await context.newPage();
      await runPage.goto(`${url}${LEADS_VIEW}`);
      await runPage.waitForFunction(() => '__firstRowAt' in window, undefined, { timeout: 120_000 });
      firstRow.push(await runPage.evaluate(() => (window as unknown as { __firstRowAt: number }).__firstRowAt));
      for (const table of [...LEAD_TABLES.slice(1), LEAD_TABLES[0]] as LeadTable[]) {
        const label = TAB_OF_TABLE[table];
        (switches[label] ??= []).push(await switchTab(runPage, label));
      }
      await context.close();
    }

    console.log('\nBrowser (Chromium, headless):');
    console.log(`  sign-in click to first table row              ${summary(signInToRow)}`);
    console.log(`  navigation to first table row (signed in)     ${summary(firstRow)}`);
    for (const [label, values] of Object.entries(switches)) {
      console.log(`  switch to tab ${`"${label}"`.padEnd(24)}        ${summary(values)}`);
    }
    const all = Object.values(switches).flat();
    console.log(`  any tab switch                                ${summary(all)}`);
    return { signInToRow: p50(signInToRow), firstRow: p50(firstRow) };
  } finally {
    await browser.close();
  }
}

type SizeFigures = BrowserFigures & { dashboard: number };

/** One table size on a fresh backend; returns its p50 figures. */
async function benchSize(rowsPerTable: number): Promise<SizeFigures> {
  let started = performance.now();
  const site = await startIsolatedSite(dist);
  console.log(`\n=== ${rowsPerTable.toLocaleString('en-GB')} rows per table ===`);
  console.log(`Fresh embedded backend and site at ${site.url} (${ms(performance.now() - started)})`);
  try {
    started = performance.now();
    for (const table of LEAD_TABLES) await seedLeads(site.db, table, rowsPerTable);
    console.log(
      `Seeded ${rowsPerTable.toLocaleString('en-GB')} rows into each of ${LEAD_TABLES.length} tables (${ms(performance.now() - started)})`,
    );
    const dashboard = await serverLatencies(site.url, rowsPerTable);
    return { dashboard, ...(await browserTimings(site.url)) };
  } finally {
    await site.close();
  }
}

const figures: ReadonlyArray<[keyof SizeFigures, string]> = [
  ['dashboard', 'dashboard first view (server)'],
  ['signInToRow', 'sign-in click to first row'],
  ['firstRow', 'navigation to first row'],
];

async function main() {
  checkDist();
  const sizes: [number, SizeFigures][] = [];
  for (const size of tableSizes) sizes.push([size, await benchSize(size)]);
  const head = sizes.map(([size]) => `${size.toLocaleString('en-GB')} rows`.padStart(14)).join('');
  const first = sizes[0];
  const last = sizes.at(-1);
  const compare = first && last && first !== last;
  console.log(`\nSide by side, p50 per table size:\n  ${''.padEnd(32)}${head}${compare ? '     ratio' : ''}`);
  for (const [key, label] of figures) {
    const cells = sizes.map(([, figure]) => ms(figure[key]).padStart(14)).join('');
    const ratio = compare ? `${(last[1][key] / first[1][key]).toFixed(2)}x`.padStart(10) : '';
    console.log(`  ${label.padEnd(32)}${cells}${ratio}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
