import pg from 'pg';
import { inject } from 'vitest';
import type { JwtClaims, RequestHeaders } from '../../../supabase/local/db/run-as.ts';

/**
 * Real sessions on the lane's server. Each API session starts a transaction and sets the role,
 * the JWT's claims and the request's headers locally, exactly as PostgREST does for a request
 * (supabase/local/db/run-as.ts does the same on PGlite), so row-level security, the triggers and the
 * limits that read `request.headers` run as in production.
 */

export const serverUrl = (): string => inject('pgUrl');

/** A connection as the superuser (the database owner), as migrations and seeding run. */
export async function ownerSession(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  return client;
}

export async function sessions(count: number): Promise<pg.Client[]> {
  return Promise.all(Array.from({ length: count }, () => ownerSession()));
}

export async function closeAll(clients: readonly pg.Client[]): Promise<void> {
  await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
}

/** Opens a request's transaction on `client` as `claims`, with `headers` as request.headers. */
export async function beginAs(client: pg.Client, claims: JwtClaims, headers: RequestHeaders = {}): Promise<void> {
  await client.query('begin');
  await client.query(
    "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)",
    [claims.role, JSON.stringify(claims), JSON.stringify(headers)],
  );
}

/** One whole request: begin as the caller, run `sql`, commit (or roll back on error). */
export async function requestAs<R extends pg.QueryResultRow>(
  client: pg.Client,
  claims: JwtClaims,
  sql: string,
  params: unknown[] = [],
  headers: RequestHeaders = {},
): Promise<pg.QueryResult<R>> {
  await beginAs(client, claims, headers);
  try {
    const result = await client.query<R>(sql, params);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** The SQLSTATE of a failed promise, or 'ok'. */
export async function sqlState(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

export const backendPid = (client: pg.Client): number => (client as unknown as { processID: number }).processID;

/**
 * Waits until each statement under way has either answered or is waiting for a lock another
 * session holds, as pg_stat_activity shows it. Then the holder can commit knowing every other
 * session is already inside the race, whatever the machine's speed.
 */
export async function untilAnsweredOrWaiting(
  observer: pg.Client,
  pending: readonly { client: pg.Client; work: Promise<unknown> }[],
): Promise<void> {
  const answered = new Set<pg.Client>();
  for (const { client, work } of pending) {
    void work.then(
      () => answered.add(client),
      () => answered.add(client),
    );
  }
  for (;;) {
    const open = pending.filter((p) => !answered.has(p.client));
    if (open.length === 0) return;
    const { rows } = await observer.query<{ pid: number }>(
      "select pid from pg_stat_activity where pid = any($1) and state = 'active' and wait_event_type = 'Lock'",
      [open.map((p) => backendPid(p.client))],
    );
    const waiting = new Set(rows.map((r) => r.pid));
    if (open.every((p) => waiting.has(backendPid(p.client)) || answered.has(p.client))) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A client address no other test uses, for the per-address limits. */
export function uniqueAddress(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${n()}.${n()}`;
}

/** The header the database reads the client address from (private.client_address_source). */
export const addressHeaders = (address: string): RequestHeaders => ({ 'cf-connecting-ip': address });

/**
 * Inserts rows as the owner, naming only each row's own columns (so generated and defaulted ones
 * take their defaults), as the embedded backend's seeding does. The owner may back-date created_at.
 */
export async function ownerInsert(
  client: pg.Client,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const list = Object.keys(first)
    .map((c) => `"${c}"`)
    .join(', ');
  await client.query(
    `insert into public.${table} (${list}) select ${list} from json_populate_recordset(null::public.${table}, $1::json)`,
    [JSON.stringify(rows)],
  );
}
