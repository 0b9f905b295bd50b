import type { IncomingMessage } from 'node:http';
import { RestError } from './errors.ts';
import { header } from '../http/io.ts';
import { InvalidJwtError, verifyJwt } from '../auth/jwt.ts';
import { isApiRole, type JwtClaims } from '../db/run-as.ts';

/**
 * Who a REST request runs as, checked the way Supabase's gateway and PostgREST check it: the
 * `apikey` header must be a key signed with our secret; `Authorization: Bearer` (a user's access
 * token, or the anon key again) picks the role. Any failure is 401 PGRST301, never a fallback to
 * anon, so a client with an expired session learns it instead of silently reading nothing.
 */
export async function authenticate(req: IncomingMessage): Promise<JwtClaims> {
  const apikey = header(req, 'apikey');
  const authorization = header(req, 'authorization');
  if (!apikey)
    throw new RestError(401, 'PGRST301', 'No API key found in request', null, 'Send the anon key as `apikey`.');
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  try {
    if (authorization && !bearer) throw new InvalidJwtError('Authorization must be a Bearer token', false);
    const apikeyClaims = await verifyJwt(apikey);
    const claims = bearer && bearer !== apikey ? await verifyJwt(bearer) : apikeyClaims;
    if (!isApiRole(claims.role)) throw new InvalidJwtError(`JWT role is not allowed: ${String(claims.role)}`, false);
    return claims as JwtClaims;
  } catch (error) {
    if (error instanceof InvalidJwtError) throw new RestError(401, 'PGRST301', error.message);
    throw error;
  }
}
