import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certifications,
  industries,
  materials,
  orderSizes,
  processes,
} from '../../../src/shared/suppliers/capabilities.ts';
import { ident } from '../../local/db/catalogue.ts';
import { validRow } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';

/**
 * Every lead row is bounded (docs/decisions/0008-abuse-limits-in-postgres.md): the attachment
 * lists of OEM RFQs and partner sign-ups hold at most 20 kB and only the keys the forms write, and
 * a partner sign-up's answer lists are one-dimensional, numbered from 1, no longer than the options
 * the form offers.
 * The largest values the forms write still fit. Inserted as the owner, so the visitor triggers
 * (which check paths against Storage) stay out of the way: the check constraints bind every role.
 * The same cells run on PGlite (supabase/tests/lead-bounds.test.ts) and on the real PostgreSQL
 * server (tests/pg/lead-bounds.test.ts).
 */
export function describeLeadBounds(open: () => Promise<MatrixDatabase>): void {
  let db: MatrixDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  type Table = 'oem_leads' | 'cnc_partner_leads' | 'consultation_requests';

  /** Stores one row given as JSON text (so numbers JavaScript cannot write can be sent): 'ok' or the SQLSTATE. */
  async function insertJson(table: Table, json: string): Promise<string> {
    const row = JSON.parse(json) as Record<string, unknown>;
    const t = `public.${ident(table)}`;
    const list = Object.keys(row).map(ident).join(', ');
    try {
      await db.query(`insert into ${t} (${list}) select ${list} from json_populate_record(null::${t}, $1::json)`, [
        json,
      ]);
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  }
  const insert = (table: Table, changes: Record<string, unknown>) =>
    insertJson(table, JSON.stringify({ ...validRow(table), ...changes }));

  const entry = (table: Table, more: Record<string, unknown> = {}) => ({
    name: 'part.pdf',
    size: 10,
    type: 'application/pdf',
    path: `${table}/${randomUUID()}/01-part.pdf`,
    ...more,
  });

  /** The longest entry a form writes: 255 four-byte characters of name, 255 of type, a 200-character file name. */
  const longestEntry = (table: Table, more: Record<string, unknown> = {}) => ({
    name: '𝔸'.repeat(255),
    size: 1e9,
    type: 't'.repeat(255),
    path: `${table}/${randomUUID()}/A${'a'.repeat(199)}`,
    ...more,
  });
  const measurements = { sizeMm: [100_000, 100_000, 100_000], volumeCm3: 1e9, areaCm2: 1e9 };
  const read = {
    outcome: 'read',
    triangles: 1e9,
    sampleSpacingMm: 100_000,
    needsMultiAxis: true,
    unreachedShare: 1,
    thinWalls: 1e6,
    thinWallMinMm: 0.001,
    deepPockets: 1e6,
    deepestPocketMm: 100_000,
    narrowestPocketMm: 0.001,
    bodies: 1e6,
    removedShare: 0.999,
  };

  describe.each<Table>(['oem_leads', 'cnc_partner_leads', 'consultation_requests'])('%s attachments', (table) => {
    it('stores as many of the longest entries as the form takes', async () => {
      const more = table === 'cnc_partner_leads' ? {} : { measurements, read };
      const files = table === 'consultation_requests' ? 20 : 5;
      const attachments = Array.from({ length: files }, () => longestEntry(table, more));
      expect(await insert(table, { attachments })).toBe('ok');
    });

    it('refuses a key the form never writes, however small', async () => {
      expect(await insert(table, { attachments: [entry(table, { junk: 'x' })] })).toBe('23514');
    });

    it('refuses 900 kB under a key of its own', async () => {
      expect(await insert(table, { attachments: [entry(table, { junk: 'x'.repeat(900_000) })] })).toBe('23514');
    });

    it('refuses a size written with 30,000 digits', async () => {
      const json = JSON.stringify({ ...validRow(table), attachments: [entry(table, { size: 7777 })] });
      expect(await insertJson(table, json.replace('"size":7777', '"size":1e30000'))).toBe('23514');
    });
  });

  it('refuses measurements or a read on a partner’s certificate', async () => {
    const table = 'cnc_partner_leads';
    expect(await insert(table, { attachments: [entry(table, { measurements })] })).toBe('23514');
    expect(await insert(table, { attachments: [entry(table, { read })] })).toBe('23514');
  });

  describe('a partner sign-up’s answer lists', () => {
    const lists = {
      processes: processes.map((t) => t.value),
      materials: materials.map((t) => t.value),
      held_certifications: certifications.map((t) => t.value),
      industries: industries.map((t) => t.value),
      order_sizes: orderSizes.map((t) => t.value),
    };

    it.each(Object.entries(lists))('stores every option of %s at once', async (column, options) => {
      expect(await insert('cnc_partner_leads', { [column]: options })).toBe('ok');
    });

    it.each(Object.entries(lists))(
      'refuses %s longer than its options, two-dimensional or renumbered',
      async (column, options) => {
        const [first = '', second = ''] = options;
        const table = 'cnc_partner_leads';
        expect(await insert(table, { [column]: Array.from({ length: 120_000 }, () => first) })).toBe('23514');
        expect(await insert(table, { [column]: [...options, first] })).toBe('23514');
        expect(await insert(table, { [column]: [[first], [second]] })).toBe('23514');
        expect(await insert(table, { [column]: `[2:3]={${first},${second}}` })).toBe('23514');
        expect(await insert(table, { [column]: [first, null] })).toBe('23514');
      },
    );
  });
}
