import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, bearerClaims, issuer, jsonBody, sessionJson, sessionNotFound, userJson } from './http.ts';
import { handleFactors } from './mfa.ts';
import {
  endSessions,
  findUser,
  listFactors,
  refreshSession,
  sessionExists,
  signInWithPassword,
  type LogoutScope,
} from './store.ts';
import type { SignInThrottle } from './throttle.ts';
import { clientAddress } from '../http/client-address.ts';
import type { Database } from '../database.ts';
import { header, sendEmpty, sendJson } from '../http/io.ts';
import { verifyJwt } from './jwt.ts';
import type { Queue } from '../db/queue.ts';

/**
 * The GoTrue subset behind `/auth/v1` that supabase-js uses here: password sign-in,
 * refresh, current user, sign-out and the TOTP second factor (mfa.ts). Errors use GoTrue's `{code, error_code, msg}` body, which
 * supabase-js turns into an AuthApiError.
 */

export interface AuthContext {
  db: Database;
  queue: Queue;
  throttle: SignInThrottle;
}

export { AuthError };

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
      if (path.startsWith('/factors')) return sendJson(res, 200, await handleFactors(ctx, req, route));
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
  const address = clientAddress(req);
  if (!ctx.throttle.takeRequest(address)) throw overLimit();
  const body = await jsonBody(req);
  const grantType = url.searchParams.get('grant_type');
  if (grantType === 'password') {
    const { email, password } = body;
    if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
      throw new AuthError(400, 'validation_failed', 'missing email or phone');
    }
    if (!ctx.throttle.emailAllowed(email, address)) throw overLimit();
    const session = await ctx.queue.run(() => signInWithPassword(ctx.db, email, password));
    if (!session) {
      await ctx.throttle.recordFailure(email, address);
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

async function currentUser(ctx: AuthContext, req: IncomingMessage) {
  const { sub, sessionId } = await bearerClaims(req);
  const found = await ctx.queue.run(async () => {
    if (!(await sessionExists(ctx.db, sessionId))) return null;
    const user = await findUser(ctx.db, sub);
    return user ? { user, factors: await listFactors(ctx.db, sub) } : undefined;
  });
  if (found === null) throw sessionNotFound();
  if (!found) throw new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
  return userJson(found.user, found.factors);
}

async function logout(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<void> {
  const { sub, sessionId } = await bearerClaims(req);
  const scopeParam = url.searchParams.get('scope') ?? 'global';
  const scope: LogoutScope = scopeParam === 'local' || scopeParam === 'others' ? scopeParam : 'global';
  await ctx.queue.run(() => endSessions(ctx.db, sub, sessionId, scope));
}
