import { ok as assert } from 'node:assert/strict';
import type { Settings } from '../settings.ts';

/*
 * What the function's Deno tests share: the embedded backend (migrated Postgres in PGlite behind
 * PostgREST's RPC and Storage), started under Node by supabase/tests/support/function-stack.ts,
 * with its local SMTP capture; the local project's well-known demo keys; and the one assertion
 * node:assert lacks. Only the npm registry is reachable from CI, not JSR: node:assert is built
 * into Deno. Nothing here is imported by the function itself, so nothing here is deployed.
 */

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const assertStringIncludes = (text: string, part: string) =>
  assert(text.includes(part), `${JSON.stringify(part)} in ${text}`);

export type Stack = { url: string; smtpPort: number; captureUrl: string };

/** Starts the local stack in a Node child; `stop` closes its stdin, which ends it. */
export async function startStack(): Promise<{ stack: Stack; stop: () => Promise<void> }> {
  const root = new URL('../../../../', import.meta.url);
  const child = new Deno.Command(new URL('node_modules/.bin/tsx', root).pathname, {
    args: [new URL('supabase/tests/support/function-stack.ts', root).pathname],
    cwd: root.pathname,
    stdin: 'piped',
    stdout: 'piped',
    stderr: 'inherit',
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let line = '';
  while (!line.includes('\n')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('local stack exited before it started');
    line += value;
  }
  return {
    stack: JSON.parse(line.trim()) as Stack,
    stop: async () => {
      await child.stdin.close();
      await reader.cancel();
      await child.status;
    },
  };
}

/** The function's settings against the local stack: its database, its SMTP capture, test addresses. */
export const stackSettings = (stack: Stack, overrides: Partial<Settings> = {}): Settings => ({
  supabaseUrl: stack.url,
  serviceRoleKey: SERVICE_ROLE_KEY,
  drainSecret: 'test',
  mail: { transport: 'smtp', host: '127.0.0.1', port: stack.smtpPort, secure: false },
  from: 'Forgebridge <alerts@forgebridge.test>',
  teamTo: 'team@forgebridge.test',
  siteUrl: 'https://www.forgebridge.test',
  adminPath: '/ops/leads-test',
  bookingUrl: 'https://booking.forgebridge.test/30min',
  ...overrides,
});
