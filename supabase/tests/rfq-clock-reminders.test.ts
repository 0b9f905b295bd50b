import { describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { createQueue } from '../local/db/queue.ts';
import { runClockJobs } from '../local/jobs/rfq-clock.ts';
import { CALLERS, outcome } from './support/fixtures.ts';
import { ownerRfq, ownerSendOptions } from './support/rfqs.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * What the 72-hour clock drives (docs/decisions/0030-the-72-hour-clock.md), with RFQs that arrive
 * back-dated so nothing waits: the team's 48-hour reminder, queued once per RFQ and never for one
 * sent, paused, closed or long gone, and the dashboard's counts of open clocks.
 */

const db = useFreshDatabase();

const asAdmin = <T>(sql: string, params: unknown[]) =>
  runAs(db, CALLERS.admin, (tx) => tx.query<T>(sql, params)).then((result) => result.rows);

describe('the 48-hour reminder', () => {
  const queue = () =>
    runAs(db, CALLERS.service_role, (tx) =>
      tx.query<{ queued: number }>('select public.queue_clock_reminders() as queued'),
    ).then((r) => Number(r.rows[0]?.queued));
  const remindersOf = async (id: string) =>
    Number(
      (
        await db.query<{ n: number }>(
          "select count(*) as n from public.lead_deliveries where lead_id = $1 and kind = 'clock_reminder'",
          [id],
        )
      ).rows[0]?.n,
    );

  it('is queued exactly once for each RFQ 48 hours in without options, and for no other', async () => {
    const due = await ownerRfq(db, 'oem_leads', 49);
    const quote = await ownerRfq(db, 'consultation_requests', 48.5);
    const early = await ownerRfq(db, 'oem_leads', 47);
    const sent = await ownerRfq(db, 'oem_leads', 50);
    await ownerSendOptions(db, 'oem_leads', sent, 49);
    const paused = await ownerRfq(db, 'consultation_requests', 50);
    await runAs(db, CALLERS.admin, (tx) =>
      tx.query('select public.pause_rfq_clock($1, $2, $3)', ['consultation_requests', paused, 'waiting for drawings']),
    );
    const longGone = await ownerRfq(db, 'oem_leads', 100);
    const lost = await ownerRfq(db, 'oem_leads', 52);
    await asAdmin("update public.oem_leads set status = 'lost' where id = $1", [lost]);

    expect(await queue()).toBe(2);
    expect(await queue()).toBe(0);
    expect(await remindersOf(due)).toBe(1);
    expect(await remindersOf(quote)).toBe(1);
    for (const id of [early, sent, paused, longGone, lost]) expect(await remindersOf(id)).toBe(0);
  });

  it('is queued by the embedded backend’s own job, as pg_cron queues it on a hosted project', async () => {
    const id = await ownerRfq(db, 'oem_leads', 60);
    const jobs = { db, queue: createQueue() };
    expect((await runClockJobs(jobs)).reminders).toBeGreaterThanOrEqual(1);
    expect((await runClockJobs(jobs)).reminders).toBe(0);
    expect(await remindersOf(id)).toBe(1);
  });

  it('is the service role’s job alone', async () => {
    for (const caller of [CALLERS.anon, CALLERS.admin]) {
      expect(await outcome(runAs(db, caller, (tx) => tx.query('select public.queue_clock_reminders()')))).toBe('42501');
    }
  });
});

describe('the dashboard counts', () => {
  const counting = useFreshDatabase();

  it('count open clocks due within 24 hours and overdue (none of a closed RFQ), for admins at aal2 only', async () => {
    await ownerRfq(counting, 'oem_leads', 50);
    await ownerRfq(counting, 'oem_leads', 80);
    await ownerRfq(counting, 'oem_leads', 10);
    const sent = await ownerRfq(counting, 'oem_leads', 80);
    await ownerSendOptions(counting, 'oem_leads', sent, 79);
    await ownerRfq(counting, 'consultation_requests', 73);
    for (const [status, hoursAgo] of [
      ['won', 60],
      ['lost', 90],
    ] as const) {
      const closed = await ownerRfq(counting, 'oem_leads', hoursAgo);
      await runAs(counting, CALLERS.admin, (tx) =>
        tx.query('update public.oem_leads set status = $2 where id = $1', [closed, status]),
      );
    }
    const { rows } = await runAs(counting, CALLERS.admin, (tx) =>
      tx.query<{ lead_table: string; due_soon: number; overdue: number }>(
        'select * from public.rfq_clock_counts() order by lead_table',
      ),
    );
    expect(rows.map((r) => ({ ...r, due_soon: Number(r.due_soon), overdue: Number(r.overdue) }))).toEqual([
      { lead_table: 'consultation_requests', due_soon: 0, overdue: 1 },
      { lead_table: 'oem_leads', due_soon: 1, overdue: 1 },
    ]);
    expect(
      await outcome(runAs(counting, CALLERS.admin_aal1, (tx) => tx.query('select * from public.rfq_clock_counts()'))),
    ).toBe('42501');
  });
});
