import { describe, expect, it } from 'vitest';
import type { PromiseFigures } from '../../src/features/desk/figures/figures-queries.ts';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS } from './support/fixtures.ts';
import { ownerRfq, ownerSendOptions } from './support/rfqs.ts';
import { ownerSupplier } from './support/suppliers.ts';
import { useFreshDatabase } from './support/fresh.ts';
import type { Database } from '../local/database.ts';

/**
 * The steps between an RFQ's arrival and its options, measured from what was recorded: the first
 * brief, the first supplier that said yes, how many briefs were answered, why suppliers declined,
 * and how many options each RFQ got. Nothing is a figure made from no data.
 */

const db = useFreshDatabase();

const figures = async (on: Database = db) =>
  (
    await runAs(on, CALLERS.admin, (tx) =>
      tx.query<{ figures: PromiseFigures }>('select public.promise_figures(12) as figures'),
    )
  ).rows[0]?.figures;

/** A brief sent `sentAfter` hours after the RFQ arrived, answered `answeredAfter` hours after arrival. */
async function brief(
  leadId: string,
  position: number,
  sentAfter: number,
  answer: { as: 'interested' | 'declined'; after: number; reason?: string } | null,
  offered = false,
  on: Database = db,
): Promise<string> {
  const { rows } = await on.query<{ id: string }>(
    `insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, hand_reason, sent_at,
       answer, answered_at, answered_by, answer_via, decline_reason, answer_reason, lead_time, earliest_start, offered_at)
     select 'oem_leads', l.id, $2, $3, 'desk', 'Known for this work', l.created_at + make_interval(hours => $4::integer),
            $5::text, l.created_at + make_interval(hours => $6::integer), case when $5::text is not null then 'supplier' end,
            case when $5::text is not null then 'page' end, $7::text, case when $5::text = 'declined' then 'Declined' end,
            case when $5::text = 'interested' then '2-4-weeks' end, case when $5::text = 'interested' then current_date end,
            case when $8::boolean then l.created_at + make_interval(hours => $6::integer) end
       from public.oem_leads l where l.id = $1
     returning id`,
    [
      leadId,
      await ownerSupplier(on),
      position,
      sentAfter,
      answer?.as ?? null,
      answer?.after ?? null,
      answer?.reason ?? null,
      offered,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no introduction');
  return id;
}

/** The supplier changes its answer `after` hours after the RFQ arrived, as its page writes it. */
async function changeAnswer(on: Database, id: string, to: 'interested' | 'declined', after: number, leadTime: string) {
  await on.query(
    `update public.introductions i
        set answer = $2::text, answered_at = l.created_at + make_interval(hours => $3::integer),
            decline_reason = case when $2::text = 'declined' then 'no_capacity' end,
            answer_reason = case when $2::text = 'declined' then 'Declined' end,
            lead_time = case when $2::text = 'interested' then $4::text end,
            earliest_start = case when $2::text = 'interested' then current_date end
       from public.oem_leads l
      where i.id = $1 and l.id = i.lead_id`,
    [id, to, after, leadTime],
  );
}

describe('the steps to the options', () => {
  it('say "no data" before anything was sent', async () => {
    await ownerRfq(db, 'oem_leads', 5);
    expect(await figures()).toMatchObject({
      to_briefs: { rfqs: 0, median_hours: null, p90_hours: null },
      to_first_yes: { rfqs: 0, median_hours: null },
      answers: { briefs: 0, answered: 0, rate: null },
      declines: [],
      options_per_rfq: { three: 0, two: 0, one: 0, none: 0 },
    });
  });

  it('are measured from the first brief, the first yes, the answers and the declines as recorded', async () => {
    // Briefed 2 h after arrival: two said yes (at 10 h and 20 h), one declined for capacity.
    const first = await ownerRfq(db, 'oem_leads', 100);
    await brief(first, 1, 2, { as: 'interested', after: 20 }, true);
    await brief(first, 2, 2, { as: 'interested', after: 10 }, true);
    await brief(first, 3, 2, { as: 'declined', after: 5, reason: 'no_capacity' });
    await ownerSendOptions(db, 'oem_leads', first, 30);
    // Briefed 6 h after arrival: one declined for the deadline, one silent for 90 h.
    const second = await ownerRfq(db, 'oem_leads', 96);
    await brief(second, 1, 6, { as: 'declined', after: 8, reason: 'deadline' });
    await brief(second, 2, 6, null);

    const found = await figures();
    expect(found?.to_briefs).toEqual({ rfqs: 2, median_hours: 4, p90_hours: 5.6 });
    expect(found?.to_first_yes).toEqual({ rfqs: 1, median_hours: 10, p90_hours: 10 });
    expect(found?.answers).toEqual({ briefs: 5, answered: 4, interested: 2, rate: 0.8 });
    expect(found?.declines).toEqual([
      { reason: 'deadline', count: 1 },
      { reason: 'no_capacity', count: 1 },
    ]);
    expect(found?.options_per_rfq).toEqual({ three: 0, two: 1, one: 0, none: 0 });
    // Two options in time is not the promise kept.
    expect(found?.fewer_in_time).toBe(1);
  });
});

describe('the first yes', () => {
  const fresh = useFreshDatabase();

  it('is when a supplier said yes, not its first answer, and no data while nobody said yes', async () => {
    // Declined 5 h after arrival, then changed to yes at 40 h.
    const turned = await ownerRfq(fresh, 'oem_leads', 100);
    const changed = await brief(turned, 1, 2, { as: 'declined', after: 5, reason: 'no_capacity' }, false, fresh);
    expect((await figures(fresh))?.to_first_yes).toEqual({ rfqs: 0, median_hours: null, p90_hours: null });
    await changeAnswer(fresh, changed, 'interested', 40, '2-4-weeks');
    expect((await figures(fresh))?.to_first_yes).toEqual({ rfqs: 1, median_hours: 40, p90_hours: 40 });

    // Yes at 10 h, its lead time edited at 30 h: still a yes from 10 h.
    const edited = await ownerRfq(fresh, 'oem_leads', 100);
    const kept = await brief(edited, 1, 2, { as: 'interested', after: 10 }, false, fresh);
    await changeAnswer(fresh, kept, 'interested', 30, '4-8-weeks');
    expect((await figures(fresh))?.to_first_yes).toEqual({ rfqs: 2, median_hours: 25, p90_hours: 37 });

    // Yes at 3 h, then declined at 6 h: that RFQ has no yes, and adds nothing.
    const withdrawn = await ownerRfq(fresh, 'oem_leads', 100);
    const gone = await brief(withdrawn, 1, 2, { as: 'interested', after: 3 }, false, fresh);
    await changeAnswer(fresh, gone, 'declined', 6, '');
    expect((await figures(fresh))?.to_first_yes).toEqual({ rfqs: 2, median_hours: 25, p90_hours: 37 });
    // Said yes again at 50 h: a new yes, from 50 h.
    await changeAnswer(fresh, gone, 'interested', 50, '2-4-weeks');
    expect((await figures(fresh))?.to_first_yes).toEqual({ rfqs: 3, median_hours: 40, p90_hours: 48 });
  });
});
