import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import {
  ANON_KEY,
  SERVICE_ROLE_KEY,
  localAdmin,
  localViewer,
  workerAdmin,
  type Credentials,
} from '../../../supabase/local/config';
import { keepIdleSockets } from '../../../supabase/local/http/keep-alive';
import { CONSENT_VERSION } from '../../../src/shared/legal/consent';
import { sampleRow } from '../../../src/shared/leads/fields/sample-row';
import { leadKindOf, leadTableNames, type LeadKindId, type LeadTable } from '../../../src/shared/leads/tables';
import { testDeployment } from './config';
import { E2E_WORKER_ADMINS } from './workers';

/**
 * Fixtures for the admin dashboard and for seeding or reading leads in the embedded backend.
 *
 * Why the anon key comes from supabase/local/config.ts and not src/lib/supabase.ts (LOCAL_ANON_KEY):
 * the app module reads `import.meta.env` at import time, which Playwright's Node side lacks. Both
 * are the Supabase CLI's public demo key.
 */
export { localAdmin, localViewer, type Credentials };

/**
 * This worker's number among those running at once (Playwright's TEST_PARALLEL_INDEX): a worker
 * that replaces a failed one takes its number, never a running one's.
 */
function workerNumber(): number {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? '0');
  if (index >= E2E_WORKER_ADMINS) {
    throw new Error(`The e2e server seeds admins for ${E2E_WORKER_ADMINS} workers; run with fewer workers`);
  }
  return index;
}

/**
 * The admin whose one session serves every desk test of this worker (signInAsAdmin, adminRows).
 * No other worker uses it, and no test signs it out.
 */
export function deskAdmin(): Credentials {
  return workerAdmin(workerNumber(), 'desk');
}

/** This worker's admin for tests that sign in through the form themselves, and may sign out. */
export function ownSignInAdmin(): Credentials {
  return workerAdmin(workerNumber(), 'sign-in');
}
export const ANON_REST_KEY = ANON_KEY;

/** The dashboard path of the test build. */
export const ADMIN_PATH = testDeployment.adminPath;

export type { LeadTable };

/** Every lead table, in the dashboard's tab order. */
export const LEAD_TABLES = leadTableNames;

/** Tab labels exactly as the dashboard shows them. */
export type LeadsTab = 'ICP' | 'OEM' | 'CNC' | 'Contact Messages' | 'Consultation Requests';

export const TAB_OF_TABLE: Readonly<Record<LeadTable, LeadsTab>> = {
  icp_template_leads: 'ICP',
  oem_leads: 'OEM',
  cnc_partner_leads: 'CNC',
  contact_messages: 'Contact Messages',
  consultation_requests: 'Consultation Requests',
};

export type LeadRow = Record<string, unknown> & { id: string; created_at: string };

/** A string unique to this call, for emails and company names a test can find again. */
export function uniqueMarker(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
}

// --- Browser -------------------------------------------------------------------------------------

export type SignInOptions = {
  credentials?: Credentials;
  /** Another server than the config's baseURL, e.g. an isolated site (startIsolatedSite). */
  origin?: string;
};

/** The current six-digit code of an authenticator secret, as the admin's app shows it. */
export function totpCode(secret: string): string {
  return generateSync({ secret });
}

const TOTP_STEP_MS = 30_000;
/** The last 30-second step whose code this worker entered, by secret. */
const usedSteps = new Map<string, number>();

/**
 * A code for `secret` that this worker has not entered yet: a code is accepted once per factor,
 * so a second sign-in within the same 30-second step waits for the next step. Each factor
 * belongs to one worker (or one isolated site), so this worker's record is the whole record.
 */
export async function unusedCode(secret: string): Promise<string> {
  const step = () => Math.floor(Date.now() / TOTP_STEP_MS);
  if (usedSteps.get(secret) === step()) {
    await new Promise((resolve) => setTimeout(resolve, (step() + 1) * TOTP_STEP_MS - Date.now() + 50));
  }
  usedSteps.set(secret, step());
  return totpCode(secret);
}

