import { describe, expect, it } from 'vitest';
import { runAs, type JwtClaims } from '../local/db/run-as.ts';
import { ADMIN_ID, CALLERS, outcome, validRow } from './support/fixtures.ts';
import { rfqTables, type RfqTable } from '../../src/shared/leads/tables.ts';
import { ownerCloseRfq, ownerRfq, ownerSendOptions } from './support/rfqs.ts';
import { useFreshDatabase } from './support/fresh.ts';
import { rfqClock, type ClockColumns } from '../../src/lib/leads/rfq-clock.ts';

/**
 * The 72-hour clock (docs/decisions/0030-the-72-hour-clock.md) with a fixed clock: rows arrive
 * back-dated and the state is read at a given instant, so nothing waits. Due, amber (24 hours or
 * less left), overdue, a pause with its reason, sending, and closing the RFQ (won or lost). The
 * 48-hour reminder and the dashboard's counts are in rfq-clock-reminders.test.ts.
 */

const db = useFreshDatabase();

type Clock = { state: string; seconds_left: number };

/** The clock of one RFQ as the database reads it, `hoursAfterArrival` after it arrived. */
async function clockAt(table: RfqTable, id: string, hoursAfterArrival: number): Promise<Clock> {
  const { rows } = await db.query<Clock>(
    `select public.rfq_clock_state(clock_due_at, clock_paused_at, options_sent_at, clock_closed_at, at) as state,
            public.rfq_clock_seconds_left(clock_due_at, clock_paused_at, options_sent_at, clock_closed_at, at) as seconds_left
       from public.${table}, lateral (select created_at + make_interval(secs => $2) as at) t
      where id = $1`,
    [id, hoursAfterArrival * 3600],
  );
  const row = rows[0];
  if (!row) throw new Error('no such RFQ');
  return { state: row.state, seconds_left: Number(row.seconds_left) };
}

const asAdmin = <T>(sql: string, params: unknown[]) =>
  runAs(db, CALLERS.admin, (tx) => tx.query<T>(sql, params)).then((result) => result.rows);

const HOUR = 3600;

describe.each(rfqTables)('the clock of %s', (table) => {
  it('runs for 72 calendar hours, turns due-soon with 24 hours left, and is overdue once past', async () => {
    const id = await ownerRfq(db, table, 0);
    expect(await clockAt(table, id, 0)).toEqual({ state: 'running', seconds_left: 72 * HOUR });
    expect(await clockAt(table, id, 47.5)).toEqual({ state: 'running', seconds_left: 24.5 * HOUR });
    expect(await clockAt(table, id, 48)).toEqual({ state: 'due_soon', seconds_left: 24 * HOUR });
    expect(await clockAt(table, id, 72)).toEqual({ state: 'due_soon', seconds_left: 0 });
    expect(await clockAt(table, id, 77)).toEqual({ state: 'overdue', seconds_left: -5 * HOUR });
  });

  it('pauses only with a reason, records the pause, and moves its end by the time it stood still', async () => {
    const id = await ownerRfq(db, table, 10);
    const pause = (reason: string, caller: JwtClaims = CALLERS.admin) =>
      outcome(runAs(db, caller, (tx) => tx.query('select public.pause_rfq_clock($1, $2, $3)', [table, id, reason])));
    expect(await pause('no')).toBe('22023');
    expect(await pause("waiting for the buyer's drawing", CALLERS.admin_aal1)).toBe('42501');
    expect(await pause("waiting for the buyer's drawing", CALLERS.anon)).toBe('42501');
    expect(await pause("waiting for the buyer's drawing")).toBe('ok');
    expect(await pause('again')).toBe('23514');

    // Paused 10 hours after arrival: the 62 hours left then stay left, whenever it is read.
    const paused = await clockAt(table, id, 500);
    expect(paused.state).toBe('paused');
    expect(Math.abs(paused.seconds_left - 62 * HOUR)).toBeLessThan(60);
    const { rows: recorded } = await db.query<{ reason: string; paused_by: string; resumed_at: string | null }>(
      'select reason, paused_by, resumed_at from public.rfq_clock_pauses where lead_id = $1',
      [id],
    );
    expect(recorded).toEqual([
      // The desk records the admin's email; these fixture claims carry only the user's id.
      { reason: "waiting for the buyer's drawing", paused_by: ADMIN_ID, resumed_at: null },
    ]);

    // The pause began 6 hours ago (back-dated), so resuming moves the end 6 hours later.
    await db.query(`update public.${table} set clock_paused_at = clock_paused_at - interval '6 hours' where id = $1`, [
      id,
    ]);
    await db.query("update public.rfq_clock_pauses set paused_at = paused_at - interval '6 hours' where lead_id = $1", [
      id,
    ]);
    await asAdmin('select public.resume_rfq_clock($1, $2)', [table, id]);
    const { rows } = await db.query<{ moved: number; closed: number }>(
      `select extract(epoch from l.clock_due_at - l.due_at) as moved,
              extract(epoch from p.resumed_at - p.paused_at) as closed
         from public.${table} l join public.rfq_clock_pauses p on p.lead_id = l.id
        where l.id = $1 and l.clock_paused_at is null`,
      [id],
    );
    expect(Number(rows[0]?.moved)).toBe(Number(rows[0]?.closed));
    expect(Number(rows[0]?.moved)).toBeGreaterThanOrEqual(6 * HOUR);
    expect(
      await outcome(runAs(db, CALLERS.admin, (tx) => tx.query('select public.resume_rfq_clock($1, $2)', [table, id]))),
    ).toBe('23514');
  });

  it('stops when the options are sent, keeping the time that was left, and cannot be paused after', async () => {
    const id = await ownerRfq(db, table, 40);
    await ownerSendOptions(db, table, id, 30);
    expect(await clockAt(table, id, 100)).toEqual({ state: 'sent', seconds_left: 42 * HOUR });
    expect(
      await outcome(
        runAs(db, CALLERS.admin, (tx) =>
          tx.query('select public.pause_rfq_clock($1, $2, $3)', [table, id, 'waiting for drawings']),
        ),
      ),
    ).toBe('23514');
  });

  it('stops when the team closes the RFQ, won or lost, and runs again towards its end if reopened', async () => {
    const id = await ownerRfq(db, table, 100);
    const setStatus = (status: string) =>
      asAdmin(`update public.${table} set status = $2 where id = $1 returning id`, [id, status]);
    expect(await clockAt(table, id, 100)).toEqual({ state: 'overdue', seconds_left: -28 * HOUR });
    // Closed now, 100 hours in: 28 hours after the clock ran out, whenever it is read.
    expect(await setStatus('lost')).toHaveLength(1);
    const closed = await clockAt(table, id, 500);
    expect(closed.state).toBe('closed');
    expect(Math.abs(closed.seconds_left + 28 * HOUR)).toBeLessThan(60);
    // A second closing status keeps the first closing time; the closing cannot be rewritten.
    await db.query(`update public.${table} set clock_closed_at = created_at where id = $1`, [id]);
    await setStatus('won');
    const again = await clockAt(table, id, 500);
    expect(again.state).toBe('closed');
    expect(Math.abs(again.seconds_left - closed.seconds_left)).toBeLessThan(1);
    expect(
      await outcome(
        runAs(db, CALLERS.admin, (tx) =>
          tx.query('select public.pause_rfq_clock($1, $2, $3)', [table, id, 'waiting for drawings']),
        ),
      ),
    ).toBe('23514');
    await setStatus('contacted');
    expect(await clockAt(table, id, 100)).toEqual({ state: 'overdue', seconds_left: -28 * HOUR });
  });

  it('is set by the database at arrival: a visitor cannot send options_sent_at or move the clock', async () => {
    const row = {
      ...validRow(table),
      options_sent_at: '2020-01-01T00:00:00Z',
      clock_due_at: '2099-01-01T00:00:00Z',
      clock_paused_at: '2020-01-01T00:00:00Z',
      clock_closed_at: '2020-01-01T00:00:00Z',
    };
    const list = Object.keys(row)
      .map((column) => `"${column}"`)
      .join(', ');
    await runAs(db, CALLERS.anon, (tx) =>
      tx.query(
        `insert into public.${table} (${list}) select ${list} from json_populate_recordset(null::public.${table}, $1::json)`,
        [JSON.stringify([row])],
      ),
    );
    expect(await clockAt(table, row.id, 1)).toEqual({ state: 'running', seconds_left: 71 * HOUR });
  });
});

