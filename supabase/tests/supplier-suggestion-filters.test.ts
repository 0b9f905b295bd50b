import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from './support/fresh.ts';
import { suggestionReads } from './support/suggestion-reads.ts';
import { aerospaceRfq, vettedSupplier, type SupplierFacts } from './support/suggestions.ts';
import { dayFromToday, ownerCertificate } from './support/suppliers.ts';

/**
 * The ranking's hard filters (docs/decisions/0029-how-suppliers-are-ranked-for-an-rfq.md): each
 * excludes, by name, a supplier that fails exactly it, and lets it through once the one fact is
 * fixed; a buyer's no to suppliers outside the UK and an expired certificate are never overruled.
 */

const db = useFreshDatabase();
const { suggestions, verdict } = suggestionReads(db);

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
