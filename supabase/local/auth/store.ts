import { randomBytes } from 'node:crypto';
import type { Database } from '../database.ts';
import { BCRYPT_COST } from '../seed/users.ts';

/**
 * Users, sessions and refresh tokens in the local `auth` schema. These statements run as the
 * database owner, as GoTrue runs as supabase_auth_admin; API requests never do (db/run-as.ts).
 */

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS = `id, aud, role, email, email_confirmed_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at`;

export type Aal = 'aal1' | 'aal2';

/** One entry of the access token's amr claim: how and when the session was authenticated. */
export interface AmrEntry {
  method: 'password' | 'totp';
  timestamp: number;
}

/** A factor as GoTrue lists it on the user. */
export interface FactorJson {
  id: string;
  friendly_name?: string;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export interface Session {
  user: UserRow;
  sessionId: string;
  refreshToken: string;
  aal: Aal;
  amr: AmrEntry[];
  factors: FactorJson[];
}

type SessionRow = { aal: Aal; amr: AmrEntry[] };

/** An opaque refresh token; only its presence in auth.refresh_tokens gives it meaning. */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * A bcrypt setting of the same cost as every stored hash and matching no password: an unknown
 * email is compared against it, so it costs the same bcrypt round as a known one and the answer's
 * timing does not tell which emails have accounts.
 */
const DUMMY_HASH = `$2a$${String(BCRYPT_COST).padStart(2, '0')}$${'forgebridgeembeddedaut'}${'h'.repeat(31)}`;

export async function signInWithPassword(db: Database, email: string, password: string): Promise<Session | undefined> {
  return db.transaction(async (tx) => {
    // One bcrypt compare in SQL whether or not the email exists, as GoTrue stores the hash
    // (pgcrypto's crypt reuses the stored salt); the left join always yields one row.
    const checked = await tx.query<{ id: string | null; ok: boolean | null }>(
      `select u.id, extensions.crypt($2, coalesce(nullif(u.encrypted_password, ''), $3)) = u.encrypted_password as ok
         from (select 1) as one left join auth.users u on u.email = lower($1)`,
      [email.trim(), password, DUMMY_HASH],
    );
    const match = checked.rows[0];
    if (!match?.id || match.ok !== true) return undefined;
    const { rows } = await tx.query<UserRow>(
      `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
      [match.id],
    );
    const user = rows[0];
    if (!user) return undefined;
    const amr: AmrEntry[] = [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }];
    const session = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id, amr) values ($1, $2::jsonb) returning id',
      [user.id, JSON.stringify(amr)],
    );
    const sessionId = session.rows[0]?.id;
    if (!sessionId) throw new Error('Session insert returned no id');
    const refreshToken = await issueRefreshToken(tx, user.id, sessionId);
    return { user, sessionId, refreshToken, aal: 'aal1', amr, factors: await listFactors(tx, user.id) };
  });
}

export type RefreshOutcome = { ok: true; session: Session } | { ok: false; reason: 'not_found' | 'already_used' };

/**
 * Rotates a refresh token: the old one is revoked and a child issued in the same session.
 * Presenting a revoked token again signals theft, so (like GoTrue without a reuse interval)
 * the whole session is ended.
 */
export async function refreshSession(db: Database, token: string): Promise<RefreshOutcome> {
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const { rows } = await tx.query<{ revoked: boolean; session_id: string; user_id: string }>(
      'select revoked, session_id, user_id from auth.refresh_tokens where token = $1',
      [token],
    );
    const current = rows[0];
    if (!current) return { ok: false, reason: 'not_found' };
    if (current.revoked) {
      await tx.query('delete from auth.sessions where id = $1', [current.session_id]);
      return { ok: false, reason: 'already_used' };
    }
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
    const refreshToken = await issueRefreshToken(tx, current.user_id, current.session_id, token);
    // The new access token keeps the session's level and methods: a refresh never lowers aal2.
    const session = await tx.query<SessionRow>(
      'update auth.sessions set updated_at = now() where id = $1 returning aal, amr',
      [current.session_id],
    );
    const user = await findUser(tx, current.user_id);
    const levels = session.rows[0];
    if (!user || !levels) return { ok: false, reason: 'not_found' };
    const factors = await listFactors(tx, user.id);
    return { ok: true, session: { user, sessionId: current.session_id, refreshToken, ...levels, factors } };
  });
}

type Queryable = Pick<Database, 'query'>;

/** A new refresh token in a session (a child of `parent` when rotating). */
export async function issueRefreshToken(db: Queryable, userId: string, sessionId: string, parent?: string) {
  const token = newToken();
  await db.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    token,
    userId,
    sessionId,
    parent ?? null,
  ]);
  return token;
}

/** The user's factors, oldest first, as GoTrue lists them on the user. */
export async function listFactors(db: Queryable, userId: string): Promise<FactorJson[]> {
  const { rows } = await db.query<FactorJson>(
    `select id, friendly_name, factor_type, status, to_json(created_at) #>> '{}' as created_at,
            to_json(updated_at) #>> '{}' as updated_at, to_json(last_challenged_at) #>> '{}' as last_challenged_at
       from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows.map(({ friendly_name, ...factor }) => (friendly_name ? { ...factor, friendly_name } : factor));
}

export async function findUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0];
}

export async function sessionExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [id]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions; their refresh tokens go with them (on delete cascade). */
export async function endSessions(db: Queryable, userId: string, sessionId: string, scope: LogoutScope) {
  if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  } else await db.query('delete from auth.sessions where user_id = $1', [userId]);
}
