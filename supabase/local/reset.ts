import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { localDataDir } from './config.ts';
import { lockHolder, lockPathFor } from './db/lock.ts';

/**
 * `npm run db:reset`: deletes the embedded backend's data directory (LOCAL_DB_DIR or .data/local) and its stored files.
 * The next `npm run dev` or `npm run preview` recreates it: migrations and local users afresh.
 */
const dataDir = resolve(localDataDir());
const lockPath = lockPathFor(dataDir);
const holder = lockHolder(lockPath);

if (holder !== undefined) {
  console.error(`The database in ${dataDir} is in use by process ${holder}; stop it (dev or preview server) first.`);
  process.exitCode = 1;
} else {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-storage`, { recursive: true, force: true });
  rmSync(lockPath, { force: true });
  console.log(`Deleted ${dataDir}; the next dev or preview start recreates it.`);
}
