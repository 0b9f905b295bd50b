import type { IncomingMessage } from 'node:http';
import { forwardedHeaders, header } from '../http/io.ts';
import { InvalidJwtError, verifyJwt } from '../auth/jwt.ts';
import { isApiRole, type JwtClaims } from '../db/run-as.ts';
import { accessDenied } from './errors.ts';
import type { Caller } from './objects.ts';

/**
 * Who a Storage request runs as, as Supabase Storage decides it: the bearer token (a user's
 * access token, or the anon key) verified with the project secret; its role, else anon. A bad
 * token is AccessDenied, except where Storage lets it fall back to anon (`allowAnonymous`).
 */
export async function storageCaller(req: IncomingMessage, allowAnonymous = false): Promise<Caller> {
  const authorization = header(req, 'authorization');
  const token = (authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined) ?? header(req, 'apikey');
  const headers = forwardedHeaders(req);
  try {
    if (!token) throw new InvalidJwtError('No authorization token was found', false);
    const claims = await verifyJwt(token);
    const role = claims.role ?? 'anon';
    if (!isApiRole(role)) throw new InvalidJwtError(`JWT role is not allowed: ${String(role)}`, false);
    return { claims: { ...claims, role } as JwtClaims, headers };
  } catch (error) {
    if (!(error instanceof InvalidJwtError)) throw error;
    if (allowAnonymous) return { claims: { role: 'anon' }, headers };
    throw accessDenied(error.message);
  }
}
