import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { loadEnv, type Connect, type Logger, type Plugin } from 'vite';
import type { EmbeddedBackend } from './backend.ts';
import type { LocalDeliveries } from './delivery/local-deliveries.ts';
import { resolveDeployment } from '../../src/config/overrides.ts';
import { localAdmin, localDataDir, localViewer, type Credentials } from './config.ts';
import { keepIdleSockets } from './http/keep-alive.ts';

/**
 * Mounts the embedded backend (docs/decisions/0002-embedded-supabase-backend.md) into `vite` and `vite preview` when VITE_SUPABASE_URL
 * is unset, so the site's supabase-js client (which then targets its own origin) works with no
 * Docker and no hosted project. It is a dev/preview server hook only: nothing reaches `dist/`.
 */

interface Shared {
  backend: Promise<EmbeddedBackend>;
  /** The lead delivery function and the mail capture; undefined when they could not start. */
  deliveries: Promise<LocalDeliveries | undefined>;
  /** The brief-files function behind /functions/v1/brief-files; undefined when it could not start. */
  briefFiles: Promise<{ close(): Promise<void> } | undefined>;
  users: number;
}

/**
 * One backend per data directory per process, shared by reference count: on a config change
 * Vite builds the new server before closing the old one, and both must not open the directory
 * (the lock would refuse the second). Kept on globalThis because Vite re-imports its config.
 */
const registryKey = Symbol.for('forgebridge.embedded-supabase');
const registry: Map<string, Shared> =
  ((globalThis as Record<symbol, unknown>)[registryKey] as Map<string, Shared> | undefined) ??
  new Map<string, Shared>();
(globalThis as Record<symbol, unknown>)[registryKey] = registry;

export function embeddedSupabase(): Plugin {
  let enabled = false;
  let env: Record<string, string> = {};
  let root = process.cwd();
  let logger: Logger | undefined;

  /** `demoRegister`: the dev server seeds the demo supplier register; preview (and so the browser tests) does not. */
  async function mount(
    middlewares: Connect.Server,
    httpServer: Server | null,
    origin: string,
    demoRegister = false,
  ): Promise<void> {
    if (!enabled) return;
    if (httpServer) keepIdleSockets(httpServer);
    const dataDir = resolve(root, localDataDir(env));
    let shared = registry.get(dataDir);
    if (!shared) {
      const admin = localAdmin(env);
      const backend = import('./backend.ts').then(({ startEmbeddedBackend }) =>
        startEmbeddedBackend({ dataDir, admin, viewer: localViewer(env), demoRegister }),
      );
      const deliveries = backend
        .then((started) => startDeliveries(started, env, origin, logger))
        .catch(() => undefined);
      const briefFiles = backend
        .then((started) => startBriefFiles(started, env, origin, logger))
        .catch(() => undefined);
      shared = { backend, deliveries, briefFiles, users: 0 };
      registry.set(dataDir, shared);
      backend.then(
        () =>
          logger?.info(
            `  ➜  Embedded Supabase on this origin (/rest/v1, /auth/v1, /storage/v1, /functions/v1) · data ${dataDir}\n` +
              `  ➜  Admin authenticator secret ${admin.totpSecret ?? ''} (LOCAL_ADMIN_TOTP_SECRET) · current code: npm run admin:code`,
          ),
        () => registry.delete(dataDir),
      );
    }
    shared.users += 1;
    // Awaited so the server never answers before the database is migrated, and a locked data
    // directory stops the server with a clear message instead of failing request by request.
    const { handler } = await shared.backend;
    middlewares.use('/rest/v1', handler);
    middlewares.use('/auth/v1', handler);
    middlewares.use('/storage/v1', handler);
    middlewares.use('/functions/v1', handler);
    if (httpServer) announceDesk(httpServer, resolveDeployment(env).adminPath, localAdmin(env), logger);

    const entry = shared;
    httpServer?.once('close', () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      registry.delete(dataDir);
      void Promise.all([
        entry.deliveries.then((deliveries) => deliveries?.close()),
        entry.briefFiles.then((briefFiles) => briefFiles?.close()),
      ])
        .then(() => entry.backend)
        .then((backend) => backend.close());
    });
  }

  return {
    name: 'forgebridge:embedded-supabase',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir, [
        'VITE_SUPABASE_URL',
        'VITE_ADMIN_PATH',
        'LOCAL_',
        'PARTNER_WEBHOOK_URL',
        'OEM_WEBHOOK_URL',
      ]);
      enabled = !env.VITE_SUPABASE_URL;
      root = config.root;
      logger = config.logger;
    },
    async configureServer(server) {
      await mount(server.middlewares, server.httpServer as Server | null, siteOrigin(server.config.server), true);
    },
    async configurePreviewServer(server) {
      await mount(server.middlewares, server.httpServer as Server | null, siteOrigin(server.config.preview));
    },
  };
}

/**
 * The deliver-leads function in Deno and its mail capture (docs/decisions/0015-lead-delivery-outbox.md).
 * A failure to start them is reported and leaves the site working: leads wait in the outbox.
 */
async function startDeliveries(
  backend: EmbeddedBackend,
  env: Record<string, string>,
  origin: string,
  logger: Logger | undefined,
): Promise<LocalDeliveries | undefined> {
  const [{ startLocalDeliveries }, { localDeliverySettings }] = await Promise.all([
    import('./delivery/local-deliveries.ts'),
    import('./delivery/settings.ts'),
  ]);
  try {
    const deliveries = await startLocalDeliveries(backend, localDeliverySettings(env, origin));
    logger?.info(
      `  ➜  Lead alerts: deliver-leads in Deno · mail inbox ${deliveries.mail.webUrl}/ · JSON ${deliveries.mail.webUrl}/email`,
    );
    return deliveries;
  } catch (error) {
    logger?.error(`  ➜  Lead alerts are not running (leads wait in the outbox): ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * The brief-files function in Deno, served at /functions/v1/brief-files (a brief page's downloads).
 * A failure to start it is reported and leaves the site working: the page says downloads are
 * unavailable.
 */
async function startBriefFiles(
  backend: EmbeddedBackend,
  env: Record<string, string>,
  origin: string,
  logger: Logger | undefined,
): Promise<{ close(): Promise<void> } | undefined> {
  const [{ startLocalBriefFiles }, { localDeliverySettings }] = await Promise.all([
    import('./delivery/local-brief-files.ts'),
    import('./delivery/settings.ts'),
  ]);
  try {
    return await startLocalBriefFiles(backend, localDeliverySettings(env, origin));
  } catch (error) {
    logger?.error(`  ➜  Brief pages' downloads are not running (brief-files): ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Prints the lead desk's full address beside the credentials that open it, once the server
 * listens: the port is then the one in use, even when Vite moved past a busy one.
 */
function announceDesk(httpServer: Server, adminPath: string, admin: Credentials, logger: Logger | undefined) {
  const announce = () => {
    const address = httpServer.address() as AddressInfo | null;
    if (!address) return;
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    logger?.info(
      `  ➜  Lead desk: http://${host}:${address.port}${adminPath} · sign in as ${admin.email} / ${admin.password}`,
    );
  };
  if (httpServer.listening) announce();
  else httpServer.once('listening', announce);
}

/** The address the alert's admin link and the partner page's URL use locally. */
function siteOrigin(server: { host?: string | boolean | undefined; port?: number | undefined }): string {
  const host = typeof server.host === 'string' && server.host !== '0.0.0.0' ? server.host : 'localhost';
  return `http://${host}:${server.port ?? 5173}`;
}
