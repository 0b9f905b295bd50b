import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { loadCatalogue, ident, type Catalogue } from './db/catalogue.ts';
import { localAdmin, localDataDir, localViewer, workerAdminCount, workerAdmins, type Credentials } from './config.ts';
import { migrate, openDatabase, type Database } from './database.ts';
import { createSignInThrottle, type ThrottleSettings } from './auth/throttle.ts';
import { createHandler, type Middleware } from './handler.ts';
import { acquireLock, lockPathFor } from './db/lock.ts';
import { createQueue } from './db/queue.ts';
import { localUsers, seedUsers } from './seed/users.ts';
import { createFileStore } from './storage/files.ts';
import type { StorageContext } from './storage/objects.ts';
import { seedDemoRegister } from './seed/demo-register.ts';
import { CLOCK_JOBS_EVERY_MS, runClockJobs } from './jobs/rfq-clock.ts';
import { runRegisterJobs } from './jobs/supplier-register.ts';
import { purgeExpiredLeads, RETENTION_EVERY_MS } from './jobs/retention.ts';
import { sweepStorage } from './storage/sweep.ts';
import { keepIdleSockets } from './http/keep-alive.ts';
import type { LocalFunctions } from './functions/proxy.ts';

/**
 * The programmatic entry point of the embedded backend, used by the Vite plugin, the contract
 * tests and the admin benchmark: open (or create) the database, migrate, seed the local users,
 * and hand back the middleware.
 */

export interface EmbeddedBackendOptions {
  /** Persist here (locked to this process). Ignored when `memory` is set. */
  dataDir?: string;
  /** Start empty in memory (tests). */
  memory?: boolean;
  /**
   * A `dumpDataDir()` tarball to start from (tests: migrate once, load many times): in memory, or,
   * with an explicit `dataDir` that holds no database yet, as that directory's initial content.
   */
  snapshot?: Blob;
  /** Also listen on 127.0.0.1 at this port (0 = random); `url` is then set. */
  port?: number;
  admin?: Credentials;
  viewer?: Credentials;
  /**
   * A request header to read the client address from, for a backend behind a proxy you trust to
   * set it (default: `LOCAL_CLIENT_ADDRESS_FROM`; unset, the socket's peer address).
   */
  clientAddressFrom?: string;
  /** Seed the demo supplier register into a register never used (`npm run dev` only). */
  demoRegister?: boolean;
  /** Password sign-in limits (auth/throttle.ts); tests shorten them or pass a clock. */
  signInLimits?: Partial<ThrottleSettings>;
}

export interface EmbeddedBackend {
  handler: Middleware;
  /** The database, as its owner: bypasses row-level security. For seeding and inspection only. */
  db: Database;
  catalogue: Catalogue;
  /** `http://127.0.0.1:<port>` when `port` was given. */
  url: string | undefined;
  admin: Credentials;
  viewer: Credentials;
  /** Edge Functions served at `/functions/v1/<name>`: name → the URL of its local Deno process. */
  functions: LocalFunctions;
  /** Where Storage keeps its bytes: beside the database directory, or a temporary one. */
  storageDir: string;
  /** Removes orphaned attachments and stale resumable uploads older than `olderThanMs` (a day). */
  sweepStorage(olderThanMs?: number): Promise<{ objects: number; uploads: number }>;
  /** Deletes leads past the retention period, then their files (run at start and daily). */
  purgeExpiredLeads(): Promise<{ leads: number; objects: number }>;
  /** Bulk insert as the owner (benchmarks, fixtures); may set created_at. Returns rows inserted. */
  seed(table: string, rows: readonly Record<string, unknown>[]): Promise<number>;
  close(): Promise<void>;
}

