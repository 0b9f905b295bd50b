import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/shared/database.types.ts';
import { startEmbeddedBackend, type EmbeddedBackend, type EmbeddedBackendOptions } from '../../local/backend.ts';
import { passSecondFactor, signInWithSecondFactor } from '../../local/auth/admin-sign-in.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, TEST_CLIENT_ADDRESS_HEADER, type Credentials } from '../../local/config.ts';
import { migratedSnapshot } from './snapshot.ts';

export type TestBackend = EmbeddedBackend & { url: string };
export type TestBackendOptions = Pick<EmbeddedBackendOptions, 'signInLimits'> & { trustTestAddress?: boolean };

/**
 * The embedded backend on a random port, started from the migrated snapshot. It takes each
 * request's client address from TEST_CLIENT_ADDRESS_HEADER, as from a trusted proxy, so tests can
 * be many visitors; `{ trustTestAddress: false }` keeps the socket's peer, as dev and preview do.
 * `signInLimits` shortens the sign-in limits or runs them on a clock of the test's.
 */
export async function startTestBackend({
  trustTestAddress = true,
  signInLimits,
}: TestBackendOptions = {}): Promise<TestBackend> {
  const backend = await startEmbeddedBackend({
    snapshot: await migratedSnapshot(),
    port: 0,
    clientAddressFrom: trustTestAddress ? TEST_CLIENT_ADDRESS_HEADER : '',
    signInLimits,
  });
  if (!backend.url) throw new Error('The backend did not listen');
  return { ...backend, url: backend.url };
}

/** The real supabase-js client, configured as a test (no storage, no background refresh). */
export function client(url: string, headers: Record<string, string> = {}): SupabaseClient<Database> {
  return createClient<Database>(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
  });
}

/** supabase-js with the service role's key, as the scheduler and the sender call the backend. */
export function serviceClient(url: string): SupabaseClient<Database> {
  return createClient<Database>(url, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A plain fetch with the anon key, for what supabase-js cannot express. */
export function rawFetch(url: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token = ANON_KEY, headers, ...rest } = init;
  return fetch(url, { ...rest, headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, ...headers } });
}

/** A visitor with their own client address, so tests do not share the per-address limit. */
export function visitorClient(url: string): SupabaseClient<Database> {
  return client(url, { [TEST_CLIENT_ADDRESS_HEADER]: `198.51.100.${1 + Math.floor(Math.random() * 250)}` });
}

/**
 * supabase-js signed in with a password, as the dashboard signs in; with a `totpSecret`, also
 * through the second factor (aal2), as the lead desk demands.
 */
export async function signedInClient(
  url: string,
  credentials: Credentials,
  sb: SupabaseClient<Database> = client(url),
): Promise<SupabaseClient<Database>> {
  await signInWithSecondFactor(sb, credentials);
  return sb;
}

export { passSecondFactor };
