import { describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';
import { aerospaceRfq, vettedSupplier } from './support/suggestions.ts';

/**
 * An excluded supplier names every hard filter it fails, in the filters' order, each with its
 * reason in words; the first stays its excluded_by. A stored list keeps them, so it replays the same.
 */

const db = useFreshDatabase();

type Row = {
  supplier_id: string;
  rank: number | null;
  excluded_by: string | null;
  excluded_by_all: string[] | null;
  reasons: string[];
};

const asAdmin = <T>(sql: string, params: unknown[] = []) =>
  runAs(db, CALLERS.admin, async (tx) => (await tx.query<T>(sql, params)).rows);

async function verdict(leadId: string, supplierId: string): Promise<Row> {
  const rows = await asAdmin<Row>("select * from public.suggest_suppliers('oem_leads', $1)", [leadId]);
  const row = rows.find((r) => r.supplier_id === supplierId);
  if (!row) throw new Error(`supplier ${supplierId} is not in the list`);
  return row;
}

describe('near misses', () => {
  it('a supplier that fails only capacity names capacity alone', async () => {
    const rfq = await aerospaceRfq(db);
    const id = await vettedSupplier(db, { capacity: 'at-capacity', company_name: 'Busy Ltd' });
    expect(await verdict(rfq, id)).toMatchObject({
      rank: null,
      excluded_by: 'capacity',
      excluded_by_all: ['capacity'],
      reasons: ['At capacity'],
    });
  });

  it('a supplier that fails three filters names all three, in order, each with its reason', async () => {
    const rfq = await aerospaceRfq(db);
    const id = await vettedSupplier(db, {
      country: 'FR',
      capacity: 'at-capacity',
      certifications: [{ standard: 'iso9001' }],
    });
    const row = await verdict(rfq, id);
    expect(row.excluded_by).toBe('certification');
    expect(row.excluded_by_all).toEqual(['certification', 'uk_first', 'capacity']);
    expect(row.reasons).toEqual([
      'AS9100 not held (missing, unverified or expired)',
      'Outside the UK (FR); the buyer asked for UK suppliers',
      'At capacity',
    ]);
  });

  it('a supplier that passes names no filter', async () => {
    const rfq = await aerospaceRfq(db);
    const id = await vettedSupplier(db);
    expect(await verdict(rfq, id)).toMatchObject({ excluded_by: null, excluded_by_all: null });
  });

  it('a stored list keeps every filter failed and replays the same', async () => {
    const rfq = await aerospaceRfq(db);
    const id = await vettedSupplier(db, { country: 'DE', regions: ['eu'], capacity: 'at-capacity' });
    const [list] = await asAdmin<{ id: string }>("select public.record_suggestions('oem_leads', $1) as id", [rfq]);
    const stored = await asAdmin<Row>('select * from public.suggestion_list_items($1)', [list?.id]);
    const live = await verdict(rfq, id);
    expect(stored.find((r) => r.supplier_id === id)).toMatchObject({
      excluded_by: 'uk_first',
      excluded_by_all: ['uk_first', 'region', 'capacity'],
      reasons: live.reasons,
    });
    const [again] = await asAdmin<{ id: string }>("select public.record_suggestions('oem_leads', $1) as id", [rfq]);
    expect(again?.id).toBe(list?.id);
  });
});
