import type { IncomingMessage } from 'node:http';

/**
 * The address a request came from, as this server stands in for Supabase's gateway: the socket's
 * peer, never a header the client wrote (anyone can send `X-Forwarded-For`). IPv4 peers seen on a
 * dual-stack socket (`::ffff:127.0.0.1`) are given in their plain form.
 *
 * `stampClientAddress` may fix it from a header instead, for a backend behind a proxy you trust to
 * set it (`LOCAL_CLIENT_ADDRESS_FROM`); the browser tests use that to give each test an allowance
 * of its own, since a browser cannot pick its source address. Dev and preview never trust one.
 */

const stamped = new WeakMap<IncomingMessage, string>();

function peerAddress(req: IncomingMessage): string {
  const peer = req.socket?.remoteAddress ?? '';
  return peer.startsWith('::ffff:') && peer.includes('.') ? peer.slice('::ffff:'.length) : peer || 'unknown';
}

/** Fixes the request's client address: `trustedHeader`'s first entry when given and set, or the peer. */
export function stampClientAddress(req: IncomingMessage, trustedHeader?: string): void {
  const raw = trustedHeader ? req.headers[trustedHeader.toLowerCase()] : undefined;
  const trusted = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim();
  stamped.set(req, trusted || peerAddress(req));
}

export function clientAddress(req: IncomingMessage): string {
  return stamped.get(req) ?? peerAddress(req);
}
