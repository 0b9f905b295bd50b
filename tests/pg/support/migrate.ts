import { readFileSync } from 'node:fs';
import pg from 'pg';
import { localSqlFiles, migrationFiles, type SqlFile } from '../../../supabase/local/database.ts';
import { FIXTURE_SESSIONS_SQL } from '../../../supabase/tests/support/fixtures.ts';

/**
 * Applies every file of supabase/local/sql and then supabase/migrations, in name order, each in
 * one transaction, as the embedded backend and `supabase db push` do. Whatever files exist are
 * applied, so a new migration reaches this lane with no change here.
 */
export function sqlFilesInOrder(): SqlFile[] {
  return [...localSqlFiles(), ...migrationFiles()];
}

export async function applyFile(client: pg.Client, file: SqlFile): Promise<void> {
  try {
    await client.query('begin');
    await client.query(readFileSync(file.path, 'utf8'));
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw new Error(`Applying ${file.path} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Migrates the server's `postgres` database and adds the policy tests' fixture admin and sessions. */
export async function migrateServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const file of sqlFilesInOrder()) await applyFile(client, file);
    await client.query(FIXTURE_SESSIONS_SQL);
  } finally {
    await client.end();
  }
}
