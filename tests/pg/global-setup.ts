import type { TestProject } from 'vitest/node';
import { migrateServer } from './support/migrate.ts';
import { startPostgres } from './support/server.ts';

/** One migrated PostgreSQL 15 server for the whole lane, stopped and deleted when it ends. */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  try {
    await migrateServer(server.url);
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('pgUrl', server.url);
  // Also when the run is cut short (a hang killed, Ctrl-C): no server outlives its run.
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    server.stop();
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(1);
    });
  }
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgresql://postgres@127.0.0.1:<port>/postgres?sslmode=disable, as the superuser. */
    pgUrl: string;
  }
}
