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
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgresql://postgres@127.0.0.1:<port>/postgres?sslmode=disable, as the superuser. */
    pgUrl: string;
  }
}
