import type { SupabaseClient } from '@supabase/supabase-js';
import { generateSync } from 'otplib';
import type { Credentials } from '../config.ts';

/**
 * Signs a supabase-js client in as the lead desk does: password, then (for an account with an
 * authenticator secret, like the seeded local admin) a six-digit code, raising the session to
 * aal2. For tests, benchmarks and scripts; the browser asks the person for the code.
 *
 * A code is accepted once (public.hook_mfa_verification_attempt): a second sign-in in the same
 * 30-second step uses the next step's code, which the one step of skew accepts, and a third
 * waits for the clock to reach it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database schema will do
export async function signInWithSecondFactor(sb: SupabaseClient<any, any, any>, credentials: Credentials) {
  const { error } = await sb.auth.signInWithPassword({ email: credentials.email, password: credentials.password });
  if (error) throw error;
  if (credentials.totpSecret) await passSecondFactor(sb, credentials.totpSecret);
}

const STEP_MS = 30_000;
/** The last time step each secret's code was sent in this process. */
const lastStepSent = new Map<string, number>();

/**
 * The code of the earliest step after the last one this process sent, within the step of skew
 * either side that verification accepts; waits until the clock allows it. The previous step's
 * code is used only early in a step, so that it is still accepted when it arrives.
 */
export async function freshCode(secret: string): Promise<string> {
  const now = Date.now();
  const earliest = Math.floor(now / STEP_MS) - (now % STEP_MS < STEP_MS / 2 ? 1 : 0);
  const wanted = Math.max(earliest, (lastStepSent.get(secret) ?? -Infinity) + 1);
  const waitMs = (wanted - 1) * STEP_MS - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  lastStepSent.set(secret, wanted);
  return generateSync({ secret, epoch: wanted * (STEP_MS / 1000) });
}

/** Marks the current step's code as spent by someone else (another process signed in with it). */
export function codeSpentElsewhere(secret: string): void {
  lastStepSent.set(secret, Math.max(lastStepSent.get(secret) ?? 0, Math.floor(Date.now() / STEP_MS)));
}

/**
 * Challenges and verifies the client's first verified TOTP factor with a fresh code. A code
 * another process spent first is refused (mfa_verification_rejected); then the next one is tried.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database schema will do
export async function passSecondFactor(sb: SupabaseClient<any, any, any>, secret: string): Promise<void> {
  const { data, error } = await sb.auth.mfa.listFactors();
  const factor = data?.totp[0];
  if (error || !factor) throw error ?? new Error('No verified TOTP factor');
  for (let attempt = 1; ; attempt += 1) {
    const verified = await sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code: await freshCode(secret) });
    if (!verified.error) return;
    if (verified.error.code !== 'mfa_verification_rejected' || attempt === 3) throw verified.error;
    codeSpentElsewhere(secret);
  }
}
