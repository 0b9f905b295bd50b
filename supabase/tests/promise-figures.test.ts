import { describe, expect, it } from 'vitest';
import type { PromiseFigures } from '../../src/features/desk/figures/figures-queries.ts';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, outcome } from './support/fixtures.ts';
import { ownerCloseRfq, ownerRfq, ownerSendOptions } from './support/rfqs.ts';
import { ownerSupplier } from './support/suppliers.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * Is the promise kept? public.promise_figures answers with figures, and with "no data" (NULL)
 * where nothing was there to measure: never 0 % or 100 % made from nothing.
 */

const db = useFreshDatabase();

/** What the desk's figures view reads: the test holds the database to the shape the view expects. */
type Figures = PromiseFigures;

const figures = async (weeks = 12) =>
  (
    await runAs(db, CALLERS.admin, (tx) =>
      tx.query<{ figures: Figures }>('select public.promise_figures($1) as figures', [weeks]),
    )
  ).rows[0]?.figures;

describe('the promise figures', () => {
  it('say "no data" with nothing to measure: every share and time is null, each week counts nothing', async () => {
    const empty = await figures();
    expect(empty?.weeks).toHaveLength(12);
    for (const week of empty?.weeks ?? []) expect(week).toMatchObject({ arrived: 0, decided: 0, share: null });
    expect(empty).toMatchObject({
      sent: 0,
      median_hours: null,
      p90_hours: null,
      overdue_now: 0,
      picks: 0,
      precision_at_3: null,
      hand_share: null,
    });
  });

  it('count an RFQ as kept only when 3 options went out within its clock, and say how many went out otherwise', async () => {
    const introduce = async (leadId: string, count: number, firstHand = false) => {
      for (let position = 1; position <= count; position += 1) {
        const hand = firstHand && position === 1;
        await db.query(
          `insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, suggested_rank, hand_reason, sent_at,
             answer, answered_at, answered_by, offered_at)
           values ('oem_leads', $1, $2, $3, 'desk', $4, $5, now(), 'interested', now(), 'desk', now())`,
          [leadId, await ownerSupplier(db), position, hand ? null : position + 1, hand ? 'Known to the buyer' : null],
        );
      }
    };
    const kept = await ownerRfq(db, 'oem_leads', 30);
    await ownerSendOptions(db, 'oem_leads', kept, 20);
    await introduce(kept, 3, true);
    // Sent in time, but 2 options: the promise of 3 was not kept.
    const fewer = await ownerRfq(db, 'oem_leads', 40);
    await ownerSendOptions(db, 'oem_leads', fewer, 30);
    await introduce(fewer, 2);
    // 3 options, after the clock ran out.
    const late = await ownerRfq(db, 'oem_leads', 100);
    await ownerSendOptions(db, 'oem_leads', late, 80);
    await introduce(late, 3);
    await ownerRfq(db, 'consultation_requests', 80);
    await ownerRfq(db, 'oem_leads', 10);

    const found = await figures();
    const total = (key: 'arrived' | 'decided' | 'within_72h' | 'fewer_in_time' | 'sent_late') =>
      (found?.weeks ?? []).reduce((sum, week) => sum + Number(week[key]), 0);
    expect(
      [total('arrived'), total('decided'), total('within_72h'), total('fewer_in_time'), total('sent_late')],
      'arrived, decided, kept, fewer in time, late',
    ).toEqual([5, 4, 1, 1, 1]);
    const decidedWeeks = (found?.weeks ?? []).filter((week) => Number(week.decided) > 0);
    for (const week of decidedWeeks) expect(week.share).toBe(Number(week.within_72h) / Number(week.decided));
    expect(found).toMatchObject({
      sent: 3,
      fewer_in_time: 1,
      sent_late: 1,
      median_hours: 30,
      overdue_now: 1,
      picks: 8,
      hand_share: 0.125,
    });
  });

  it('count a closed RFQ as a broken promise only when its clock ran out before it closed, and never as overdue now', async () => {
    const before = await figures();
    const total = (found: Figures | undefined, key: 'arrived' | 'decided' | 'within_72h') =>
      (found?.weeks ?? []).reduce((sum, week) => sum + Number(week[key]), 0);
    const inTime = await ownerRfq(db, 'oem_leads', 90);
    await ownerCloseRfq(db, 'oem_leads', inTime, 20);
    const late = await ownerRfq(db, 'consultation_requests', 90);
    await ownerCloseRfq(db, 'consultation_requests', late, 80);

    const after = await figures();
    expect(total(after, 'arrived') - total(before, 'arrived')).toBe(2);
    expect(total(after, 'decided') - total(before, 'decided')).toBe(1);
    expect(total(after, 'within_72h')).toBe(total(before, 'within_72h'));
    expect(after?.overdue_now).toBe(before?.overdue_now);
  });

  it('are for admins at aal2 only, and refuse a window they cannot draw', async () => {
    expect(await outcome(runAs(db, CALLERS.admin_aal1, (tx) => tx.query('select public.promise_figures(12)')))).toBe(
      '42501',
    );
    expect(await outcome(runAs(db, CALLERS.anon, (tx) => tx.query('select public.promise_figures(12)')))).toBe('42501');
    expect(await outcome(runAs(db, CALLERS.admin, (tx) => tx.query('select public.promise_figures(0)')))).toBe('22023');
  });
});
