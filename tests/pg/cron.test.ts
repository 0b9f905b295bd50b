import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { migrationFiles } from '../../supabase/local/database.ts';
import { validRow } from '../../supabase/tests/support/fixtures.ts';
import { ownerInsert, ownerSession } from './support/sessions.ts';

/**
 * pg_cron on the migrated server: every schedule a migration promises is in cron.job, and pg_cron
 * itself runs one. Debian's pg_cron 1.4 schedules by the minute only, so the run waits for one
 * minute boundary; this is the lane's only test that waits on the clock.
 */

/** The jobs the migrations schedule, by name, with the extensions each one's migration needs. */
function promisedJobs(): { name: string; schedule: string; needs: string[] }[] {
  return migrationFiles().flatMap((file) => {
    const sql = readFileSync(file.path, 'utf8');
    const needs = [...sql.matchAll(/pg_available_extensions where name = '([a-z_]+)'/g)].map((m) => m[1] ?? '');
    return [...sql.matchAll(/cron\.schedule\(\s*'([^']+)'\s*,\s*'([^']+)'/g)].map((m) => ({
      name: m[1] ?? '',
      schedule: m[2] ?? '',
      needs,
    }));
  });
}

let owner: pg.Client;
let available: Set<string>;

beforeAll(async () => {
  owner = await ownerSession();
  const { rows } = await owner.query<{ name: string }>('select name from pg_available_extensions');
  available = new Set(rows.map((r) => r.name));
});
afterAll(async () => {
  await owner?.end();
});

describe('pg_cron', () => {
  it('holds every schedule the migrations promise whose extensions are installed', async () => {
    const promised = promisedJobs();
    expect(promised.map((j) => j.name)).toContain('purge-expired-leads');
    const { rows } = await owner.query<{ jobname: string; schedule: string }>(
      'select jobname, schedule from cron.job order by jobname',
    );
    const installable = promised.filter((j) => j.needs.every((e) => available.has(e)));
    expect(rows).toEqual(
      installable
        .map((j) => ({ jobname: j.name, schedule: j.schedule }))
        .sort((a, b) => a.jobname.localeCompare(b.jobname)),
    );
  });

  it('has no job for the delivery drain here, because pg_net (which it calls) is not installed', () => {
    const drain = promisedJobs().find((j) => j.name === 'drain-lead-deliveries');
    expect(drain?.needs).toContain('pg_net');
    expect(available.has('pg_net')).toBe(false);
  });

  it('runs the retention purge itself and deletes an expired lead', { timeout: 150_000 }, async () => {
    const expired = { ...validRow('contact_messages'), created_at: '2020-01-01T00:00:00Z' };
    await ownerInsert(owner, 'contact_messages', [expired]);
    const { rows } = await owner.query<{ jobid: number; schedule: string }>(
      "select jobid, schedule from cron.job where jobname = 'purge-expired-leads'",
    );
    const [job] = rows;
    if (!job) throw new Error('purge-expired-leads is not scheduled');
    // The promised job itself, its command unchanged, made due every minute for this test.
    await owner.query("select cron.alter_job($1, schedule := '* * * * *')", [job.jobid]);
    try {
      const deadline = Date.now() + 130_000;
      let status: string | undefined;
      while (Date.now() < deadline) {
        const run = await owner.query<{ status: string }>(
          "select status from cron.job_run_details where jobid = $1 and status in ('succeeded', 'failed') order by runid desc limit 1",
          [job.jobid],
        );
        status = run.rows[0]?.status;
        if (status) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(status).toBe('succeeded');
      const left = await owner.query('select id from public.contact_messages where id = $1', [expired.id]);
      expect(left.rowCount).toBe(0);
    } finally {
      await owner.query('select cron.alter_job($1, schedule := $2)', [job.jobid, job.schedule]);
    }
  });
});
