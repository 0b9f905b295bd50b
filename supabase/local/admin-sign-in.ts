import type { SupabaseClient } from '@supabase/supabase-js';
import { generateSync } from 'otplib';
import type { Credentials } from './config.ts';

/**
 * Signs a supabase-js client in as the lead desk does: password, then (for an account with an
 * authenticator secret, like the seeded local admin) the current six-digit code, raising the
 * session to aal2. For tests, benchmarks and scripts; the browser asks the person for the code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database schema will do
export async function signInWithSecondFactor(sb: SupabaseClient<any, any, any>, credentials: Credentials) {
  const { error } = await sb.auth.signInWithPassword({ email: credentials.email, password: credentials.password });
  if (error) throw error;
  if (credentials.totpSecret) await passSecondFactor(sb, credentials.totpSecret);
}

/** Challenges and verifies the client's first verified TOTP factor with the current code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database schema will do
export async function passSecondFactor(sb: SupabaseClient<any, any, any>, secret: string): Promise<void> {
  const { data, error } = await sb.auth.mfa.listFactors();
  const factor = data?.totp[0];
  if (error || !factor) throw error ?? new Error('No verified TOTP factor');
  const verified = await sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code: generateSync({ secret }) });
  if (verified.error) throw verified.error;
}
