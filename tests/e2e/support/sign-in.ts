import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { ANON_KEY, localAdmin, localViewer, workerAdmin, type Credentials } from '../../../supabase/local/config';
import { testDeployment } from './config';
import { showLeads } from './desk-views';
import { E2E_WORKER_ADMINS } from './workers';

/**
 * Admin accounts, their authenticator codes, and signing in: through the dashboard's form, or over
 * HTTP for a session a page joins or a REST read uses.
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

/** The headers of a REST or Auth request made with `token`. */
export const restHeaders = (token: string) => ({
  apikey: ANON_KEY,
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
});

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
 * Signs in as an admin, opens the lead tabs (the desk opens on the RFQ queue; "Leads" is one click
 * away) and waits until the leads have loaded (the ICP tab shows). By default the
 * page joins this worker's desk session (deskAdmin, signed in once per worker): the sign-in form
 * itself is tested where it is the subject. With `credentials` or `origin` (an isolated site, whose
 * own admin is the local one), it signs in through the form.
 */
export async function signInAsAdmin(page: Page, options: SignInOptions = {}): Promise<void> {
  if (options.credentials || options.origin) {
    await signInAs(page, options.credentials ?? localAdmin(), options);
  } else {
    await joinDeskSession(page);
    await page.goto(ADMIN_PATH);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  }
  await showLeads(page);
  await expect(page.getByRole('tab', { name: 'ICP', exact: true })).toHaveAttribute('aria-selected', 'true');
}

/**
 * Makes the pages this tab opens from now on start signed in with this worker's desk session
 * (deskAdmin), as signInAsAdmin does, without opening a page: the caller opens the desk view it
 * needs. Once per tab, before the app starts: a sign-out later in the test stays signed out.
 */
export async function joinDeskSession(page: Page): Promise<void> {
  const session = await deskSession(page.request);
  const baseURL = test.info().project.use.baseURL ?? '';
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
