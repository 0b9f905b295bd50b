import type { IncomingMessage } from 'node:http';
import { AuthError, bearerClaims, issuer, jsonBody, sessionJson, sessionNotFound } from './http.ts';
import { challengeFactor, currentAal, enrollTotp, unenrollFactor, verifyFactor } from './mfa-store.ts';
import { findUser } from './store.ts';
import type { SignInThrottle } from './throttle.ts';
import { clientAddress } from '../http/client-address.ts';
import type { Database } from '../database.ts';
import type { Queue } from '../db/queue.ts';

/**
 * GoTrue's factor routes, as supabase-js's `auth.mfa` calls them: enrol a TOTP factor, ask for
 * a challenge, verify a code (a new aal2 session) and unenrol. Every route needs a live session.
 */

export interface MfaContext {
  db: Database;
  queue: Queue;
  throttle: SignInThrottle;
}

const FACTOR_ROUTE = /^(POST|DELETE) \/factors(?:\/([^/]+))?(?:\/(challenge|verify))?$/;

export async function handleFactors(ctx: MfaContext, req: IncomingMessage, route: string): Promise<unknown> {
  const match = FACTOR_ROUTE.exec(route);
  const [, method, factorId, action] = match ?? [];
  const { sub, sessionId } = await bearerClaims(req);
  const aal = await ctx.queue.run(() => currentAal(ctx.db, sessionId, sub));
  if (!aal) throw sessionNotFound();

  if (method === 'POST' && !factorId) {
    const body = await jsonBody(req);
    if (body.factor_type !== 'totp') {
      throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    }
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : '';
    const given = typeof body.issuer === 'string' ? body.issuer.trim() : '';
    return ctx.queue.run(async () => {
      const user = await findUser(ctx.db, sub);
      if (!user) throw new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
      const issuerName = given || new URL(issuer(req)).host;
      return ctx.db.transaction((tx) =>
        enrollTotp(tx, { userId: sub, email: user.email, aal, friendlyName, issuer: issuerName }),
      );
    });
  }
  if (method === 'POST' && factorId && action === 'challenge') {
    return ctx.queue.run(() => ctx.db.transaction((tx) => challengeFactor(tx, sub, factorId, clientAddress(req))));
  }
  if (method === 'POST' && factorId && action === 'verify') {
    // Codes are guessable in a million tries: each try counts against the address, as /token does.
    if (!ctx.throttle.takeRequest(clientAddress(req))) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    const body = await jsonBody(req);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!code) throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty');
    const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
    const session = await ctx.queue.run(() =>
      ctx.db.transaction((tx) =>
        verifyFactor(tx, { userId: sub, sessionId, factorId, challengeId, code, ipAddress: clientAddress(req) }),
      ),
    );
    if (session instanceof AuthError) throw session;
    return sessionJson(session, issuer(req));
  }
  if (method === 'DELETE' && factorId && !action) {
    return ctx.queue.run(() => ctx.db.transaction((tx) => unenrollFactor(tx, sub, aal, factorId)));
  }
  throw new AuthError(404, 'not_found', `${route} is not available in the embedded backend`);
}