const SEED_CHUNK = 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function startEmbeddedBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  const persistent = !options.memory && (options.dataDir !== undefined || !options.snapshot);
  const dataDir = persistent ? resolve(options.dataDir ?? localDataDir()) : undefined;
  let release = () => {};
  if (dataDir) {
    mkdirSync(dirname(dataDir), { recursive: true });
    release = acquireLock(lockPathFor(dataDir));
  }
  // Stored bytes sit beside the database (`.data/local` → `.data/local-storage`); an in-memory
  // database gets a temporary directory, removed on close.
  const storageDir = dataDir ? `${dataDir}-storage` : mkdtempSync(join(tmpdir(), 'forgebridge-storage-'));
  const dropStorage = () => {
    if (!dataDir) rmSync(storageDir, { recursive: true, force: true });
  };
  const releaseOnExit = () => {
    release();
    dropStorage();
  };
  process.once('exit', releaseOnExit);

  let db: Database | undefined;
  try {
    db = await openDatabase({
      ...(dataDir ? { dataDir } : {}),
      ...(options.snapshot ? { snapshot: options.snapshot } : {}),
    });
    await migrate(db);
    const admin = options.admin ?? localAdmin();
    const viewer = options.viewer ?? localViewer();
    await seedUsers(db, localUsers(admin, viewer, workerAdmins(workerAdminCount())));
    if (options.demoRegister) await seedDemoRegister(db);
    const catalogue = await loadCatalogue(db);
    const queue = createQueue();
    const database = db;
    const storage: StorageContext = { db: database, queue, files: createFileStore(storageDir) };
    const throttle = createSignInThrottle(options.signInLimits);
    const functions: LocalFunctions = new Map();
    const handler = createHandler({
      functions,
      db: database,
      queue,
      catalogue,
      files: storage.files,
      throttle,
      clientAddressFrom: options.clientAddressFrom ?? (process.env.LOCAL_CLIENT_ADDRESS_FROM?.trim() || undefined),
    });
    // Local data follows the same retention rule as a hosted project (pg_cron there): at start,
    // then daily. A failed run is logged and retried on the next one; it never stops the backend.
    const applyRetention = () =>
      Promise.all([
        purgeExpiredLeads(storage).catch((error: unknown) => {
          console.error('[embedded-supabase] retention failed', error);
        }),
        // The supplier register's lapse and retention jobs, on the same daily round.
        runRegisterJobs(storage).catch((error: unknown) => {
          console.error('[embedded-supabase] supplier register jobs failed', error);
        }),
      ]);
    await applyRetention();
    const sweeper = setInterval(() => {
      sweepStorage(storage).catch((error: unknown) => console.error('[embedded-supabase] storage sweep failed', error));
    }, SWEEP_EVERY_MS);
    sweeper.unref();
    const retention = setInterval(() => void applyRetention(), RETENTION_EVERY_MS);
    retention.unref();
    // The 48-hour reminders, every minute as pg_cron queues them every few minutes when hosted.
    const remindRfqs = () =>
      void runClockJobs(storage).catch((error: unknown) => {
        console.error('[embedded-supabase] clock reminders failed', error);
      });
    remindRfqs();
    const clockJobs = setInterval(remindRfqs, CLOCK_JOBS_EVERY_MS);
    clockJobs.unref();
    const server = options.port === undefined ? undefined : await listen(handler, options.port);

    return {
      handler,
      functions,
      db: database,
      catalogue,
      url: server ? `http://127.0.0.1:${(server.address() as { port: number }).port}` : undefined,
      admin,
      viewer,
      storageDir,
      sweepStorage: (olderThanMs) => sweepStorage(storage, olderThanMs),
      purgeExpiredLeads: () => purgeExpiredLeads(storage),
      seed: (table, rows) => queue.run(() => seedRows(database, catalogue, table, rows)),
      async close() {
        clearInterval(sweeper);
        clearInterval(retention);
        clearInterval(clockJobs);
        if (server) {
          server.closeAllConnections();
          await new Promise<void>((done) => server.close(() => done()));
        }
        await queue.run(() => database.close());
        process.removeListener('exit', releaseOnExit);
        releaseOnExit();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    process.removeListener('exit', releaseOnExit);
    releaseOnExit();
    throw error;
  }
}

async function listen(handler: Middleware, port: number): Promise<Server> {
  const server = createServer((req, res) => handler(req, res));
  keepIdleSockets(server);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  return server;
}

async function seedRows(
  db: Database,
  catalogue: Catalogue,
  tableName: string,
  rows: readonly Record<string, unknown>[],
): Promise<number> {
  const table = catalogue.get(tableName);
  if (!table) throw new Error(`Unknown table public.${tableName}`);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const unknown = columns.filter((name) => !table.columns.some((c) => c.name === name));
  if (unknown.length) throw new Error(`Unknown columns of ${tableName}: ${unknown.join(', ')}`);
  if (!columns.length) return 0;
  const target = `public.${ident(tableName)}`;
  const list = columns.map(ident).join(', ');
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += SEED_CHUNK) {
      const chunk = JSON.stringify(rows.slice(start, start + SEED_CHUNK));
      const result = await tx.query(
        `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)`,
        [chunk],
      );
      inserted += result.affectedRows ?? 0;
    }
  });
  return inserted;
}
