import { generateSecret, generateURI, verifySync } from 'otplib';
import { renderSVG } from 'uqr';
import { AuthError } from './http.ts';
import { findUser, issueRefreshToken, listFactors, type Aal, type AmrEntry, type Session } from './store.ts';
import type { Database } from '../database.ts';

/**
 * TOTP factors, challenges and the session's assurance level in the local `auth` schema, with
 * GoTrue's rules: a user with a verified factor needs aal2 to add another or remove a verified
 * one; a challenge is answered once, from the address that asked, within five minutes; a right
 * code raises the session to aal2 and ends the user's other aal1 sessions. Every verify is put to
 * the database's MFA verification attempt hook, as hosted GoTrue does when the hook is enabled: it
 * limits wrong codes per factor and accepts a code once. Beyond GoTrue, a challenge ends after 3
 * wrong codes.
 */

type Queryable = Pick<Database, 'query'>;

/** GoTrue's defaults: challenge and unverified-factor lifetime, and factors per user. */
export const CHALLENGE_TTL_SECONDS = 300;
const MAX_FACTORS = 10;
/** Wrong codes a challenge takes before it is ended. */
export const CHALLENGE_MAX_FAILURES = 3;

interface FactorRow {
  id: string;
  status: 'unverified' | 'verified';
  secret: string;
}

export async function currentAal(db: Queryable, sessionId: string, userId: string): Promise<Aal | undefined> {
  const { rows } = await db.query<{ aal: Aal }>('select aal from auth.sessions where id = $1 and user_id = $2', [
    sessionId,
    userId,
  ]);
  return rows[0]?.aal;
}

async function ownedFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(factorId)) {
    throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  }
  const { rows } = await db.query<FactorRow>(
    'select id, status, secret from auth.mfa_factors where id = $1 and user_id = $2',
    [factorId, userId],
  );
  const factor = rows[0];
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

export async function enrollTotp(
  db: Queryable,
  {
    userId,
    email,
    aal,
    friendlyName,
    issuer,
  }: { userId: string; email: string; aal: Aal; friendlyName: string; issuer: string },
) {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
        and created_at < now() - make_interval(secs => $2)`,
    [userId, CHALLENGE_TTL_SECONDS],
  );
  const factors = await listFactors(db, userId);
  if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  if (factors.length >= MAX_FACTORS) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (factors.some((factor) => factor.status === 'verified') && aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  const secret = generateSecret();
  const uri = generateURI({ issuer, label: email, secret });
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.mfa_factors (user_id, friendly_name, secret) values ($1, $2, $3) returning id`,
    [userId, friendlyName || null, secret],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('Factor insert returned no id');
  // The SVG itself, as GoTrue sends it; supabase-js makes it a data URI.
  const qrCode = renderSVG(uri, { border: 2 });
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } };
}

export async function challengeFactor(db: Queryable, userId: string, factorId: string, ipAddress: string) {
  await ownedFactor(db, userId, factorId);
  const { rows } = await db.query<{ id: string; created: number }>(
    `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
     returning id, extract(epoch from created_at)::float8 as created`,
    [factorId, ipAddress],
  );
  await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
  const challenge = rows[0];
  if (!challenge) throw new Error('Challenge insert returned no id');
  return { id: challenge.id, type: 'totp', expires_at: Math.floor(challenge.created) + CHALLENGE_TTL_SECONDS };
}

/**
 * The time step (Unix time / 30) of six digits that match the secret now, 30 seconds ago or 30
 * seconds ahead (GoTrue's skew of one), or null when they match none.
 */
export function totpStep(secret: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({ secret, token: code, epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * What the database's hook decided about one verify (public.hook_mfa_verification_attempt), with
 * GoTrue's event plus the code's own time step, which GoTrue does not send. A rejection ends every
 * session of the user, as it does in GoTrue.
 */
async function askHook(
  db: Queryable,
  userId: string,
  factorId: string,
  step: number | null,
): Promise<AuthError | null> {
  const event = { factor_id: factorId, user_id: userId, factor_type: 'totp', valid: step !== null, time_step: step };
  const { rows } = await db.query<{ answer: { decision?: string; message?: string } }>(
    'select public.hook_mfa_verification_attempt($1) as answer',
    [JSON.stringify(event)],
  );
  const answer = rows[0]?.answer;
  if (answer?.decision === 'reject') {
    // GoTrue signs the user out of every session before it refuses the verify (models.Logout).
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
    return new AuthError(403, 'mfa_verification_rejected', answer.message ?? 'MFA verification rejected');
  }
  return null;
}

/**
 * Checks a code. A refusal is returned, not thrown, so that what it recorded (the challenge's
 * wrong codes, the hook's count) is committed with it; a right code returns the raised session.
 */
export async function verifyFactor(
  db: Queryable,
  args: { userId: string; sessionId: string; factorId: string; challengeId: string; code: string; ipAddress: string },
): Promise<Session | AuthError> {
  const factor = await ownedFactor(db, args.userId, args.factorId);
  const { rows } = await db.query<{ verified: boolean; ip_address: string; expired: boolean }>(
    `select verified_at is not null as verified, ip_address,
            created_at < now() - make_interval(secs => $3) or failed_attempts >= $4 as expired
       from auth.mfa_challenges where id::text = $1 and factor_id = $2`,
    [args.challengeId, factor.id, CHALLENGE_TTL_SECONDS, CHALLENGE_MAX_FAILURES],
  );
  const challenge = rows[0];
  if (!challenge) {
    throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (challenge.verified || challenge.ip_address !== args.ipAddress) {
    throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.expired) {
    await db.query('delete from auth.mfa_challenges where id = $1', [args.challengeId]);
    return new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${args.challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const step = totpStep(factor.secret, args.code);
  const rejected = await askHook(db, args.userId, factor.id, step);
  if (rejected) return rejected;
  if (step === null) {
    await db.query('update auth.mfa_challenges set failed_attempts = failed_attempts + 1 where id = $1', [
      args.challengeId,
    ]);
    return new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  await db.query('update auth.mfa_challenges set verified_at = now() where id = $1', [args.challengeId]);
  await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
  const entry: AmrEntry = { method: 'totp', timestamp: Math.floor(Date.now() / 1000) };
  const session = await db.query<{ amr: AmrEntry[] }>(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now(),
            amr = (select coalesce(jsonb_agg(e), '[]') from jsonb_array_elements(amr) e where e->>'method' <> 'totp') || $3::jsonb
      where id = $1 returning amr`,
    [args.sessionId, factor.id, JSON.stringify([entry])],
  );
  const amr = session.rows[0]?.amr;
  if (!amr) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  // The session's old refresh tokens would mint aal2 tokens too; the client gets a new one.
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [
    args.sessionId,
  ]);
  const refreshToken = await issueRefreshToken(db, args.userId, args.sessionId);
  await db.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1'`, [args.userId]);
  await db.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [args.userId]);
  const user = await findUser(db, args.userId);
  if (!user) throw new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
  const factors = await listFactors(db, args.userId);
  return { user, sessionId: args.sessionId, refreshToken, aal: 'aal2', amr, factors };
}

export async function unenrollFactor(db: Queryable, userId: string, aal: Aal, factorId: string) {
  const factor = await ownedFactor(db, userId, factorId);
  if (factor.status === 'verified' && aal !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  // Sessions raised by this factor fall back to aal1.
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null,
            amr = (select coalesce(jsonb_agg(e), '[]') from jsonb_array_elements(amr) e where e->>'method' <> 'totp')
      where factor_id = $1`,
    [factor.id],
  );
  return { id: factor.id };
}
