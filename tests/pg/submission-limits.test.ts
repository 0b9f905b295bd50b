import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CALLERS, validRow } from '../../supabase/tests/support/fixtures.ts';
import {
  addressHeaders,
  closeAll,
  ownerSession,
  requestAs,
  sessions,
  sqlState,
  uniqueAddress,
} from './support/sessions.ts';

/**
 * The per-address and per-email limits under real parallel requests. The guard trigger takes an
 * advisory lock per table, so requests arriving together are counted one after the other: exactly
 * the limit passes, however many sessions race.
 */

const SESSIONS = 10;
let clients: pg.Client[];
let owner: pg.Client;

beforeAll(async () => {
  clients = await sessions(SESSIONS);
  owner = await ownerSession();
});
afterAll(async () => {
  await closeAll([...clients, owner]);
});

async function limit(table: string, scope: 'email' | 'address'): Promise<number> {
  const { rows } = await owner.query<{ max_submissions: number }>(
    'select max_submissions from private.submission_limits where lead_table = $1 and scope = $2',
    [table, scope],
  );
  const [row] = rows;
  if (!row) throw new Error(`no ${scope} limit for ${table}`);
  return row.max_submissions;
}

/** Sends `rows`, spread over every session at once, each as one anonymous request. */
async function submitInParallel(
  rows: readonly Record<string, unknown>[],
  headers: (i: number) => Record<string, string>,
) {
  const queue = rows.map((row, i) => ({ row, i }));
  const outcomes: string[] = [];
  await Promise.all(
    clients.map(async (client) => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { row, i } = next;
        const columns = Object.keys(row);
        const sql = `insert into public.contact_messages (${columns.join(', ')})
                     select ${columns.join(', ')} from json_populate_record(null::public.contact_messages, $1::json)`;
        outcomes.push(await sqlState(requestAs(client, CALLERS.anon, sql, [JSON.stringify(row)], headers(i))));
      }
    }),
  );
  return outcomes;
}

describe('submissions racing past a limit', () => {
  it('stores exactly the per-address limit from one address and refuses the rest with PT429', async () => {
    const max = await limit('contact_messages', 'address');
    const address = uniqueAddress();
    const rows = Array.from({ length: max + 12 }, () => validRow('contact_messages'));
    const outcomes = await submitInParallel(rows, () => addressHeaders(address));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(max);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(Array.from({ length: 12 }, () => 'PT429'));
    const { rows: stored } = await owner.query('select id from public.contact_messages where id = any($1)', [
      rows.map((r) => r.id),
    ]);
    expect(stored).toHaveLength(max);
  });

  it('holds every lead past the per-email limit, whichever session stores it', async () => {
    const max = await limit('contact_messages', 'email');
    const email = `race+${randomUUID().slice(0, 8)}@example.test`;
    const rows = Array.from({ length: max + 11 }, () => validRow('contact_messages', { email }));
    // Each from an address of its own, so only the email limit applies.
    const outcomes = await submitInParallel(rows, () => addressHeaders(uniqueAddress()));
    expect(outcomes.every((o) => o === 'ok')).toBe(true);
    const { rows: stored } = await owner.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from public.contact_messages where id = any($1) group by status order by status',
      [rows.map((r) => r.id)],
    );
    expect(stored).toEqual([
      { status: 'held', n: 11 },
      { status: 'new', n: max },
    ]);
  });
});
