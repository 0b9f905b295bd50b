import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTI_AXIS_REASON } from '../../../src/shared/cad/machining-read.ts';
import { runAs } from '../../local/db/run-as.ts';
import { CALLERS } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { FITTING, aerospaceRfq, cadFile, modelRead, vettedSupplier } from './suggestions.ts';

type Row = {
  supplier_id: string;
  rank: number | null;
  score: string | null;
  excluded_by: string | null;
  reasons: string[];
};

/**
 * The ranking reads the model's machining read stored with an RFQ's CAD file
 * (docs/decisions/0042-the-ranking-reads-the-model.md): faces out of 3-axis reach require
 * multi-axis work, with the reason in words; thin walls weigh for a shop that holds tight
 * tolerances; version 1 of the weights replays as it did; a read that is not the stored shape
 * never raises. The same cells run on PGlite (supabase/tests/model-read-matching.test.ts) and on
 * the real PostgreSQL server (tests/pg/model-read-matching.test.ts), where other tests' suppliers
 * share the register: every check reads the suppliers made here, by id.
 */
export function describeModelReadMatching(open: () => Promise<MatrixDatabase>): void {
  let db: MatrixDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  const asAdmin = async <T>(sql: string, params: unknown[] = []) =>
    (await runAs(db, CALLERS.admin, (tx) => tx.query<T>(sql, params))).rows;

  async function ranking(leadId: string, table = 'oem_leads', version: number | null = null) {
    const rows = await asAdmin<Row>('select * from public.suggest_suppliers($1, $2, $3)', [table, leadId, version]);
    return new Map(rows.map((r) => [r.supplier_id, r]));
  }
  async function verdict(leadId: string, supplierId: string, table = 'oem_leads', version: number | null = null) {
    const row = (await ranking(leadId, table, version)).get(supplierId);
    if (!row) throw new Error(`supplier ${supplierId} is not in the list`);
    return row;
  }

  /** An OEM RFQ for 3-axis milling work, its one file read as given. */
  const millingRfq = (...reads: unknown[]) =>
    aerospaceRfq(db, {
      production_requirements: 'milling',
      attachments: reads.map((read) => cadFile('oem_leads', read)),
    });

  /** A /quote request for milling, its one file read as given. */
  async function quoteRequest(read: unknown): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.consultation_requests (company_name, contact_name, email, job_types, project_description,
         timeline, budget, materials, quantity, international_suppliers, consent_version, attachments)
       values ('Med Co', 'Dr Lee', 'lee@meddev.example', '{milling}', 'Titanium housings, 200 off.', '1-4 weeks',
               '$5,000 - $10,000', '{stainlessSteel}', '100+', false, '2026-11-23', $1::jsonb) returning id`,
      [JSON.stringify([cadFile('consultation_requests', read)])],
    );
    return rows[0]?.id ?? '';
  }

  const threeAxisOnly = () =>
    vettedSupplier(db, { company_name: 'Three Axis Ltd', processes: ['cnc-milling'], max_axes: null });
  const fiveAxis = () =>
    vettedSupplier(db, { company_name: 'Five Axis Ltd', processes: ['cnc-milling', 'multi-axis'], max_axes: 5 });

  const passes = `Multi-axis machining ✓ (${MULTI_AXIS_REASON})`;
  const lacks = `Does not list Multi-axis machining (${MULTI_AXIS_REASON})`;

  describe('faces no 3-axis approach reaches', () => {
    it('require multi-axis work of an OEM RFQ: a shop without it is excluded, with the model’s reason', async () => {
      const rfq = await millingRfq(modelRead({ needsMultiAxis: true, unreachedShare: 0.04 }));
      const [without, withIt] = [await threeAxisOnly(), await fiveAxis()];
      const list = await ranking(rfq);
      expect(list.get(without)).toMatchObject({ rank: null, excluded_by: 'process', reasons: [lacks] });
      expect(list.get(withIt)?.excluded_by).toBeNull();
      expect(list.get(withIt)?.reasons).toEqual(expect.arrayContaining(['CNC milling ✓', passes]));
    });

    it('require it of a /quote request the same way', async () => {
      const lead = await quoteRequest(modelRead({ needsMultiAxis: true, unreachedShare: 0.2 }));
      const [without, withIt] = [await threeAxisOnly(), await fiveAxis()];
      const list = await ranking(lead, 'consultation_requests');
      expect(list.get(without)).toMatchObject({ excluded_by: 'process', reasons: [lacks] });
      expect(list.get(withIt)?.excluded_by).toBeNull();
      expect(list.get(withIt)?.reasons).toEqual(expect.arrayContaining(['CNC milling ✓', passes]));
    });

    it('any one file asks it; asked by the form too, it is required once and reads as the buyer’s', async () => {
      const read = modelRead({ needsMultiAxis: true, unreachedShare: 0.1 });
      const oneOfTwo = await millingRfq(modelRead(), read);
      const without = await threeAxisOnly();
      expect(await verdict(oneOfTwo, without)).toMatchObject({ excluded_by: 'process', reasons: [lacks] });

      const asked = await aerospaceRfq(db, { attachments: [cadFile('oem_leads', read)] });
      const requirements = await db.query<{ processes: string[]; model_processes: string[] }>(
        "select processes, model_processes from private.rfq_requirements('oem_leads', $1)",
        [asked],
      );
      expect(requirements.rows).toEqual([{ processes: ['multi-axis'], model_processes: [] }]);
      const fitting = await vettedSupplier(db);
      const reasons = (await verdict(asked, fitting)).reasons;
      expect(reasons).toContain('Multi-axis machining ✓');
      expect(reasons).not.toContain(passes);
      expect((await verdict(asked, without)).reasons).toEqual(['Does not list Multi-axis machining']);
    });

    it.each([
      ['no read', undefined],
      ['a read with every face in reach', modelRead()],
      ['a model that was not read', { outcome: 'open', triangles: 5000 }],
      ['a model too detailed to read', { outcome: 'too-detailed', triangles: 3_000_000 }],
    ])('are not required with %s', async (_, read) => {
      const rfq = await millingRfq(read);
      const quote = await quoteRequest(read);
      const without = await threeAxisOnly();
      expect((await verdict(rfq, without)).excluded_by).toBeNull();
      expect((await verdict(quote, without, 'consultation_requests')).excluded_by).toBeNull();
    });
  });

  describe('a read that is not the stored shape', () => {
    const MALFORMED: unknown[] = [
      'read',
      42,
      true,
      null,
      [{ outcome: 'read', needsMultiAxis: true }],
      {},
      { outcome: 'read' },
      { outcome: 'read', needsMultiAxis: 'true', thinWalls: '3', thinWallMinMm: '0.2' },
      { outcome: 'read', needsMultiAxis: 1, thinWalls: true, thinWallMinMm: [0.2] },
      { outcome: 'read', needsMultiAxis: null, thinWalls: { n: 3 }, thinWallMinMm: {} },
      { outcome: ['read'], needsMultiAxis: true, thinWalls: 3, thinWallMinMm: 0.2 },
      { outcome: 'open', needsMultiAxis: true, thinWalls: 3, thinWallMinMm: 0.2 },
    ];

    it('reads as no read and never raises, whatever the entry or the list', async () => {
      const lists: unknown[] = [
        ...MALFORMED.map((read) => [{ name: 'a.step', read }]),
        ...MALFORMED,
        [1, 'x', null, []],
      ];
      for (const attachments of lists) {
        const { rows } = await db.query<{ multi: boolean; thin: boolean; min: string | null }>(
          `select private.model_needs_multi_axis($1::jsonb) as multi, private.model_has_thin_walls($1::jsonb) as thin,
                  private.model_thin_wall_min_mm($1::jsonb) as min`,
          [JSON.stringify(attachments)],
        );
        expect(rows, JSON.stringify(attachments)).toEqual([{ multi: false, thin: false, min: null }]);
      }
      const { rows } = await db.query<{ multi: boolean; thin: boolean }>(
        'select private.model_needs_multi_axis(null) as multi, private.model_has_thin_walls(null) as thin',
      );
      expect(rows).toEqual([{ multi: false, thin: false }]);

      // Entries that are not objects are passed over; a read beside them still counts.
      const mixed = [1, 'x', null, [], { name: 'b.step', read: modelRead({ needsMultiAxis: true }) }];
      const beside = await db.query<{ multi: boolean }>('select private.model_needs_multi_axis($1::jsonb) as multi', [
        JSON.stringify(mixed),
      ]);
      expect(beside.rows).toEqual([{ multi: true }]);
    });

    it('ranks an RFQ that holds one as one without a read, where the table takes it at all', async () => {
      const without = await threeAxisOnly();
      for (const read of MALFORMED) {
        // Once the table holds reads to their shape, such an entry is refused at the door instead.
        const rfq = await millingRfq(read).catch((error: { code?: string }) => {
          if (error.code === '23514') return null;
          throw error;
        });
        if (rfq === null) continue;
        expect((await verdict(rfq, without)).excluded_by, JSON.stringify(read)).toBeNull();
      }
    });
  });

  describe('thin walls', () => {
    const tight = ['multi-axis', 'cnc-milling', 'tight-tolerances'];
    const thinRfq = () =>
      aerospaceRfq(db, {
        attachments: [
          cadFile('oem_leads', modelRead({ thinWalls: 1, thinWallMinMm: 0.45 })),
          cadFile('oem_leads', modelRead({ thinWalls: 3, thinWallMinMm: 0.3 })),
        ],
      });
    const weight = async (version: number) => {
      const { rows } = await db.query<{ weight: string }>(
        "select weight::text from public.match_weights where version = $1 and factor = 'thin_walls'",
        [version],
      );
      return Number(rows[0]?.weight ?? 0);
    };
    const reason = "Tight tolerances (±0.01 mm), for the model's thin walls (min 0.30 mm)";

    it('score the factor in full for a shop that holds tight tolerances, and name the thinnest wall', async () => {
      const rfq = await thinRfq();
      const holds = await vettedSupplier(db, { processes: tight });
      const plain = await vettedSupplier(db);
      const list = await ranking(rfq);
      const [a, b] = [list.get(holds), list.get(plain)];
      expect(await weight(2)).toBe(5);
      expect(Number(a?.score) - Number(b?.score)).toBe(await weight(2));
      expect(a?.reasons).toContain(reason);
      expect(b?.reasons.some((r) => r.startsWith('Tight tolerances'))).toBe(false);
      // Tight tolerances is a capability, never asked: a shop without it is not excluded.
      expect(b?.excluded_by).toBeNull();
    });

    it('leave the factor neutral without thin walls: the two shops tie', async () => {
      for (const read of [modelRead(), undefined, { outcome: 'open', triangles: 10 }]) {
        const rfq = await aerospaceRfq(db, { attachments: [cadFile('oem_leads', read)] });
        const holds = await vettedSupplier(db, { processes: tight });
        const plain = await vettedSupplier(db);
        const list = await ranking(rfq);
        expect(list.get(holds)?.score).toBe(list.get(plain)?.score);
        expect(list.get(holds)?.reasons.some((r) => r.startsWith('Tight tolerances'))).toBe(false);
      }
    });
  });

  describe('the weights', () => {
    it('of every version sum to 100', async () => {
      const { rows } = await db.query<{ version: number; total: string }>(
        'select version, sum(weight)::text as total from public.match_weights group by version order by version',
      );
      expect(rows.map((r) => [r.version, Number(r.total)])).toEqual([
        [1, 100],
        [2, 100],
      ]);
    });

    // A supplier matching every factor of the RFQ, with no briefs yet (responsiveness one half):
    // version 1 gives 30 + 15 + 15 × 0.5 + 12 + 10 + 10 + 8; version 2 gives 25 for materials and
    // 5 for thin walls (or 2.5 when neutral) instead.
    it('of version 1 replay as they did, thin walls or not, and version 2 adds the factor', async () => {
      const thin = await aerospaceRfq(db, {
        attachments: [cadFile('oem_leads', modelRead({ thinWalls: 2, thinWallMinMm: 0.3 }))],
      });
      const none = await aerospaceRfq(db);
      const holds = await vettedSupplier(db, { processes: [...FITTING.processes, 'tight-tolerances'] });
      const plain = await vettedSupplier(db);
      const score = async (rfq: string, id: string, version: number | null) =>
        Number((await verdict(rfq, id, 'oem_leads', version)).score);
      for (const rfq of [thin, none]) for (const id of [holds, plain]) expect(await score(rfq, id, 1)).toBe(92.5);
      expect((await verdict(thin, holds, 'oem_leads', 1)).reasons.some((r) => r.startsWith('Tight tolerances'))).toBe(
        false,
      );
      expect(await score(thin, holds, null)).toBe(92.5);
      expect(await score(thin, plain, null)).toBe(87.5);
      expect(await score(none, holds, null)).toBe(90);
      expect(await score(none, plain, null)).toBe(90);
    });
  });
}
