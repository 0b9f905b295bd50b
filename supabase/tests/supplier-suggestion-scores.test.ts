import { describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, outcome } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';
import { suggestionReads } from './support/suggestion-reads.ts';
import { aerospaceRfq, vettedSupplier } from './support/suggestions.ts';

/**
 * How the ranking scores the suppliers that pass its filters
 * (docs/decisions/0029-how-suppliers-are-ranked-for-an-rfq.md): more matching factors rank higher,
 * with reasons in plain words; responsiveness starts neutral and follows the last briefs; a /quote
 * request's answers map onto the same factors.
 */

const db = useFreshDatabase();
const { asAdmin, suggestions, verdict } = suggestionReads(db);

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
