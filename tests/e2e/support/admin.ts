import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { codeSpentElsewhere, freshCode } from '../../../supabase/local/admin-sign-in';
import { ANON_KEY, SERVICE_ROLE_KEY, localAdmin, localViewer, type Credentials } from '../../../supabase/local/config';
import { leadTableNames, type LeadTable } from '../../../src/lib/leads/tables';
import { testDeployment } from './config';

/**
 * Fixtures for the admin dashboard and for seeding or reading leads in the embedded backend.
 *
 * Why the anon key comes from supabase/local/config.ts and not src/lib/supabase.ts (LOCAL_ANON_KEY):
 * the app module reads `import.meta.env` at import time, which Playwright's Node side lacks. Both
 * are the Supabase CLI's public demo key.
 */
export { localAdmin, localViewer, type Credentials };
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

/**
 * A code this worker has not sent before: a code is accepted once, so a second sign-in within
 * one 30-second step sends the next step's code, and a third waits for the clock (freshCode).
 */
export const unusedCode = freshCode;

/** Password, then (for an account with an authenticator secret) a six-digit code not used before. */
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
 * Opens the dashboard path and signs in with the given account, leaving the browser on that page.
 * An admin's right code ends the account's other sessions still waiting for a code (as GoTrue
 * does), and another worker may have spent this step's code first (a code is accepted once), so
 * a refused sign-in is started again with the next code.
 */
