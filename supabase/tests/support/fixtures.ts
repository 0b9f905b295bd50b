import { randomUUID } from 'node:crypto';
import type { TablesInsert } from '../../../src/shared/database.types.ts';
import { sampleRow } from '../../../src/shared/leads/fields/sample-row.ts';
import { leadKindOf, leadTableNames, type LeadTable } from '../../../src/shared/leads/tables.ts';
import type { JwtClaims } from '../../local/db/run-as.ts';

/**
 * Valid rows for every lead table, and the callers of the policy matrix. Each row has its own
 * email address, as separate visitors would, so tests that store many rows stay inside the
 * per-email abuse limit; tests of that limit set the email themselves.
 */

/** The version of the notice a row's visitor was shown, as the forms send it. */
export const CONSENT_VERSION = '2026-11-23';

export { leadTableNames as LEAD_TABLES, type LeadTable };

type Rows = { [T in LeadTable]: TablesInsert<T> & { id: string } };

/**
 * A valid row of `table`: its kind's sample row (built from the field table, so a new question
 * needs no edit here) under a fresh id and email address, then `overrides`.
 */
export function validRow<T extends LeadTable>(table: T, overrides: Partial<Rows[T]> = {}): Rows[T] {
  const kind = leadKindOf(table);
  if (!kind) throw new Error(`${table} holds no leads`);
  // Each row its own email address, as separate visitors would, inside the per-email limit.
  const marker = `${kind}-${randomUUID().slice(0, 8)}`;
  return {
    id: randomUUID(),
    ...sampleRow(kind, { marker }),
    consent_version: CONSENT_VERSION,
    ...overrides,
  } as Rows[T];
}

export const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
export const VIEWER_ID = '00000000-0000-4000-8000-00000000b001';

/** The fixture admin's sessions in the test database (seedFixtureSessions): one at each level. */
export const ADMIN_SESSION_ID = '00000000-0000-4000-8000-00000000a002';
export const ADMIN_AAL1_SESSION_ID = '00000000-0000-4000-8000-00000000a003';
/** A session the admin signed out of: it is in no row of auth.sessions. */
export const SIGNED_OUT_SESSION_ID = '00000000-0000-4000-8000-00000000a004';

const adminClaims = {
  role: 'authenticated',
  sub: ADMIN_ID,
  aud: 'authenticated',
  app_metadata: { role: 'admin' },
} as const;

export const CALLERS = {
  anon: { role: 'anon' },
  viewer: { role: 'authenticated', sub: VIEWER_ID, aud: 'authenticated', app_metadata: { provider: 'email' } },
  /** An admin who passed the second factor, in a live session. */
  admin: { ...adminClaims, aal: 'aal2', session_id: ADMIN_SESSION_ID },
  /** An admin after the password only. */
  admin_aal1: { ...adminClaims, aal: 'aal1', session_id: ADMIN_AAL1_SESSION_ID },
  /** An aal2 admin token whose session was ended by signing out. */
  admin_signed_out: { ...adminClaims, aal: 'aal2', session_id: SIGNED_OUT_SESSION_ID },
  service_role: { role: 'service_role' },
} satisfies Record<string, JwtClaims>;

/** The admin callers that must read and change nothing. */
export const LOCKED_ADMINS = ['admin_aal1', 'admin_signed_out'] as const;

/** SQL that gives the fixture admin a user row and its two live sessions (built into the test snapshot). */
export const FIXTURE_SESSIONS_SQL = `
  insert into auth.users (id, email, encrypted_password, raw_app_meta_data)
  values ('${ADMIN_ID}', 'fixture-admin@forgebridge.test', '', '{"role":"admin"}');
  insert into auth.sessions (id, user_id, aal) values
    ('${ADMIN_SESSION_ID}', '${ADMIN_ID}', 'aal2'),
    ('${ADMIN_AAL1_SESSION_ID}', '${ADMIN_ID}', 'aal1');
`;

export type Caller = keyof typeof CALLERS;

/** The SQLSTATE of a rejected promise, or 'ok'. */
export async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}
