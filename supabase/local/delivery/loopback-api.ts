import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EmbeddedBackend } from '../backend.ts';
import { keepIdleSockets } from '../http/keep-alive.ts';

/**
 * The embedded backend on a loopback-only listener of its own: how a local Edge Function reaches
 * the database and Storage as a hosted one does (PostgREST RPC and Storage as service_role).
 */
export async function startLoopbackApi(backend: EmbeddedBackend): Promise<{ url: string; close(): Promise<void> }> {
  const api: Server = createServer((req, res) => backend.handler(req, res));
  keepIdleSockets(api);
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', () => done()));
  return {
    url: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    async close() {
      api.closeAllConnections();
      await new Promise<void>((done) => api.close(() => done()));
    },
  };
}
