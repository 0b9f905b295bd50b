import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { ownerSession, serverUrl } from './support/sessions.ts';

/**
 * The Supabase CLI's own database linter (plpgsql_check on every function and trigger of public
 * and private) against the migrated server: no warning passes.
 */

const CLI = 'node_modules/.bin/supabase';

function lint(): { status: number | null; output: string } {
  const run = spawnSync(
    CLI,
    ['db', 'lint', '--db-url', serverUrl(), '--schema', 'public,private', '--level', 'warning', '--fail-on', 'warning'],
    { encoding: 'utf8', timeout: 120_000 },
  );
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

let owner: pg.Client;
beforeAll(async () => {
  owner = await ownerSession();
});
afterAll(async () => {
  await owner?.end();
});

describe('supabase db lint', () => {
  it('finds no warning in any function of public or private', () => {
    const { status, output } = lint();
    expect(output).not.toMatch(/"level":\s*"(warning|error)"/);
    expect(status, output).toBe(0);
  });

  it('fails on a function whose assignment has the wrong type', async () => {
    const name = `lint_probe_${randomUUID().replaceAll('-', '')}`;
    await owner.query(`
      create function private.${name}() returns integer language plpgsql set search_path = '' as $$
      declare
        n integer;
      begin
        n := now();
        return n;
      end;
      $$`);
    try {
      const { status, output } = lint();
      expect(output).toContain(name);
      expect(status).not.toBe(0);
    } finally {
      await owner.query(`drop function private.${name}()`);
    }
  });
});
