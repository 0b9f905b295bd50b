import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../local/database.ts';
import { startTestBackend, type TestBackend, type TestBackendOptions } from './backend.ts';
import { freshDatabase } from './snapshot.ts';

/**
 * A private copy of the migrated database for the tests of this file, or of the `describe` block
 * that calls it: opened before its first test, closed after its last. The value returned stands
 * for that copy, so a test reads it as the database itself (`db.query(…)`); outside those tests
 * it throws rather than reach a closed or missing database.
 */
export function useFreshDatabase(): Database {
  return useForTheseTests('fresh database', freshDatabase, (db) => db.close());
}

/**
 * The embedded backend on a random port, started from the migrated snapshot (startTestBackend)
 * for the tests of this file or `describe` block, and closed after them; used as `useFreshDatabase`'s.
 */
export function useTestBackend(options: TestBackendOptions = {}): TestBackend {
  return useForTheseTests(
    'test backend',
    () => startTestBackend(options),
    (backend) => backend.close(),
  );
}

function useForTheseTests<T extends object>(
  name: string,
  open: () => Promise<T>,
  close: (value: T) => Promise<void>,
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  });
  afterAll(async () => {
    const opened = current;
    current = undefined;
    if (opened) await close(opened);
  });
  const target = (): T => {
    if (!current) throw new Error(`The ${name} is open only while its tests run`);
    return current;
  };
  return new Proxy({} as T, {
    get(_, property) {
      const value: unknown = Reflect.get(target(), property);
      // Bound, so a method reaches the real object's private state.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target()) : value;
    },
  });
}
