import type { Transaction } from '@electric-sql/pglite';

/**
 * Runs a statement the way PostgREST does: one transaction, the JWT's role and claims and the
 * request's headers set with `set_config(..., true)` so they revert at commit, then the
 * statement. Row-level security and the abuse limits (which read `request.headers`) are thereby
 * enforced by Postgres itself. Only the API roles are accepted: a request never runs as the
 * database owner, which bypasses row-level security.
 */

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface JwtClaims {
  role: ApiRole;
  [claim: string]: unknown;
}

export function isApiRole(value: unknown): value is ApiRole {
  return typeof value === 'string' && (API_ROLES as readonly string[]).includes(value);
}

/** Request headers as PostgREST exposes them to SQL: lower-cased names, no cookie header. */
export type RequestHeaders = Readonly<Record<string, string>>;

/** What a request runs statements on: PGlite's transaction, or a real server's session in tests. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
}

/** A database that runs a function in one transaction, as PGlite's `transaction` does. */
export interface Transactional<Tx extends Queryable> {
  transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R>;
}

export async function runAs<T, Tx extends Queryable = Transaction>(
  db: Transactional<Tx>,
  claims: JwtClaims,
  fn: (tx: Tx) => Promise<T>,
  headers: RequestHeaders = {},
  /** More transaction-local settings, e.g. Storage's `storage.operation`. */
  settings: Readonly<Record<string, string>> = {},
): Promise<T> {
  if (!isApiRole(claims.role)) throw new Error(`Refusing to run as role ${String(claims.role)}`);
  return db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)",
      [claims.role, JSON.stringify(claims), JSON.stringify(headers)],
    );
    for (const [name, value] of Object.entries(settings)) {
      await tx.query('select set_config($1, $2, true)', [name, value]);
    }
    return fn(tx);
  });
}
