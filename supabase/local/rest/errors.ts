import type { ApiRole } from '../db/run-as.ts';

/**
 * Errors in PostgREST's shape `{code, message, details, hint}`, which supabase-js returns as
 * `error`, with PostgREST's status mapping. Client mistakes are always 4xx: supabase-js retries
 * 503 and 520, so those are never used.
 */

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class RestError extends Error {
  readonly body: PostgrestErrorBody;

  constructor(
    readonly status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.name = 'RestError';
    this.body = { code, message, details, hint };
  }
}

/** A malformed or unsupported query string (PGRST100). */
export const badQuery = (message: string, details: string | null = null, hint: string | null = null) =>
  new RestError(400, 'PGRST100', message, details, hint);

/** A malformed request body (PGRST102). */
export const badBody = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST102', message, details);

export const unknownTable = (table: string) =>
  new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

export const unknownColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

/** PostgREST's message for an insert naming a column the table lacks. */
export const unknownInsertColumn = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** A Postgres error as raised by PGlite (pg-protocol's DatabaseError). */
export function isPgError(error: unknown): error is PgError {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as Record<string, unknown>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}

/** PostgREST's table from SQLSTATE to HTTP status (docs: "Errors → SQLSTATE"). */
export function statusForSqlState(code: string, role: ApiRole): number {
  // `raise sqlstate 'PT429'` answers HTTP 429: the database chooses the status.
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom?.[1]) return Number(custom[1]);
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  const cls = code.slice(0, 2);
  if (['0L', '0P', '28'].includes(cls)) return 403;
  if (['3D', '3F'].includes(cls)) return 404;
  // PostgREST answers 503 for connection errors (08); here that would only be a bug, and 503
  // makes supabase-js retry, so it is reported as 500.
  if (
    ['08', '09', '25', '2D', '38', '39', '3B', '40', '53', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)
  ) {
    return 500;
  }
  return 400;
}

export function fromPgError(error: PgError, role: ApiRole): RestError {
  return new RestError(
    statusForSqlState(error.code, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
