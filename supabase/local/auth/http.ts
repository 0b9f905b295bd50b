import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import type { FactorJson, Session, UserRow } from './store.ts';
import { ACCESS_TOKEN_TTL } from '../config.ts';
import { header, readBody } from '../http/io.ts';
import { parseJsonText } from '../http/json-text.ts';
import { InvalidJwtError, signJwt, verifyJwt } from './jwt.ts';

/**
 * GoTrue's wire format, shared by the password, session and factor routes: its error body, the
 * bearer check, the user and session objects supabase-js reads.
 */

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }

  get body() {
    return { code: this.status, error_code: this.errorCode, msg: this.message };
  }
}

/** The signed-in user's claims from `Authorization: Bearer`, as GoTrue checks them. */
export async function bearerClaims(req: IncomingMessage): Promise<{ sub: string; sessionId: string }> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(req, 'authorization') ?? '')?.[1];
  if (!bearer) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  let claims: JWTPayload;
  try {
    claims = await verifyJwt(bearer);
  } catch (error) {
    const reason = error instanceof InvalidJwtError && error.expired ? 'token is expired' : 'invalid signature';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const sessionId = claims.session_id;
  if (typeof claims.sub !== 'string' || typeof sessionId !== 'string') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  return { sub: claims.sub, sessionId };
}

/** GoTrue's answer when the token's session was ended (signed out, or replaced). */
export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const parsed = parseJsonText((await readBody(req)) || '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Falls through to the same answer as a non-object body.
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

export function issuer(req: IncomingMessage): string {
  return `http://${header(req, 'host') ?? '127.0.0.1'}/auth/v1`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The user object; `factors` appears only when the user has some, as GoTrue omits it. */
export function userJson(user: UserRow, factors: readonly FactorJson[] = []) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    ...(factors.length ? { factors } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

/** The session object supabase-js expects from /token and from a factor's verify. */
export async function sessionJson({ user, sessionId, refreshToken, aal, amr, factors }: Session, iss: string) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL;
  const accessToken = await signJwt({
    iss,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal,
    // GoTrue lists the most recent method first.
    amr: [...amr].reverse(),
    session_id: sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, factors),
  };
}
