import { describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, outcome, type Caller } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';
import { aerospaceRfq, vettedSupplier, type SupplierFacts } from './support/suggestions.ts';
import { dayFromToday, ownerCertificate } from './support/suppliers.ts';

/**
 * How the register is ranked for an RFQ (docs/decisions/0029-how-suppliers-are-ranked-for-an-rfq.md):
 * each hard filter excludes, by name, a supplier that fails exactly it, and lets it through once
 * the one fact is fixed; the score ranks more matching factors higher; responsiveness starts
 * neutral; stored lists replay; the shortlist records how each pick was chosen.
 */

const db = useFreshDatabase();

type Suggestion = {
  supplier_id: string;
  company_name: string;
  country: string;
  rank: number | null;
  score: string | null;
  excluded_by: string | null;
  reasons: string[];
};

const asAdmin = <T>(sql: string, params: unknown[] = []) =>
  runAs(db, CALLERS.admin, async (tx) => (await tx.query<T>(sql, params)).rows);

async function suggestions(leadId: string, table = 'oem_leads'): Promise<Map<string, Suggestion>> {
  const rows = await asAdmin<Suggestion>('select * from public.suggest_suppliers($1, $2)', [table, leadId]);
  return new Map(rows.map((r) => [r.supplier_id, r]));
}

async function verdict(leadId: string, supplierId: string) {
  const row = (await suggestions(leadId)).get(supplierId);
  if (!row) throw new Error(`supplier ${supplierId} is not in the list`);
  return row;
}

/** Each filter: the one fact that fails it, the fix, and how the fix is applied. */
const FILTERS: {
  filter: string;
  fails: Partial<SupplierFacts>;
  fix: (supplierId: string) => Promise<unknown>;
}[] = [
  {
    filter: 'status',
    fails: {},
    // Set up below: the supplier is put back to `vetting`; the fix vets it again.
    fix: (id) => db.query("update public.suppliers set status = 'vetted' where id = $1", [id]),
  },
  {
    filter: 'process',
    fails: { processes: ['cnc-milling'], max_axes: null },
    fix: (id) =>
      db.query("update public.suppliers set processes = '{cnc-milling,multi-axis}', max_axes = 5 where id = $1", [id]),
  },
  {
    filter: 'certification',
    fails: { certifications: [{ standard: 'iso9001' }] },
    fix: (id) => ownerCertificate(db, id, { standard: 'as9100' }),
  },
  {
    filter: 'uk_first',
    fails: { country: 'DE' },
    fix: (id) => db.query("update public.suppliers set country = 'GB' where id = $1", [id]),
  },
  {
    filter: 'region',
    fails: { regions: ['eu'] },
    fix: (id) => db.query("update public.suppliers set regions = '{eu,uk}' where id = $1", [id]),
  },
  {
    filter: 'envelope',
    fails: { envelope: [300, 300, 300] },
    fix: (id) => db.query('update public.suppliers set envelope_x_mm = 330 where id = $1', [id]),
  },
  {
    filter: 'capacity',
    fails: { capacity: 'at-capacity' },
    fix: (id) => db.query("update public.suppliers set capacity = 'neutral' where id = $1", [id]),
  },
];

describe('each hard filter', () => {
  it.each(FILTERS)(
    '$filter excludes a supplier that fails only it, by name, and passes it once fixed',
    async ({ filter, fails, fix }) => {
      const rfq = await aerospaceRfq(db);
      const id = await vettedSupplier(db, { ...fails, company_name: `Fails ${filter} Ltd` });
      if (filter === 'status') await db.query("update public.suppliers set status = 'vetting' where id = $1", [id]);

      const excluded = await verdict(rfq, id);
      expect(excluded).toMatchObject({ excluded_by: filter, rank: null, score: null });
      expect(excluded.reasons).toHaveLength(1);

      await fix(id);
      const passed = await verdict(rfq, id);
      expect(passed.excluded_by).toBeNull();
      expect(passed.rank).toBeGreaterThanOrEqual(1);
    },
  );

  it('declined excludes a supplier that declined this RFQ, and only for this RFQ', async () => {
    const rfq = await aerospaceRfq(db);
    const other = await aerospaceRfq(db);
    const id = await vettedSupplier(db, { company_name: 'Declines Ltd' });
    await db.query(
      `insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, hand_reason, sent_at,
         answer, answer_reason, answered_at, answered_by)
       select 'oem_leads', $1, $2, 1, 'test', 'Known for titanium', now(), 'declined', 'No 5-axis time until March',
              now(), 'test'`,
      [rfq, id],
    );
    expect(await verdict(rfq, id)).toMatchObject({
      excluded_by: 'declined',
      reasons: ['Declined this RFQ: No 5-axis time until March'],
    });
    expect((await verdict(other, id)).excluded_by).toBeNull();
  });

  it('names the first filter failed, in order', async () => {
    const rfq = await aerospaceRfq(db);
    const id = await vettedSupplier(db, { country: 'FR', capacity: 'at-capacity', regions: ['eu'] });
    expect((await verdict(rfq, id)).excluded_by).toBe('uk_first');
  });

  it('a revisit overdue excludes a vetted supplier by status', async () => {
    const rfq = await aerospaceRfq(db);
    const id = await vettedSupplier(db);
    await db.query('update public.supplier_visits set next_revisit_due = $2 where supplier_id = $1', [
      id,
      dayFromToday(-1),
    ]);
    const row = await verdict(rfq, id);
    expect(row.excluded_by).toBe('status');
    expect(row.reasons[0]).toMatch(/^Revisit overdue since /);
  });

  it('checks the envelope in any orientation, and not at all when the part was not measured', async () => {
    const lying = await vettedSupplier(db, { envelope: [100, 400, 200] });
    expect((await verdict(await aerospaceRfq(db, {}, [95, 320, 180]), lying)).excluded_by).toBeNull();
    const small = await vettedSupplier(db, { envelope: [50, 50, 50] });
    expect((await verdict(await aerospaceRfq(db, {}, null), small)).excluded_by).toBeNull();
  });
});

