import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

/**
 * Opening and migrating the PGlite database of the embedded backend.
 * Local SQL (roles, auth schema) runs first, once per data directory; then every migration of
 * supabase/migrations not yet recorded, each in its own transaction, exactly as `supabase db push`
 * would apply them to a hosted project.
 */

export type Database = PGlite;

export const LOCAL_SQL_DIR = fileURLToPath(new URL('./sql', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export interface SqlFile {
  /** The migration version (timestamp) or the local file name. */
  version: string;
  name: string;
  path: string;
}

const MIGRATION_NAME = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export function migrationFiles(dir = MIGRATIONS_DIR): SqlFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = MIGRATION_NAME.exec(file);
      if (!match?.[1] || !match[2]) {
        // The Supabase CLI skips such files silently; failing loudly avoids a migration that
        // runs locally being skipped in production, or the reverse.
        throw new Error(`Migration file name must be <14-digit timestamp>_<snake_name>.sql: ${file}`);
      }
      return { version: match[1], name: match[2], path: join(dir, file) };
    });
}

export function localSqlFiles(dir = LOCAL_SQL_DIR): SqlFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ version: file, name: file, path: join(dir, file) }));
}

export interface OpenOptions {
  /** A directory to persist in; omitted means in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from when there is no database yet. */
  snapshot?: Blob;
}

export async function openDatabase({ dataDir, snapshot }: OpenOptions = {}): Promise<Database> {
  // PGlite refuses a tarball for a directory that already holds a database: use it only for a new one.
  const fresh = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot && fresh ? { loadDataDir: snapshot } : {}),
    extensions: { pgcrypto },
  });
}

/** Applies local SQL and pending migrations; returns the names applied now. */
export async function migrate(db: Database): Promise<string[]> {
  const applied: string[] = [];
  const [history, ...localFiles] = localSqlFiles();
  if (!history) throw new Error(`No local SQL found in ${LOCAL_SQL_DIR}`);
  // The history file is idempotent and creates the tables the rest of this function reads.
  await db.exec(readFileSync(history.path, 'utf8'));

  const doneLocal = await names(db, 'select name as v from supabase_migrations.local_sql');
  for (const file of localFiles.filter((f) => !doneLocal.has(f.version))) {
    await inTransaction(db, file, async (tx) => {
      await tx.exec(readFileSync(file.path, 'utf8'));
      await tx.query('insert into supabase_migrations.local_sql (name) values ($1)', [file.name]);
    });
    applied.push(`local/${file.name}`);
  }

  const doneMigrations = await names(db, 'select version as v from supabase_migrations.schema_migrations');
  for (const file of migrationFiles().filter((f) => !doneMigrations.has(f.version))) {
    await inTransaction(db, file, async (tx) => {
      await tx.exec(readFileSync(file.path, 'utf8'));
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        file.version,
        file.name,
      ]);
    });
    applied.push(`${file.version}_${file.name}`);
  }
  return applied;
}

/** Runs one file atomically and names it in the error, since the SQL error alone does not. */
async function inTransaction(db: Database, file: SqlFile, fn: (tx: Transaction) => Promise<void>): Promise<void> {
  try {
    await db.transaction(fn);
  } catch (error) {
    throw new Error(`Applying ${file.path} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

async function names(db: Database, sql: string): Promise<Set<string>> {
  const { rows } = await db.query<{ v: string }>(sql);
  return new Set(rows.map((row) => row.v));
}