describe('the desk’s clock', () => {
  it('draws the same state and time left as the database, running, due soon, overdue, paused, closed and sent', async () => {
    const running = await ownerRfq(db, 'oem_leads', 5);
    const sent = await ownerRfq(db, 'oem_leads', 60);
    await ownerSendOptions(db, 'oem_leads', sent, 70);
    const paused = await ownerRfq(db, 'oem_leads', 30);
    await runAs(db, CALLERS.admin, (tx) =>
      tx.query('select public.pause_rfq_clock($1, $2, $3)', ['oem_leads', paused, 'waiting for drawings']),
    );
    // JavaScript keeps milliseconds; the database's microseconds would make a rounding case here.
    await db.query(
      "update public.oem_leads set clock_paused_at = date_trunc('milliseconds', clock_paused_at) where id = $1",
      [paused],
    );
    // Closed (lost) 80 hours after arrival, 8 hours after its clock ran out.
    const closed = await ownerRfq(db, 'oem_leads', 100);
    await ownerCloseRfq(db, 'oem_leads', closed, 80);
    for (const id of [running, sent, paused, closed]) {
      for (const hours of [0, 47.9, 48, 72, 72.01, 90]) {
        const { rows } = await db.query<ClockColumns & { at: string; state: string; seconds_left: number }>(
          `select clock_due_at, clock_paused_at, options_sent_at, clock_closed_at, at,
                  public.rfq_clock_state(clock_due_at, clock_paused_at, options_sent_at, clock_closed_at, at) as state,
                  public.rfq_clock_seconds_left(clock_due_at, clock_paused_at, options_sent_at, clock_closed_at, at) as seconds_left
             from public.oem_leads, lateral (select created_at + make_interval(secs => $2) as at) t where id = $1`,
          [id, hours * HOUR],
        );
        const row = rows[0];
        if (!row) throw new Error('no such RFQ');
        const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());
        const columns = {
          clock_due_at: iso(row.clock_due_at) ?? '',
          clock_paused_at: iso(row.clock_paused_at),
          options_sent_at: iso(row.options_sent_at),
          clock_closed_at: iso(row.clock_closed_at),
        };
        expect(rfqClock(columns, new Date(row.at)), `${id} at ${hours} h`).toEqual({
          state: row.state,
          secondsLeft: Number(row.seconds_left),
        });
      }
    }
  });
});

describe('pausing refuses what is not an RFQ', () => {
  it.each([
    ['contact_messages', '00000000-0000-4000-8000-000000000001'],
    ['oem_leads', '00000000-0000-4000-8000-000000000001'],
  ])('%s %s', async (table, id) => {
    expect(
      await outcome(
        runAs(db, CALLERS.admin, (tx) =>
          tx.query('select public.pause_rfq_clock($1, $2, $3)', [table, id, 'waiting for drawings']),
        ),
      ),
    ).toBe('22023');
  });
});