describe('the buyer who answered no to suppliers outside the UK', () => {
  it('is never suggested one, whatever else it fits; a yes lets it be ranked', async () => {
    const no = await aerospaceRfq(db, { work_outside_uk: 'no', delivery_regions: 'global' });
    const yes = await aerospaceRfq(db, { work_outside_uk: 'yes', delivery_regions: 'global' });
    const abroad = await vettedSupplier(db, { country: 'DE', regions: ['global'], company_name: 'Abroad GmbH' });
    const home = await vettedSupplier(db, { regions: ['global'], company_name: 'Home Ltd' });
    expect((await verdict(no, abroad)).excluded_by).toBe('uk_first');
    expect((await verdict(no, home)).excluded_by).toBeNull();
    const ranked = [...(await suggestions(no)).values()].filter((r) => r.rank !== null);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.every((r) => r.country === 'GB')).toBe(true);
    expect((await verdict(yes, abroad)).excluded_by).toBeNull();
  });
});

describe('an expired certificate', () => {
  it('never satisfies a requirement, verified or not, and a held one is named with its expiry', async () => {
    const rfq = await aerospaceRfq(db);
    const expired = await vettedSupplier(db, {
      certifications: [{ standard: 'as9100', expiresIn: -1 }, { standard: 'iso9001' }],
    });
    const unverified = await vettedSupplier(db, {
      certifications: [{ standard: 'as9100', verified: false }, { standard: 'iso9001' }],
    });
    expect((await verdict(rfq, expired)).excluded_by).toBe('certification');
    expect((await verdict(rfq, unverified)).excluded_by).toBe('certification');

    const held = await vettedSupplier(db, {
      certifications: [{ standard: 'as9100', expiresIn: 400 }, { standard: 'iso9001' }],
    });
    const expiry = new Date(`${dayFromToday(400)}T00:00:00Z`).toLocaleDateString('en-GB', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect((await verdict(rfq, held)).reasons).toContain(`AS9100 verified, expires ${expiry}`);
  });
});

describe('the score', () => {
  it('ranks a supplier that matches strictly more factors higher, all else equal', async () => {
    const rfq = await aerospaceRfq(db);
    const all = await vettedSupplier(db, { company_name: 'Zulu Matches All Ltd' });
    const fewer = await vettedSupplier(db, { company_name: 'Alpha Fewer Ltd', materials: ['aluminium'] });
    const fewest = await vettedSupplier(db, {
      company_name: 'Alpha Fewest Ltd',
      materials: ['aluminium'],
      industries: ['medical'],
    });
    const list = await suggestions(rfq);
    const [a, b, c] = [list.get(all), list.get(fewer), list.get(fewest)];
    expect(Number(a?.score)).toBeGreaterThan(Number(b?.score));
    expect(Number(b?.score)).toBeGreaterThan(Number(c?.score));
    expect(a?.rank).toBeLessThan(b?.rank ?? 0);
    expect(b?.rank).toBeLessThan(c?.rank ?? 0);
    expect(Number(a?.score)).toBeLessThanOrEqual(100);
  });

  it('gives reasons in plain words', async () => {
    const rfq = await aerospaceRfq(db);
    const id = await vettedSupplier(db);
    expect((await verdict(rfq, id)).reasons).toEqual(
      expect.arrayContaining([
        'Multi-axis machining ✓',
        'Titanium ✓',
        'Aluminium ✓',
        'Fits 320 × 180 × 95 mm',
        'Aerospace experience',
        'Based in the UK',
      ]),
    );
  });

  it('weighs version 1 to exactly 100', async () => {
    const { rows } = await db.query<{ total: string }>(
      'select sum(weight)::text as total from public.match_weights where version = 1',
    );
    expect(Number(rows[0]?.total)).toBe(100);
  });
});

describe('responsiveness', () => {
  const introduce = (supplierId: string, answeredAfterHours: number | null, daysAgo = 10) =>
    aerospaceRfq(db).then((lead) =>
      db.query(
        `insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, hand_reason, sent_at,
           answer, answered_at, answered_by)
         values ('oem_leads', $1, $2, 1, 'test', 'Past introduction', now() - make_interval(days => $4::integer),
                 case when $3::integer is not null then 'interested' end,
                 now() - make_interval(days => $4::integer) + make_interval(hours => $3::integer),
                 case when $3::integer is not null then 'test' end)`,
        [lead, supplierId, answeredAfterHours, daysAgo],
      ),
    );

  it('starts neutral for a new supplier, and shows no rate made from no data', async () => {
    const rfq = await aerospaceRfq(db);
    const fresh = await vettedSupplier(db);
    const row = await verdict(rfq, fresh);
    expect(row.reasons).toContain('No briefs yet');
    expect(row.reasons.some((r) => /Answered \d+ of/.test(r))).toBe(false);

    // Half answered in time scores the same as none at all: the smoothing's prior is one half.
    const half = await vettedSupplier(db);
    await introduce(half, 5);
    await introduce(half, null);
    const halfRow = await verdict(rfq, half);
    expect(halfRow.score).toBe(row.score);
    expect(halfRow.reasons).toContain('Answered 1 of its last 2 briefs within 48 h (median 5 h)');
  });

  it('rises with answers within 48 h and falls with silence', async () => {
    const rfq = await aerospaceRfq(db);
    const quick = await vettedSupplier(db);
    const silent = await vettedSupplier(db);
    const neutral = await vettedSupplier(db);
    for (let i = 0; i < 3; i++) {
      await introduce(quick, 4);
      await introduce(silent, 72);
    }
    const list = await suggestions(rfq);
    expect(Number(list.get(quick)?.score)).toBeGreaterThan(Number(list.get(neutral)?.score));
    expect(Number(list.get(neutral)?.score)).toBeGreaterThan(Number(list.get(silent)?.score));
    expect(list.get(quick)?.reasons).toContain('Answered 3 of its last 3 briefs within 48 h (median 4 h)');
    expect(list.get(silent)?.reasons).toContain('Answered 0 of its last 3 briefs within 48 h (median 72 h)');
  });

  it('reads only the last 10 briefs: a supplier that has changed its ways is ranked by what it does now', async () => {
    const rfq = await aerospaceRfq(db);
    const reformed = await vettedSupplier(db);
    // Ten silent briefs long ago, then ten quick answers: only the recent ten count.
    for (let i = 0; i < 10; i++) await introduce(reformed, null, 40);
    for (let i = 0; i < 10; i++) await introduce(reformed, 3);
    const list = await suggestions(rfq);
    expect(list.get(reformed)?.reasons).toContain('Answered 10 of its last 10 briefs within 48 h (median 3 h)');
    const panel = await asAdmin<{ briefs: number; answered_in_time: number; median_hours: string }>(
      'select * from public.supplier_responsiveness($1)',
      [reformed],
    );
    expect(panel).toEqual([{ briefs: 10, answered_in_time: 10, median_hours: '3.0' }]);
    const anon = runAs(db, CALLERS.anon, (tx) =>
      tx.query('select * from public.supplier_responsiveness($1)', [reformed]),
    );
    expect(await outcome(anon)).toBe('42501');
  });
});

describe('a /quote request', () => {
  it('maps its job types, materials and answer about international suppliers', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.consultation_requests (company_name, contact_name, email, job_types, project_description,
         timeline, budget, materials, quantity, international_suppliers, consent_version)
       values ('Med Co', 'Dr Lee', 'lee@meddev.example', '{milling,edm}', 'Titanium housings, 200 off.', '1-4 weeks',
               '$5,000 - $10,000', '{stainlessSteel}', '100+', false, '2026-11-23') returning id`,
    );
    const lead = rows[0]?.id ?? '';
    const millingOnly = await vettedSupplier(db, { processes: ['cnc-milling'], max_axes: null });
    const both = await vettedSupplier(db, {
      processes: ['cnc-milling', 'edm'],
      max_axes: null,
      materials: ['stainless-steel'],
    });
    const list = await suggestions(lead, 'consultation_requests');
    expect(list.get(millingOnly)).toMatchObject({ excluded_by: 'process', reasons: ['Does not list EDM'] });
    expect(list.get(both)?.excluded_by).toBeNull();
    expect(list.get(both)?.reasons).toEqual(expect.arrayContaining(['CNC milling ✓', 'EDM ✓', 'Stainless steel ✓']));
  });
});

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
