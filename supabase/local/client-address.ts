import type { IncomingMessage } from 'node:http';

/**
 * The address a request came from, as this server stands in for Supabase's gateway: the socket's
 * peer, never a header the client wrote (anyone can send `X-Forwarded-For`). IPv4 peers seen on a
 * dual-stack socket (`::ffff:127.0.0.1`) are given in their plain form.
 */
export function clientAddress(req: IncomingMessage): string {
  const peer = req.socket?.remoteAddress ?? '';
  return peer.startsWith('::ffff:') && peer.includes('.') ? peer.slice('::ffff:'.length) : peer || 'unknown';
}
