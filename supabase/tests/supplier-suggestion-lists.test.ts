import { describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, outcome, type Caller } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';
import { suggestionReads, type Suggestion } from './support/suggestion-reads.ts';
import { aerospaceRfq, vettedSupplier } from './support/suggestions.ts';

/**
 * What is kept of the ranking (docs/decisions/0029-how-suppliers-are-ranked-for-an-rfq.md): stored
 * lists replay to the same ranking, the shortlist records how each pick was chosen, and only an
 * admin at aal2 may call any of it.
 */

const db = useFreshDatabase();
const { asAdmin, verdict } = suggestionReads(db);

describe('stored lists', () => {
  it('store who was suggested, at which rank and score, by which weights, and replay to the same ranking', async () => {
    const rfq = await aerospaceRfq(db);
    await vettedSupplier(db);
    const first = await runAs(
      db,
      { ...CALLERS.admin, email: 'ops@forgebridge.test' },
      async (tx) =>
        (await tx.query<{ id: string }>("select public.record_suggestions('oem_leads', $1) as id", [rfq])).rows,
    );
    const again = await asAdmin<{ id: string }>("select public.record_suggestions('oem_leads', $1) as id", [rfq]);
    // Nothing changed: the same list.
    expect(again[0]?.id).toBe(first[0]?.id);

    const listId = first[0]?.id;
    const [list] = await asAdmin<{ weights_version: number; passed_count: number; created_by: string }>(
      'select weights_version, passed_count, created_by from public.suggestion_lists where id = $1',
      [listId],
    );
    // Ranked by the latest weights.
    const [latest] = await db
      .query<{ version: number }>('select max(version) as version from public.match_weights')
      .then((r) => r.rows);
    expect(list).toMatchObject({ weights_version: latest?.version, created_by: 'ops@forgebridge.test' });
    const stored = await asAdmin<Suggestion>('select * from public.suggestion_list_items($1)', [listId]);
    const replayed = await asAdmin<Suggestion>('select * from public.suggest_suppliers($1, $2, $3)', [
      'oem_leads',
      rfq,
      list?.weights_version,
    ]);
    const key = (r: Suggestion) => [r.supplier_id, r.rank, r.score === null ? null : Number(r.score), r.excluded_by];
    expect(replayed.map(key)).toEqual(stored.map(key));
    expect(stored.filter((r) => r.rank !== null)).toHaveLength(list?.passed_count ?? -1);

    // A new supplier changes the ranking: a new list.
    await vettedSupplier(db);
    const changed = await asAdmin<{ id: string }>("select public.record_suggestions('oem_leads', $1) as id", [rfq]);
    expect(changed[0]?.id).not.toBe(listId);
  });
});

describe('the shortlist', () => {
  type Pick = { supplier_id: string; position: number; suggested_rank: number | null; hand_reason: string | null };
  const shortlist = (rfq: string, picks: unknown) =>
    asAdmin<Pick>("select * from public.set_shortlist('oem_leads', $1, $2::jsonb)", [rfq, JSON.stringify(picks)]);

  it('records each pick as suggested at its rank, or added by hand with its reason, in order', async () => {
    const rfq = await aerospaceRfq(db);
    const suggested = await vettedSupplier(db);
    const byHand = await vettedSupplier(db, { country: 'DE' });
    await asAdmin("select public.record_suggestions('oem_leads', $1)", [rfq]);
    const rank = (await verdict(rfq, suggested)).rank;

    expect(await outcome(shortlist(rfq, [{ supplier_id: byHand }]))).toBe('22023');
    const picks = await shortlist(rfq, [
      { supplier_id: byHand, hand_reason: 'Only shop with the 7-axis machine' },
      { supplier_id: suggested },
    ]);
    expect(picks.map((p) => [p.supplier_id, p.position, p.suggested_rank, p.hand_reason])).toEqual([
      [byHand, 1, null, 'Only shop with the 7-axis machine'],
      [suggested, 2, rank, null],
    ]);

    // Replacing keeps nothing of the old picks.
    expect((await shortlist(rfq, [{ supplier_id: suggested }])).map((p) => p.position)).toEqual([1]);
  });

  it('refuses more than 10, a supplier twice, bad input and a supplier that declined', async () => {
    const rfq = await aerospaceRfq(db);
    // Up to 10 are briefed for one RFQ (replacements while the team waits); the buyer is offered 3.
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(await vettedSupplier(db));
    await asAdmin("select public.record_suggestions('oem_leads', $1)", [rfq]);
    expect(
      await outcome(
        shortlist(
          rfq,
          ids.map((supplier_id) => ({ supplier_id })),
        ),
      ),
    ).toBe('22023');
    expect(await outcome(shortlist(rfq, [{ supplier_id: ids[0] }, { supplier_id: ids[0] }]))).toBe('22023');
    expect(await outcome(shortlist(rfq, [{ supplier_id: 'not-a-uuid' }]))).toBe('22023');
    expect(await outcome(shortlist(rfq, { supplier_id: ids[0] }))).toBe('22023');

    await db.query(
      `insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, hand_reason, sent_at,
         answer, answer_reason, answered_at, answered_by)
       values ('oem_leads', $1, $2, 3, 'test', 'Tried them', now(), 'declined', 'Too busy', now(), 'test')`,
      [rfq, ids[3]],
    );
    expect(await outcome(shortlist(rfq, [{ supplier_id: ids[3], hand_reason: 'Asked again' }]))).toBe('23514');
    expect((await shortlist(rfq, [{ supplier_id: ids[0] }, { supplier_id: ids[1] }])).map((p) => p.position)).toEqual([
      1, 2, 3,
    ]);
    expect(
      await outcome(
        shortlist(
          rfq,
          // 10 more beside the one already sent.
          ids.slice(0, 10).map((supplier_id) => ({ supplier_id })),
        ),
      ),
    ).toBe('22023');
    // Once the options went out, the shortlist is final.
    await db.query('update public.oem_leads set options_sent_at = now() where id = $1', [rfq]);
    expect(await outcome(shortlist(rfq, [{ supplier_id: ids[0] }]))).toBe('23514');
  });
});

describe('access', () => {
  const CALLS = [
    "select * from public.suggest_suppliers('oem_leads', $1)",
    "select public.record_suggestions('oem_leads', $1)",
    "select * from public.set_shortlist('oem_leads', $1, '[]')",
  ];
  const REFUSED: Caller[] = ['anon', 'viewer', 'admin_aal1', 'admin_signed_out', 'service_role'];

  it.each(CALLS)('%s: only an admin at aal2 may call it', async (call) => {
    const rfq = await aerospaceRfq(db);
    for (const caller of REFUSED) {
      expect([caller, await outcome(runAs(db, CALLERS[caller], (tx) => tx.query(call, [rfq])))]).toEqual([
        caller,
        '42501',
      ]);
    }
    expect(await outcome(runAs(db, CALLERS.admin, (tx) => tx.query(call, [rfq])))).toBe('ok');
  });

  it('answers an unknown RFQ or table with 22023', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await outcome(asAdmin("select * from public.suggest_suppliers('oem_leads', $1)", [unknown]))).toBe('22023');
    expect(await outcome(asAdmin("select * from public.suggest_suppliers('contact_messages', $1)", [unknown]))).toBe(
      '22023',
    );
    expect(
      await outcome(asAdmin("select * from public.suggest_suppliers('oem_leads', $1, 99)", [await aerospaceRfq(db)])),
    ).toBe('22023');
  });
});
