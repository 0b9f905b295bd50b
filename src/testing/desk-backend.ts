import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createClient } from '@supabase/supabase-js';
import { signInWithSecondFactor } from '../../supabase/local/auth/admin-sign-in';
import { ANON_KEY, DEFAULT_ADMIN, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { Database } from '@/shared/database.types';

export type DeskBackend = {
  url: string;
  /** The local admin, signed in through the second factor (aal2), as the desk is. */
  admin: AppSupabaseClient;
  /** A visitor with the anon key. */
  anon: AppSupabaseClient;
  /** The service role, as the Edge Functions call the database. */
  service: AppSupabaseClient;
  /** SQL as the database owner: bypasses row-level security, for seeding only. */
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

const client = (url: string, key: string, name: string) =>
  createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false, storageKey: name } });

/**
 * The embedded backend (the real migrations on PGlite) for a component test: the desk's own
 * queries run against it, never against a mock. Started per test file in a child process.
 */
export async function startDeskBackend(): Promise<DeskBackend> {
  const child = spawn('npx', ['tsx', 'src/testing/embedded-backend-process.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The backend process ended (${String(code)})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as { url?: string; id?: number; rows?: unknown[]; error?: string };
      if (message.url) return resolve(message.url);
      const waiting = pending.get(message.id ?? 0);
      pending.delete(message.id ?? 0);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.rows ?? []);
    });
  });
  const admin = client(url, ANON_KEY, 'admin');
  await signInWithSecondFactor(admin, DEFAULT_ADMIN);
  return {
    url,
    admin,
    anon: client(url, ANON_KEY, 'anon'),
    service: client(url, SERVICE_ROLE_KEY, 'service'),
    sql: <T>(text: string, params: unknown[] = []) =>
      new Promise<T[]>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: (rows) => resolve(rows as T[]), reject });
        child.stdin.write(`${JSON.stringify({ id, sql: text, params })}\n`);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
