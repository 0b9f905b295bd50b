import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** `npm test`'s check for the PostgreSQL lane: without the server, one line saying how to get it. */
describe('the PostgreSQL check', () => {
  const check = (bin: string) =>
    spawnSync(process.execPath, ['scripts/ops/check-postgres.mjs'], {
      env: { ...process.env, PG_BIN: bin },
      encoding: 'utf8',
    });

  it('stops with one line naming the apt-get command and PG_BIN when PostgreSQL 15 is missing', () => {
    const run = check('/nonexistent/postgresql/15/bin');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('apt-get install -y postgresql-15 postgresql-15-cron postgresql-15-plpgsql-check');
    expect(lines[0]).toContain('PG_BIN');
  });
});
