import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMIN, DEFAULT_VIEWER } from '../../local/config.ts';
import { localSqlFiles, migrate, migrationFiles, openDatabase, type Database } from '../../local/database.ts';
import { localUsers, seedUsers } from '../../local/seed/users.ts';
import { FIXTURE_SESSIONS_SQL } from './fixtures.ts';

/**
 * A migrated, seeded database as a tarball, built once and cached on disk: a fresh initdb costs
 * seconds and most of a gigabyte, loading a snapshot about one second. The cache key hashes
 * every input (local SQL, migrations, seeded users and fixture sessions), so a changed migration rebuilds it.
 */

const CACHE_DIR = fileURLToPath(new URL('../../../.data/test-snapshots', import.meta.url));

function cacheKey(): string {
  const hash = createHash('sha256');
  for (const file of [...localSqlFiles(), ...migrationFiles()]) {
    hash.update(file.path).update(readFileSync(file.path));
  }
  hash.update(JSON.stringify(localUsers(DEFAULT_ADMIN, DEFAULT_VIEWER))).update(FIXTURE_SESSIONS_SQL);
  hash.update(readFileSync(fileURLToPath(new URL('../../local/seed/users.ts', import.meta.url))));
  return hash.digest('hex').slice(0, 16);
}

let memo: Promise<Blob> | undefined;

export function migratedSnapshot(): Promise<Blob> {
  memo ??= loadOrBuild();
  return memo;
}

async function loadOrBuild(): Promise<Blob> {
  const file = join(CACHE_DIR, `${cacheKey()}.tar.gz`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not built yet.
  }
  const db = await openDatabase();
  try {
    await migrate(db);
    await seedUsers(db, localUsers(DEFAULT_ADMIN, DEFAULT_VIEWER));
    await db.exec(FIXTURE_SESSIONS_SQL);
    const blob = await db.dumpDataDir('gzip');
    mkdirSync(CACHE_DIR, { recursive: true });
    // Old snapshots are dead weight once the inputs change.
    for (const old of readdirSync(CACHE_DIR)) {
      if (old.endsWith('.tar.gz') && join(CACHE_DIR, old) !== file) rmSync(join(CACHE_DIR, old), { force: true });
    }
    // Write then rename, so a parallel test file never reads half a file.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, Buffer.from(await blob.arrayBuffer()));
    renameSync(temp, file);
    return blob;
  } finally {
    await db.close();
  }
}

/** A private copy of the migrated database for one test file. */
export async function freshDatabase(): Promise<Database> {
  return openDatabase({ snapshot: await migratedSnapshot() });
}