export async function signInAs(page: Page, credentials: Credentials, options: { origin?: string } = {}): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.goto(`${options.origin ?? ''}${ADMIN_PATH}`);
    await enterPasswordAndCode(page, credentials);
    if (!credentials.totpSecret) break;
    const desk = page.getByRole('button', { name: 'Refresh' });
    const refused = page
      .getByText('The code could not be checked right now')
      .or(page.getByText('That code cannot be used'));
    await expect(desk.or(refused)).toBeVisible();
    if (await desk.isVisible()) break;
    if (attempt === SIGN_IN_ATTEMPTS) {
      throw new Error(`The second factor of ${credentials.email} was refused ${SIGN_IN_ATTEMPTS} times`);
    }
    codeSpentElsewhere(credentials.totpSecret);
    await page.evaluate(() => window.localStorage.clear());
  }
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Signs in as the local admin and waits until the leads have loaded (the ICP tab shows). */
export async function signInAsAdmin(page: Page, options: SignInOptions = {}): Promise<void> {
  await signInAs(page, options.credentials ?? localAdmin(), options);
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

/**
 * Access tokens already issued, by email: a token lasts an hour, and signing in again for every
 * read would run into the embedded GoTrue's per-address limit on /token (150 per 5 minutes, as
 * hosted), since every test signs in from 127.0.0.1.
 */
const issued = new Map<string, { token: string; until: number }>();

type TokenBody = { access_token: string; expires_in: number; user: { factors?: { id: string; status: string }[] } };

/** Sign-ins under way, by the same key: parallel reads of one test share one. */
const signingIn = new Map<string, Promise<string>>();

/** Tries at an admin sign-in that another one's right code may end (see signInAs). */
const SIGN_IN_ATTEMPTS = 5;

/**
 * An access token for an account, from the password grant of the embedded GoTrue (reused while
 * fresh); for an account with an authenticator secret, raised to aal2 with its current code.
 */
export async function accessTokenFor(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const key = `${credentials.email}\n${credentials.password}`;
  const cached = issued.get(key);
  if (cached && cached.until > Date.now()) return cached.token;
  const pending = signingIn.get(key) ?? issueToken(request, credentials, key);
  signingIn.set(key, pending);
  try {
    return await pending;
  } finally {
    signingIn.delete(key);
  }
}

async function issueToken(request: APIRequestContext, credentials: Credentials, key: string): Promise<string> {
  const { email, password, totpSecret } = credentials;
  const headers = { apikey: ANON_KEY, 'Content-Type': 'application/json' };
  let body: TokenBody | undefined;
  // A right code ends the account's other sessions still waiting for one (as GoTrue does), so a
  // sign-in racing another worker's is started again.
  for (let attempt = 1; !body; attempt += 1) {
    const response = await request.post('/auth/v1/token?grant_type=password', { headers, data: { email, password } });
    expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
    const session = (await response.json()) as TokenBody;
    body = totpSecret ? await passSecondFactor(request, session, totpSecret, attempt === SIGN_IN_ATTEMPTS) : session;
  }
  issued.set(key, { token: body.access_token, until: Date.now() + (body.expires_in - 600) * 1000 });
  return body.access_token;
}

/** Challenges and verifies the account's first verified factor over HTTP, as supabase-js does. */
async function passSecondFactor(
  request: APIRequestContext,
  session: TokenBody,
  secret: string,
  lastTry: boolean,
): Promise<TokenBody | undefined> {
  const factor = session.user.factors?.find((f) => f.status === 'verified');
  if (!factor) throw new Error('The account has no verified authenticator');
  const headers = { ...restHeaders(session.access_token) };
  const challenge = await request.post(`/auth/v1/factors/${factor.id}/challenge`, { headers, data: {} });
  if (challenge.status() === 403 && !lastTry) return undefined;
  expect(challenge.status(), `challenge: ${await challenge.text()}`).toBe(200);
  const { id } = (await challenge.json()) as { id: string };
  const verify = await request.post(`/auth/v1/factors/${factor.id}/verify`, {
    headers,
    data: { challenge_id: id, code: await unusedCode(secret) },
  });
  if (verify.status() === 403 && !lastTry) {
    // Another worker spent this step's code first, or its right code ended this session.
    codeSpentElsewhere(secret);
    return undefined;
  }
  expect(verify.status(), `verify: ${await verify.text()}`).toBe(200);
  return (await verify.json()) as TokenBody;
}

export type RowFilter = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Reads a lead table as the local admin, newest first (the dashboard's order). `filter` is
 * column equality (`null` means IS NULL), e.g. `{ email: 'a@b.test' }`.
 */
export async function adminRows(
  request: APIRequestContext,
  table: LeadTable,
  filter: RowFilter = {},
): Promise<LeadRow[]> {
  const token = await accessTokenFor(request, localAdmin());
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
  return { consent_version: '2026-11-23', ...(table === 'icp_template_leads' ? { privacy_agreed: true } : {}) };
}

/** One valid row per table, marked with `marker` in its email and name columns. */
export function sampleLead(table: LeadTable, marker: string): Record<string, unknown> {
  return { ...sampleConsent(table), ...sampleAnswers(table, marker) };
}

function sampleAnswers(table: LeadTable, marker: string): Record<string, unknown> {
  const email = `${marker}@example.test`;
  switch (table) {
    case 'icp_template_leads':
      return { first_name: `Ida ${marker}`, business_email: email, job_title: 'Head of Procurement' };
    case 'oem_leads':
      return {
        company_name: `OEM ${marker}`,
        website: 'https://oem.example.test',
        industry_sector: 'aerospace',
        contact_person: `Olga ${marker}`,
        job_title: 'Buyer',
        email,
        country: 'United Kingdom',
      };
    case 'cnc_partner_leads':
      return { email, company_name: `CNC ${marker}`, contact_name: `Carl ${marker}`, phone: null };
    case 'contact_messages':
      return { name: `Nia ${marker}`, email, subject: 'Question', message: `Hello from ${marker}` };
    case 'consultation_requests':
      return {
        company_name: `Quote ${marker}`,
        contact_name: `Quinn ${marker}`,
        email,
        job_types: ['milling', 'turning'],
        project_description: 'Fifty aluminium housings, anodised.',
        timeline: '1-3 months',
        budget: '$1,000 - $5,000',
        materials: ['aluminum'],
        quantity: '11-50',
        tolerance: null,
        international_suppliers: false,
        attachments: [{ name: 'housing.step', size: 1_572_864, type: 'model/step' }],
      };
  }
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
  const { matchRedirect, outputFile, parseRedirects } = await import('../../../scripts/prerender-html');
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
