import { isAuthApiError, type Session, type User } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { aalOf, verifiedFactors, type Aal } from './mfa-queries';

/**
 * The admin claim as the RLS policies read it (`auth.jwt() -> 'app_metadata' ->> 'role'`).
 * Only the service role can set app_metadata, so a user cannot grant it to themselves. This
 * check only picks the screen; the database refuses the rows to anyone else regardless.
 */
export function isAdmin(user: Pick<User, 'app_metadata'> | null | undefined): boolean {
  return user?.app_metadata.role === 'admin';
}

export type AuthState =
  /** Before the stored session has been read (server render and first client render). */
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      user: User;
      isAdmin: boolean;
      /** 'aal2' once a code from an authenticator app was accepted in this session. */
      aal: Aal;
      /** Whether the account has a verified authenticator (else it must enrol one). */
      hasAuthenticator: boolean;
    };

export function authStateOf(session: Session | null): AuthState {
  return session
    ? {
        status: 'signed-in',
        user: session.user,
        isAdmin: isAdmin(session.user),
        aal: aalOf(session),
        hasAuthenticator: verifiedFactors(session.user).length > 0,
      }
    : { status: 'signed-out' };
}

/**
 * The current session, following sign-in, sign-out and token refresh. Reads the browser's stored
 * session in an effect only, so the first render is the same on server and client.
 */
export function useAuthState(): AuthState {
  const [state, setState] = useState<AuthState>({ status: 'unknown' });
  useEffect(() => {
    // onAuthStateChange replays the stored session as INITIAL_SESSION, so no getSession() is needed.
    const { data } = getSupabase().auth.onAuthStateChange((_event, session) => setState(authStateOf(session)));
    return () => data.subscription.unsubscribe();
  }, []);
  return state;
}

export type SignInResult = { ok: true } | { ok: false; reason: 'invalid-credentials' | 'unavailable' };

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const { error } = await getSupabase().auth.signInWithPassword({ email, password });
  if (!error) return { ok: true };
  const wrongCredentials = isAuthApiError(error) && (error.code === 'invalid_credentials' || error.status === 400);
  return { ok: false, reason: wrongCredentials ? 'invalid-credentials' : 'unavailable' };
}

/**
 * Ends this browser's session (its refresh token is revoked server-side). Local scope so that
 * signing out here does not sign a colleague out of the shared admin account elsewhere.
 */
export async function signOut(): Promise<void> {
  const { error } = await getSupabase().auth.signOut({ scope: 'local' });
  if (error) throw error;
}
