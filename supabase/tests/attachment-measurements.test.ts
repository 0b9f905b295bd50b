import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ident } from '../local/db/catalogue.ts';
import { validRow, type LeadTable } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * An attachment entry's `measurements` (a CAD file's size, volume and area) is either absent or
 * exactly {sizeMm: [x, y, z], volumeCm3, areaCm2} with non-negative numbers within bounds. Inserted
 * as the owner, so the visitor trigger (which checks paths against Storage) stays out of the way.
 */

const db = useFreshDatabase();

async function insert(table: LeadTable, measurements: unknown): Promise<string> {
  const entry = { name: 'part.step', size: 10, type: 'model/step', path: `${table}/${randomUUID()}/01-part.step` };
  const row = { ...validRow(table), attachments: [measurements === undefined ? entry : { ...entry, measurements }] };
  const t = `public.${ident(table)}`;
  const list = Object.keys(row).map(ident).join(', ');
  try {
    await db.query(`insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, $1::json)`, [
      JSON.stringify([row]),
    ]);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const good = { sizeMm: [10, 10, 10], volumeCm3: 1, areaCm2: 6 };

const REJECTED: Record<string, unknown> = {
  'not an object': [10, 10, 10],
  'a string': 'big',
  'a missing key': { sizeMm: [10, 10, 10], volumeCm3: 1 },
  'an extra key': { ...good, weightKg: 1 },
  'two sizes': { ...good, sizeMm: [10, 10] },
  'a size that is not an array': { ...good, sizeMm: 10 },
  'a negative size': { ...good, sizeMm: [10, -1, 10] },
  'a size as text': { ...good, sizeMm: [10, '10', 10] },
  'a size over 100 m': { ...good, sizeMm: [10, 100_001, 10] },
  'a nested size': { ...good, sizeMm: [[10], 10, 10] },
  'a negative volume': { ...good, volumeCm3: -1 },
  'a volume as text': { ...good, volumeCm3: '1' },
  'a volume beyond the bound': { ...good, volumeCm3: 1e13 },
  'an area of null': { ...good, areaCm2: null },
  'an area beyond the bound': { ...good, areaCm2: 1e13 },
};

describe.each(['consultation_requests', 'oem_leads'] as const)('%s attachment measurements', (table) => {
  it('accepts an entry without them, and exactly the three measurements', async () => {
    expect(await insert(table, undefined)).toBe('ok');
    expect(await insert(table, good)).toBe('ok');
    expect(await insert(table, { sizeMm: [0, 0.5, 100_000], volumeCm3: 0, areaCm2: 1e12 })).toBe('ok');
  });

  it.each(Object.entries(REJECTED))('rejects %s with 23514', async (_name, measurements) => {
    expect(await insert(table, measurements)).toBe('23514');
  });
});
