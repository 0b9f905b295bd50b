import type { Server } from 'node:http';

/**
 * How long the local servers keep an idle kept-alive socket open. Node closes one after 5 s, and a
 * client that reuses it at that moment gets "socket hang up" (ECONNRESET): a browser retries such a
 * request, Playwright's request context does not, so a test that paused about 5 s between two reads
 * failed at random. A minute outlasts any pause between two requests of one test or one desk
 * session, as the hosted project's proxy does.
 */
export const IDLE_SOCKET_MS = 65_000;

export function keepIdleSockets(server: Server): void {
  server.keepAliveTimeout = IDLE_SOCKET_MS;
  // Node expects the time allowed for a request's headers to outlast the idle time.
  server.headersTimeout = IDLE_SOCKET_MS + 1_000;
}
