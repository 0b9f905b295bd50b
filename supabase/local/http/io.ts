import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from './client-address.ts';

/** Small node:http helpers shared by the REST and Auth handlers. */

/** Same limit order as PostgREST behind Supabase's gateway; lead forms send a few kB. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body exceeds ${MAX_BODY_BYTES} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The header the database reads the client address from (private.client_address_source). On a
 * hosted project Cloudflare, in front of Supabase's gateway, writes it and replaces whatever a
 * client sent; here the socket's peer address stands in, written over any value the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'cf-connecting-ip';

/**
 * The headers PostgREST would put in `request.headers`: lower-cased, no cookie, repeated values
 * joined, and the client address in CLIENT_ADDRESS_HEADER, as the platform would set it.
 */
export function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of Object.keys(req.headers)) {
    const value = header(req, name);
    if (name !== 'cookie' && name !== CLIENT_ADDRESS_HEADER && value !== undefined) headers[name] = value;
  }
  headers[CLIENT_ADDRESS_HEADER] = clientAddress(req);
  return headers;
}

/** The request path and query, whether or not Connect stripped a mount prefix from req.url. */
export function requestUrl(req: IncomingMessage): URL {
  const raw = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  return new URL(raw, 'http://embedded.local');
}

/** The API answers any origin, as Supabase's gateway does: it is keyed by tokens, not cookies. */
export function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', header(req, 'origin') ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Location, Preference-Applied');
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  setCors(req, res);
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    header(req, 'access-control-request-headers') ??
      'apikey, authorization, content-type, prefer, accept-profile, content-profile, x-client-info',
  );
  res.setHeader('Access-Control-Max-Age', '86400');
  res.writeHead(204).end();
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  // An explicit zero length, or Node would send an empty chunked body.
  res.writeHead(status, status === 204 ? headers : { 'Content-Length': '0', ...headers }).end();
}
