import type { IncomingMessage, ServerResponse } from 'node:http';
import { InvalidJwtError, verifyJwt } from '../auth/jwt.ts';
import { clientAddress } from '../http/client-address.ts';
import { CLIENT_ADDRESS_HEADER, header, readBody, sendJson } from '../http/io.ts';

/**
 * `/functions/v1/<name>`, as Supabase's gateway serves an Edge Function: it checks the caller's
 * JWT (verify_jwt, on for every function the site calls; preflights pass), sets the client's
 * address in CLIENT_ADDRESS_HEADER (CF-Connecting-IP, as Cloudflare does in front of the hosted
 * gateway, and as this backend does for REST) and in `X-Forwarded-For`, replacing whatever the
 * client sent in either, and passes the request to the function's local
 * Deno process and its answer back as it is, CORS headers included: the function sets its own.
 */

/** Functions served locally: name → the URL of its Deno process. */
export type LocalFunctions = Map<string, string>;

/** Request headers not passed on: the connection's own, and the ones the gateway sets. */
const DROPPED_REQUEST = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-forwarded-for',
  CLIENT_ADDRESS_HEADER,
]);
const DROPPED_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

const gatewayError = (code: string, message: string) => ({ code, message });

export async function proxyFunction(
  functions: LocalFunctions,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const [, name = '', ...rest] = path.split('/');
  const target = functions.get(name);
  if (!target) return sendJson(res, 404, gatewayError('NOT_FOUND', 'Requested function was not found'));
  if (req.method !== 'OPTIONS') {
    const bearer = /^Bearer\s+(\S+)$/i.exec(header(req, 'authorization') ?? '')?.[1];
    if (!bearer) return sendJson(res, 401, gatewayError('UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header'));
    try {
      await verifyJwt(bearer);
    } catch (error) {
      if (!(error instanceof InvalidJwtError)) throw error;
      return sendJson(res, 401, gatewayError('UNAUTHORIZED_INVALID_JWT_FORMAT', 'Invalid JWT'));
    }
  }
  const headers = new Headers();
  for (const key of Object.keys(req.headers)) {
    const value = header(req, key);
    if (value !== undefined && !DROPPED_REQUEST.has(key)) headers.set(key, value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(req));
  headers.set('x-forwarded-for', clientAddress(req));
  const body =
    req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' ? undefined : await readBody(req);
  const query = new URL(req.url ?? '/', 'http://embedded.local').search;
  let answer: Response;
  try {
    answer = await fetch(`${target}/${[name, ...rest].join('/')}${query}`, {
      method: req.method ?? 'GET',
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    return sendJson(res, 503, gatewayError('FUNCTION_UNAVAILABLE', `The local ${name} function is not answering`));
  }
  const bytes = Buffer.from(await answer.arrayBuffer());
  const out: Record<string, string> = {};
  answer.headers.forEach((value, key) => {
    if (!DROPPED_RESPONSE.has(key)) out[key] = value;
  });
  res.writeHead(answer.status, { ...out, 'Content-Length': String(bytes.length) });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
