import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isStorableRead } from '../../src/shared/cad/machining-read.ts';
import { ident } from '../local/db/catalogue.ts';
import { validRow, type LeadTable } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * An attachment entry's `read` (a CAD model's machining read) is either absent or exactly one of
 * its two shapes, every figure within bounds; the form's own test (isStorableRead) agrees with the
 * database on every case, so the form never sends what the database would refuse. Inserted as the
 * owner, so the visitor trigger (which checks paths against Storage) stays out of the way.
 */

const db = useFreshDatabase();

async function insert(table: LeadTable, read: unknown): Promise<string> {
  const entry = { name: 'part.step', size: 10, type: 'model/step', path: `${table}/${randomUUID()}/01-part.step` };
  const row = { ...validRow(table), attachments: [read === undefined ? entry : { ...entry, read }] };
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

const read = {
  outcome: 'read',
  triangles: 1200,
  sampleSpacingMm: 1.4,
  needsMultiAxis: true,
  unreachedShare: 0.12,
  thinWalls: 2,
  thinWallMinMm: 0.3,
  deepPockets: 1,
  deepestPocketMm: 60,
  narrowestPocketMm: 10,
  bodies: 1,
  removedShare: 0.4,
};
const plain = { ...read, needsMultiAxis: false, unreachedShare: 0, thinWalls: 0, thinWallMinMm: null };
const noPockets = { ...read, deepPockets: 0, deepestPocketMm: null, narrowestPocketMm: null };

const ACCEPTED: Record<string, unknown> = {
  'a full read': read,
  'a read without thin walls': plain,
  'a read without deep pockets': noPockets,
  'an open mesh': { outcome: 'open', triangles: 12 },
  'a model too detailed to read': { outcome: 'too-detailed', triangles: 200_000 },
  'the bounds themselves': { ...read, unreachedShare: 1, removedShare: 0, sampleSpacingMm: 100_000, triangles: 1e9 },
};

const REJECTED: Record<string, unknown> = {
  null: null,
  'a string': 'read',
  'an array of a read': [read],
  'an unknown outcome': { ...read, outcome: 'guessed' },
  'an outcome as a number': { ...read, outcome: 1 },
  'a missing outcome': { triangles: 12 },
  'a missing key': (({ bodies: _bodies, ...rest }) => rest)(read),
  'an extra key': { ...read, buyer: 'Acme' },
  'an extra key on an open mesh': { outcome: 'open', triangles: 12, needsMultiAxis: true },
  'a read figure on a model not read': { outcome: 'too-detailed', triangles: 1, thinWalls: 0 },
  'triangles as text': { ...read, triangles: '1200' },
  'a fraction of a triangle': { ...read, triangles: 1.5 },
  'negative triangles': { outcome: 'open', triangles: -1 },
  'a share above 1': { ...read, unreachedShare: 1.2 },
  'a negative share': { ...read, removedShare: -0.1 },
  'multi-axis as text': { ...read, needsMultiAxis: 'true' },
  'thin walls without their thinnest': { ...read, thinWallMinMm: null },
  'a thinnest wall without thin walls': { ...plain, thinWallMinMm: 0.3 },
  'a thinnest wall as an array': { ...read, thinWallMinMm: [0.3] },
  'pockets without the deepest': { ...read, deepestPocketMm: null },
  'a narrowest pocket without pockets': { ...noPockets, narrowestPocketMm: 10 },
  'no bodies': { ...read, bodies: 0 },
  'a length over 100 m': { ...read, deepestPocketMm: 100_001 },
  'a spacing as text': { ...read, sampleSpacingMm: '1.4' },
};

describe.each(['consultation_requests', 'oem_leads'] as const)('%s attachment reads', (table) => {
  it('accepts an entry without one', async () => {
    expect(await insert(table, undefined)).toBe('ok');
  });

  it.each(Object.entries(ACCEPTED))('accepts %s, as the form does', async (_name, value) => {
    expect(isStorableRead(value)).toBe(true);
    expect(await insert(table, value)).toBe('ok');
  });

  it.each(Object.entries(REJECTED))('rejects %s with 23514, as the form does', async (_name, value) => {
    expect(isStorableRead(value)).toBe(false);
    expect(await insert(table, value)).toBe('23514');
  });
});
