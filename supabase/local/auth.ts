import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import {
  endSessions,
  findUser,
  refreshSession,
  sessionExists,
  signInWithPassword,
  type LogoutScope,
  type Session,
  type UserRow,
} from './auth-store.ts';
import type { SignInThrottle } from './auth-throttle.ts';
import { clientAddress } from './client-address.ts';
import { ACCESS_TOKEN_TTL } from './config.ts';
import type { Database } from './database.ts';
import { header, readBody, sendEmpty, sendJson } from './http-io.ts';
import { InvalidJwtError, signJwt, verifyJwt } from './jwt.ts';
import type { Queue } from './queue.ts';

/**
 * The GoTrue subset behind `/auth/v1` that supabase-js uses here: password sign-in,
 * refresh, current user and sign-out. Errors use GoTrue's `{code, error_code, msg}` body, which
 * supabase-js turns into an AuthApiError.
 */

export interface AuthContext {
  db: Database;
  queue: Queue;
  throttle: SignInThrottle;
}

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

export async function handleAuth(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
  const route = `${req.method ?? 'GET'} ${path.replace(/\/+$/, '')}`;
  if (route === 'GET /health') return sendJson(res, 200, { name: 'GoTrue', description: 'Forgebridge embedded auth' });
  await requireApiKey(req);
  switch (route) {
    case 'POST /token':
      return sendJson(res, 200, await token(ctx, req, url));
    case 'GET /user':
      return sendJson(res, 200, await currentUser(ctx, req));
    case 'POST /logout':
      await logout(ctx, req, url);
      return sendEmpty(res, 204);
    default:
      throw new AuthError(404, 'not_found', `${route} is not available in the embedded backend`);
  }
}

async function requireApiKey(req: IncomingMessage): Promise<void> {
  const apikey = header(req, 'apikey');
  if (!apikey) throw new AuthError(401, 'no_authorization', 'No API key found in request');
  try {
    await verifyJwt(apikey);
  } catch {
    throw new AuthError(401, 'bad_jwt', 'Invalid API key');
  }
}

/** GoTrue's answer over a rate limit, which supabase-js reports as status 429. */
const overLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

async function token(ctx: AuthContext, req: IncomingMessage, url: URL) {
  // Every grant counts against the client address, as GoTrue limits /token.
  if (!ctx.throttle.takeRequest(clientAddress(req))) throw overLimit();
  const body = await jsonBody(req);
  const grantType = url.searchParams.get('grant_type');
  if (grantType === 'password') {
    const { email, password } = body;
    if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
      throw new AuthError(400, 'validation_failed', 'missing email or phone');
    }
    if (!ctx.throttle.emailAllowed(email)) throw overLimit();
    const session = await ctx.queue.run(() => signInWithPassword(ctx.db, email, password));
    if (!session) {
      ctx.throttle.recordFailure(email);
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    return sessionJson(session, issuer(req));
  }
  if (grantType === 'refresh_token') {
    const refreshToken = body.refresh_token;
    if (typeof refreshToken !== 'string' || !refreshToken) {
      throw new AuthError(400, 'validation_failed', 'refresh_token required');
    }
    const outcome = await ctx.queue.run(() => refreshSession(ctx.db, refreshToken));
    if (!outcome.ok) {
      if (outcome.reason === 'already_used') {
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    return sessionJson(outcome.session, issuer(req));
  }
  throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
}

/** The signed-in user's claims from `Authorization: Bearer`, as GoTrue checks them. */
async function bearerClaims(req: IncomingMessage): Promise<{ sub: string; sessionId: string }> {
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

async function currentUser(ctx: AuthContext, req: IncomingMessage) {
  const { sub, sessionId } = await bearerClaims(req);
  const user = await ctx.queue.run(async () =>
    (await sessionExists(ctx.db, sessionId)) ? findUser(ctx.db, sub) : null,
  );
  if (user === null) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (!user) throw new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
  return userJson(user);
}

async function logout(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<void> {
  const { sub, sessionId } = await bearerClaims(req);
  const scopeParam = url.searchParams.get('scope') ?? 'global';
  const scope: LogoutScope = scopeParam === 'local' || scopeParam === 'others' ? scopeParam : 'global';
  await ctx.queue.run(() => endSessions(ctx.db, sub, sessionId, scope));
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse((await readBody(req)) || '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Falls through to the same answer as a non-object body.
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

function issuer(req: IncomingMessage): string {
  return `http://${header(req, 'host') ?? '127.0.0.1'}/auth/v1`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function userJson(user: UserRow) {
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
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

/** The session object supabase-js expects from /token. */
async function sessionJson({ user, sessionId, refreshToken }: Session, iss: string) {
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
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: iat }],
    session_id: sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}
