import { isAuthApiError, type Factor, type Session, type User } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';

/**
 * The second factor through supabase-js's `auth.mfa`: TOTP authenticator apps. The database
 * refuses every lead to a session below aal2, so these calls are what opens the desk.
 */

export type Aal = 'aal1' | 'aal2';

/** The assurance level the access token carries (its `aal` claim), as the database reads it. */
export function aalOf(session: Pick<Session, 'access_token'>): Aal {
  try {
    const payload = session.access_token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown };
    return claims.aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}

export function verifiedFactors(user: Pick<User, 'factors'> | null | undefined): Factor[] {
  return (user?.factors ?? []).filter((factor) => factor.status === 'verified' && factor.factor_type === 'totp');
}

export type CodeResult = { ok: true } | { ok: false; reason: 'wrong-code' | 'refused' | 'unavailable' };

function codeFailure(error: unknown): CodeResult {
  // A code accepted once already (a locked factor is never refused here: the desk refuses the session).
  if (isAuthApiError(error) && error.code === 'mfa_verification_rejected') return { ok: false, reason: 'refused' };
  const wrong =
    isAuthApiError(error) &&
    (error.code === 'mfa_verification_failed' || error.code === 'mfa_challenge_expired' || error.status === 422);
  return { ok: false, reason: wrong ? 'wrong-code' : 'unavailable' };
}

/** Checks a six-digit code against a factor; a right one raises the session to aal2. */
export async function verifyCode(factorId: string, code: string): Promise<CodeResult> {
  try {
    const { error } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code });
    return error ? codeFailure(error) : { ok: true };
  } catch (error) {
    return codeFailure(error);
  }
}

export type Enrolment = { factorId: string; qrCode: string; secret: string; uri: string };

/**
 * Starts a new authenticator: its QR code (an SVG data URI drawn by the auth server) and secret.
 * Unfinished enrolments of this account are dropped first, so a name can be used again.
 */
export async function startEnrolment(friendlyName: string): Promise<Enrolment> {
  const mfa = getSupabase().auth.mfa;
  const listed = await mfa.listFactors();
  for (const factor of listed.data?.all ?? []) {
    if (factor.status === 'unverified') await mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'Forgebridge' });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
}

/** The account's verified authenticators, from the server. */
export async function listAuthenticators(): Promise<Factor[]> {
  const { data, error } = await getSupabase().auth.mfa.listFactors();
  if (error) throw error;
  return data.totp;
}

/**
 * Removes an authenticator. The session it raised falls back to aal1 on the server, so the token
 * is refreshed at once and the gate asks for a code again if that was the one in use.
 */
export async function removeAuthenticator(factorId: string): Promise<void> {
  const auth = getSupabase().auth;
  const { error } = await auth.mfa.unenroll({ factorId });
  if (error) throw error;
  await auth.refreshSession();
}

/**
 * Whether this session's code was verified while its authenticator was locked after too many
 * wrong codes. Auth accepts such a code, but the database never shows that session a lead.
 */
export async function verifiedDuringLock(): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('second_factor_verified_during_lock');
  if (error) throw error;
  return data === true;
}
