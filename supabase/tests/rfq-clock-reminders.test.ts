import { describe, expect, it } from 'vitest';
import type { Database } from '../local/database.ts';
import { runAs } from '../local/db/run-as.ts';
import { createQueue } from '../local/db/queue.ts';
import { runClockJobs } from '../local/jobs/rfq-clock.ts';
import { CALLERS, outcome } from './support/fixtures.ts';
import { ownerRfq, ownerSendOptions } from './support/rfqs.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * What the 72-hour clock drives (docs/decisions/0030-the-72-hour-clock.md), with RFQs that arrive
 * back-dated so nothing waits: the team's 48-hour reminder, queued once per RFQ and never for one
 * sent, paused, closed or long gone, and the dashboard's counts of open clocks. An RFQ the flood
 * guard held is on none of them until the team releases it (docs/decisions/0048-held-leads-until-released.md).
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

/** The dashboard's counts per RFQ table, as an admin at aal2 reads them. */
async function clockCounts(on: Database) {
  const { rows } = await runAs(on, CALLERS.admin, (tx) =>
    tx.query<{ lead_table: string; due_soon: number; overdue: number; held: number }>(
      'select * from public.rfq_clock_counts() order by lead_table',
    ),
  );
  return rows.map((r) => ({ ...r, due_soon: Number(r.due_soon), overdue: Number(r.overdue), held: Number(r.held) }));
}

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
    expect(await clockCounts(counting)).toEqual([
      { lead_table: 'consultation_requests', due_soon: 0, overdue: 1, held: 0 },
      { lead_table: 'oem_leads', due_soon: 1, overdue: 1, held: 0 },
    ]);
    expect(
      await outcome(runAs(counting, CALLERS.admin_aal1, (tx) => tx.query('select * from public.rfq_clock_counts()'))),
    ).toBe('42501');
  });
});

describe('an RFQ the flood guard held', () => {
  const holding = useFreshDatabase();
  const overdueNow = async () =>
    Number(
      (
        await runAs(holding, CALLERS.admin, (tx) =>
          tx.query<{ n: number }>("select public.promise_figures() ->> 'overdue_now' as n"),
        )
      ).rows[0]?.n,
    );
  const remind = () =>
    runAs(holding, CALLERS.service_role, (tx) =>
      tx.query<{ queued: number }>('select public.queue_clock_reminders() as queued'),
    ).then((r) => Number(r.rows[0]?.queued));
  const release = (table: string, id: string) =>
    runAs(holding, CALLERS.admin, (tx) => tx.query(`update public.${table} set status = 'new' where id = $1`, [id]));

  it('is on no count, reminder or "overdue now" until released, and then counts with its true time left', async () => {
    const late = await ownerRfq(holding, 'oem_leads', 80, { status: 'held' });
    const soon = await ownerRfq(holding, 'oem_leads', 50, { status: 'held' });
    await ownerRfq(holding, 'consultation_requests', 73, { status: 'held' });

    expect(await clockCounts(holding)).toEqual([
      { lead_table: 'consultation_requests', due_soon: 0, overdue: 0, held: 1 },
      { lead_table: 'oem_leads', due_soon: 0, overdue: 0, held: 2 },
    ]);
    expect(await overdueNow()).toBe(0);
    expect(await remind()).toBe(0);

    // Released, each is back on the clock where the buyer's 72 hours have got to.
    await release('oem_leads', late);
    await release('oem_leads', soon);
    expect(await clockCounts(holding)).toEqual([
      { lead_table: 'consultation_requests', due_soon: 0, overdue: 0, held: 1 },
      { lead_table: 'oem_leads', due_soon: 1, overdue: 1, held: 0 },
    ]);
    expect(await overdueNow()).toBe(1);
    // Both are within a day either side of their clock's end: each is reminded once.
    expect(await remind()).toBe(2);
  });
});