/** Password, then (for an account with an authenticator secret) a six-digit code not used yet. */
export async function enterPasswordAndCode(page: Page, credentials: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!credentials.totpSecret) return;
  const code = page.getByLabel('Six-digit code');
  await expect(code).toBeVisible();
  await code.fill(await unusedCode(credentials.totpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Opens the dashboard path and signs in through the form with the given account, leaving the
 * browser on that page. Each account here belongs to one worker, so no other sign-in races it.
 */
export async function signInAs(page: Page, credentials: Credentials, options: { origin?: string } = {}): Promise<void> {
  await page.goto(`${options.origin ?? ''}${ADMIN_PATH}`);
  await enterPasswordAndCode(page, credentials);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The key supabase-js keeps its session under for a project URL (here the site's own origin). */
function sessionStorageKey(origin: string): string {
  return `sb-${new URL(origin).hostname.split('.')[0] ?? ''}-auth-token`;
}

/**
 * Signs in as an admin and waits until the leads have loaded (the ICP tab shows). By default the
 * page joins this worker's desk session (deskAdmin, signed in once per worker): the sign-in form
 * itself is tested where it is the subject. With `credentials` or `origin` (an isolated site, whose
 * own admin is the local one), it signs in through the form.
 */
export async function signInAsAdmin(page: Page, options: SignInOptions = {}): Promise<void> {
  if (options.credentials || options.origin) {
    await signInAs(page, options.credentials ?? localAdmin(), options);
  } else {
    const session = await deskSession(page.request);
    const baseURL = test.info().project.use.baseURL ?? '';
    // Once per tab, before the app starts: a sign-out later in the test stays signed out.
    await page.addInitScript(
      ([key, value]) => {
        try {
          if (window.sessionStorage.getItem('e2e-desk-session')) return;
          window.sessionStorage.setItem('e2e-desk-session', '1');
          window.localStorage.setItem(key, value);
        } catch {
          // about:blank has no storage.
        }
      },
      [sessionStorageKey(baseURL), JSON.stringify(session)] as const,
    );
    await page.goto(ADMIN_PATH);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'ICP', exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** The visible tab panel of the dashboard (only the selected tab's panel is rendered). */
export function leadsPanel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

/** Selects a dashboard tab and returns its panel. The table starts on its first page. */
export async function openLeadsTab(page: Page, tab: LeadsTab): Promise<Locator> {
  const trigger = page.getByRole('tab', { name: tab, exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-selected', 'true');
  return leadsPanel(page);
}

/**
 * Reloads the leads the dashboard shows (its Refresh button), e.g. after seeding while signed in.
 * The current tab stays selected and its table returns to the first page.
 */
export async function refreshLeads(page: Page): Promise<void> {
  const refresh = page.getByRole('button', { name: 'Refresh' });
  // The button is disabled while loading; wait for a lead read first so "enabled" means "reloaded".
  const reading = page.waitForResponse((r) => r.url().includes('/rest/v1/') && r.request().method() === 'GET');
  await refresh.click();
  await reading;
  await expect(refresh).toBeEnabled();
}

/**
 * The table row of the open tab containing `text` (e.g. a unique email). Pages forward through
 * the table (50 rows a page, newest first) until the row shows; fails if no page has it.
 */
export async function findLeadRow(page: Page, text: string): Promise<Locator> {
  const panel = leadsPanel(page);
  const next = panel.getByRole('button', { name: 'Next page' });
  await expect(panel.getByRole('table').or(panel.getByTestId('leads-empty'))).toBeVisible();
  for (;;) {
    const row = panel.getByRole('row').filter({ hasText: text });
    if ((await row.count()) > 0) return row.first();
    if ((await next.count()) === 0 || !(await next.isEnabled())) break;
    const range = await panel.getByTestId('page-range').textContent();
    const firstRow = panel.getByRole('row').nth(1);
    const firstRowText = await firstRow.textContent();
    await next.click();
    await expect(panel.getByTestId('page-range')).not.toHaveText(range ?? '');
    // The range label can change before the next page's rows replace the current ones.
    await expect(firstRow).not.toHaveText(firstRowText ?? '');
  }
  throw new Error(`No row containing "${text}" in the open leads tab`);
}

/**
 * Opens a lead's panel from its row (the lead's name is the button) and checks that each label
 * shows its value, as the form's answers are listed there. `files` names the section that lists
 * uploaded files and the file names it must list, each exactly once.
 */
export async function expectLeadPanel(
  row: Locator,
  name: string,
  answers: readonly (readonly [string, string])[],
  files?: { section: string; names: readonly string[] },
) {
  await row.getByRole('button', { name, exact: true }).click();
  const panel = row.page().getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  for (const [label, value] of answers) {
    const term = panel
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    await expect(term.locator('xpath=following-sibling::dd[1]'), label).toHaveText(value);
  }
  if (files) {
    const section = panel.getByRole('region', { name: files.section, exact: true });
    await expect(section.getByRole('listitem')).toHaveCount(files.names.length);
    for (const file of files.names) await expect(panel.getByText(file, { exact: true })).toHaveCount(1);
  }
  await panel.getByRole('button', { name: 'Close' }).click();
}

// --- REST ----------------------------------------------------------------------------------------

const restHeaders = (token: string) => ({
  apikey: ANON_KEY,
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
});

/**
 * Inserts rows in one request with the service role key, as the team's own tooling would: the
 * database refuses a visitor's bulk insert and limits visitors per address, so seeding is not a
 * visitor. Each row gets a client-generated `id` unless it has one, and the rows are returned with
 * their ids so a test can find them again. `created_at` defaults to now.
 */
export async function seedLeadsViaRest<T extends Record<string, unknown>>(
  request: APIRequestContext,
  table: LeadTable,
  rows: readonly T[],
): Promise<(T & { id: string })[]> {
  const withIds = rows.map((row) => ({ ...row, id: typeof row.id === 'string' ? row.id : randomUUID() }));
  if (withIds.length === 0) return withIds;
  const headers = { ...restHeaders(SERVICE_ROLE_KEY), apikey: SERVICE_ROLE_KEY };
  const response = await request.post(`/rest/v1/${table}`, { headers, data: withIds });
  expect(response.status(), `seeding ${table}: ${await response.text()}`).toBe(201);
  return withIds;
}

/** Changes rows with the service role key, as the team's own tooling would (back-dating a fixture). */
export async function patchViaRest(request: APIRequestContext, query: string, data: Record<string, unknown>) {
  const headers = { ...restHeaders(SERVICE_ROLE_KEY), apikey: SERVICE_ROLE_KEY };
  const response = await request.patch(`/rest/v1/${query}`, { headers, data });
  expect(response.status(), `patching ${query}: ${await response.text()}`).toBeLessThan(300);
}

/** A session as GoTrue returns it and supabase-js stores it. */
type SessionBody = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at?: number;
  user: { factors?: { id: string; status: string }[] };
};

/**
 * Sessions already issued in this worker, by email: a token lasts an hour, and signing in again
 * for every read would run into the embedded GoTrue's per-address limit on /token (150 per 5
 * minutes, as hosted), since every test signs in from 127.0.0.1. Parallel reads share one sign-in.
 */
const sessions = new Map<string, { session: Promise<SessionBody>; until: number }>();

function sessionFor(request: APIRequestContext, credentials: Credentials): Promise<SessionBody> {
  const key = `${credentials.email}\n${credentials.password}`;
  const known = sessions.get(key);
  if (known && known.until > Date.now()) return known.session;
  const session = signInOverHttp(request, credentials);
  sessions.set(key, { session, until: Number.POSITIVE_INFINITY });
  session.then(
    (body) => sessions.set(key, { session, until: Date.now() + (body.expires_in - 600) * 1000 }),
    () => sessions.delete(key),
  );
  return session;
}

/** This worker's desk session: one sign-in per worker, shared by its desk tests and REST reads. */
function deskSession(request: APIRequestContext): Promise<SessionBody> {
  return sessionFor(request, deskAdmin());
}

/**
 * An access token for an account, from the password grant of the embedded GoTrue (reused while
 * fresh); for an account with an authenticator secret, raised to aal2 with a code not used yet.
 */
export async function accessTokenFor(request: APIRequestContext, credentials: Credentials): Promise<string> {
  return (await sessionFor(request, credentials)).access_token;
}

async function signInOverHttp(request: APIRequestContext, credentials: Credentials): Promise<SessionBody> {
  const { email, password, totpSecret } = credentials;
  const headers = { apikey: ANON_KEY, 'Content-Type': 'application/json' };
  const response = await request.post('/auth/v1/token?grant_type=password', { headers, data: { email, password } });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
  const session = (await response.json()) as SessionBody;
  return totpSecret ? passSecondFactor(request, session, totpSecret) : session;
}

/** Challenges and verifies the account's first verified factor over HTTP, as supabase-js does. */
async function passSecondFactor(
  request: APIRequestContext,
  session: SessionBody,
  secret: string,
): Promise<SessionBody> {
  const factor = session.user.factors?.find((f) => f.status === 'verified');
  if (!factor) throw new Error('The account has no verified authenticator');
  const headers = { ...restHeaders(session.access_token) };
  const challenge = await request.post(`/auth/v1/factors/${factor.id}/challenge`, { headers, data: {} });
  expect(challenge.status(), `challenge: ${await challenge.text()}`).toBe(200);
  const { id } = (await challenge.json()) as { id: string };
  const verify = await request.post(`/auth/v1/factors/${factor.id}/verify`, {
    headers,
    data: { challenge_id: id, code: await unusedCode(secret) },
  });
  expect(verify.status(), `verify: ${await verify.text()}`).toBe(200);
  const body = (await verify.json()) as SessionBody;
  return { ...body, expires_at: body.expires_at ?? Math.floor(Date.now() / 1000) + body.expires_in };
}

export type RowFilter = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Reads a lead table as this worker's desk admin, newest first (the dashboard's order). `filter` is
 * column equality (`null` means IS NULL), e.g. `{ email: 'a@b.test' }`.
 */
export async function adminRows(
  request: APIRequestContext,
  table: LeadTable,
  filter: RowFilter = {},
): Promise<LeadRow[]> {
  const token = await accessTokenFor(request, deskAdmin());
  const params = new URLSearchParams({ select: '*', order: 'created_at.desc,id.asc' });
  for (const [column, value] of Object.entries(filter)) {
    params.append(column, value === null ? 'is.null' : `eq.${String(value)}`);
  }
  const response = await request.get(`/rest/v1/${table}?${params.toString()}`, { headers: restHeaders(token) });
  expect(response.status(), `admin read of ${table}: ${await response.text()}`).toBe(200);
  return (await response.json()) as LeadRow[];
}

/** Number of rows in a table as the admin sees it right now. */
export async function adminCount(request: APIRequestContext, table: LeadTable): Promise<number> {
  return (await adminRows(request, table)).length;
}

// --- Sample rows valid against the migrations' check constraints --------------------------------

/** The consent columns a row needs: the notice version, and the ICP form's required box. */
export function sampleConsent(table: LeadTable): Record<string, unknown> {
  return { consent_version: CONSENT_VERSION, ...(table === 'icp_template_leads' ? { privacy_agreed: true } : {}) };
}

/** The names the specs look for: a person's first name and, where the form asks one, a company. */
const sampleNames: Record<LeadKindId, { person: string; company?: string }> = {
  icp: { person: 'Ida' },
  oem: { person: 'Olga', company: 'OEM' },
  partner: { person: 'Carl', company: 'CNC' },
  contact: { person: 'Nia' },
  quote: { person: 'Quinn', company: 'Quote' },
};

/**
 * One valid row per table (the kind's sample row, from its field table), marked with `marker`
 * in its email (`<marker>@example.test`) and names ("OEM <marker>", "Olga <marker>").
 */
export function sampleLead(table: LeadTable, marker: string): Record<string, unknown> {
  const kind = leadKindOf(table);
  if (!kind) throw new Error(`${table} holds no leads`);
  const { person, company } = sampleNames[kind];
  return sampleRow(kind, {
    marker,
    person: `${person} ${marker}`,
    ...(company ? { company: `${company} ${marker}` } : {}),
  });
}

// --- An isolated site: the built dist/ plus a fresh in-memory embedded backend --------------------

export type IsolatedSite = {
  /** `http://127.0.0.1:<port>`, serving the site and /rest/v1, /auth/v1 on one origin. */
  url: string;
  /** Bulk insert as the database owner (may set created_at); returns the number of rows. */
  seed(table: LeadTable, rows: readonly Record<string, unknown>[]): Promise<number>;
  /** A new admin account with no authenticator yet, as a project owner would add one. */
  createAdmin(credentials: Credentials): Promise<void>;
  close(): Promise<void>;
};

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/**
 * Serves `distDir` the way the static host does (prerendered page, else the `_redirects` rules)
 * next to its own empty database, for what the shared e2e database cannot give: a known-empty
 * state, or 10,000 rows per table for the benchmark. About 3 s and ~1 GB to start (initdb in WASM).
 */
export async function startIsolatedSite(distDir = resolve('dist')): Promise<IsolatedSite> {
  // Loaded lazily so specs that only use the browser fixtures never load PGlite.
  const { startEmbeddedBackend } = await import('../../../supabase/local/backend');
  const { matchRedirect, outputFile, parseRedirects } = await import('../../../scripts/build/prerender-html');
  const rules = parseRedirects(readFileSync(join(distDir, '_redirects'), 'utf8'));
  const { TEST_CLIENT_ADDRESS_HEADER } = await import('../../../supabase/local/config');
  // Simulated visitors say who they are in the test header, as behind a trusted proxy.
  const backend = await startEmbeddedBackend({ memory: true, clientAddressFrom: TEST_CLIENT_ADDRESS_HEADER });

  const send = (res: ServerResponse, file: string, status = 200) => {
    res.writeHead(status, { 'Content-Type': MIME[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  };
  const serveStatic = (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://site.local').pathname);
    const asset = resolve(distDir, `.${path}`);
    if (!asset.startsWith(distDir + sep)) return send(res, join(distDir, '404.html'), 404);
    if (existsSync(asset) && statSync(asset).isFile()) return send(res, asset);
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const page = join(distDir, outputFile(trimmed));
    if (existsSync(page)) return send(res, page);
    const rule = matchRedirect(rules, trimmed);
    return send(res, join(distDir, rule?.to ?? '404.html'), rule?.status ?? 404);
  };

  const server = createServer((req, res) => backend.handler(req, res, () => serveStatic(req, res)));
  keepIdleSockets(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    seed: (table, rows) => backend.seed(table, rows),
    async createAdmin({ email, password }) {
      await backend.db.query(
        `insert into auth.users (email, encrypted_password, raw_app_meta_data)
         values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)), '{"provider":"email","role":"admin"}')`,
        [email, password],
      );
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await backend.close();
    },
  };
}
