import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedBackend } from '../local/backend.ts';
import { DataDirLockedError, acquireLock, lockPathFor } from '../local/db/lock.ts';
import { validRow } from './support/fixtures.ts';
import { migratedSnapshot } from './support/snapshot.ts';

/** The data directory survives restarts, and only one process opens it at a time. */

const root = mkdtempSync(join(tmpdir(), 'forgebridge-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pid that surely belongs to no running process: one that just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lock file', () => {
  it('lets one holder in, refuses a second, and frees on release', () => {
    const lock = join(root, 'a.lock');
    const release = acquireLock(lock);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    expect(() => acquireLock(lock)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a stale lock left by a dead process', () => {
    const lock = join(root, 'b.lock');
    writeFileSync(lock, String(deadPid()));
    const release = acquireLock(lock);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('sits next to the data directory', () => {
    expect(lockPathFor('/x/.data/local/')).toBe('/x/.data/local.lock');
  });
});

describe('persistent data directory', () => {
  it('keeps rows across restarts and refuses a second open', async () => {
    const dataDir = join(root, 'local');
    const row = validRow('contact_messages');
    // Seeded from the migrated snapshot: a fresh initdb on disk would add half a minute.
    const snapshot = await migratedSnapshot();
    const first = await startEmbeddedBackend({ dataDir, snapshot });
    try {
      expect(await first.seed('contact_messages', [row])).toBe(1);
      await expect(startEmbeddedBackend({ dataDir, snapshot })).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
    expect(existsSync(lockPathFor(dataDir))).toBe(false);

    // The snapshot is ignored now that the directory holds a database.
    const second = await startEmbeddedBackend({ dataDir, snapshot });
    try {
      const { rows } = await second.db.query('select name from public.contact_messages where id = $1', [row.id]);
      expect(rows).toEqual([{ name: row.name }]);
      // The seeded users are restored, not doubled, and the admin keeps one seeded factor.
      const { rows: users } = await second.db.query<{ n: number; factors: number }>(
        `select count(*)::int as n, sum((select count(*) from auth.mfa_factors f where f.user_id = u.id))::int as factors
           from auth.users u where email = any($1)`,
        [[second.admin.email, second.viewer.email]],
      );
      expect(users[0]).toEqual({ n: 2, factors: 1 });
    } finally {
      await second.close();
    }
  });
});
