import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';

/**
 * One process per data directory. PGlite itself takes no lock, and two processes writing the same
 * files corrupt the database, e.g. `npm run dev` while
 * Playwright starts `vite preview`. The lock file sits next to the directory and holds the pid;
 * a lock left by a dead process is taken over.
 */

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database is in use by process ${pid} (lock ${lockPath}). ` +
        'Stop that process, or set LOCAL_DB_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function lockPathFor(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock`;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the lock, or undefined when the lock is free or stale. */
export function lockHolder(lockPath: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails if the file exists, so of two racing processes exactly one wins.
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => releaseLock(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(lockPath);
      if (holder !== undefined) throw new DataDirLockedError(lockPath, holder);
      // Stale: the holder died without releasing. Remove it and try once more.
      try {
        unlinkSync(lockPath);
      } catch {
        // Another process removed it first; the retry decides.
      }
    }
  }
  throw new DataDirLockedError(lockPath, lockHolder(lockPath) ?? -1);
}

function releaseLock(lockPath: string): void {
  try {
    if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
  } catch {
    // Already gone.
  }
}
