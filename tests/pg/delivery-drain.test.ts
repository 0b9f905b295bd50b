import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CALLERS, validRow } from '../../supabase/tests/support/fixtures.ts';
import {
  beginAs,
  closeAll,
  ownerInsert,
  ownerSession,
  requestAs,
  sessions,
  untilAnsweredOrWaiting,
} from './support/sessions.ts';

/**
 * Drains racing for the same due deliveries: every delivery is claimed, and so sent, exactly once.
 * Each drain is a session of its own calling claim_lead_deliveries as service_role, as the
 * deliver-leads function does.
 */

const DRAINS = 8;
let drains: pg.Client[];
let owner: pg.Client;

beforeAll(async () => {
  drains = await sessions(DRAINS);
  owner = await ownerSession();
});
afterAll(async () => {
  await closeAll([...drains, owner]);
});

/** Stores `count` contact messages as the owner; each queues its deliveries. Returns their ids. */
async function leadsWithDeliveries(count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => validRow('contact_messages'));
  await ownerInsert(owner, 'contact_messages', rows);
  return rows.map((r) => r.id);
}

/** Before any delivery a test leaves due: the year 2000. */
const FIRST_IN_LINE = "'2000-01-01T00:00:00Z'::timestamptz";

/**
 * The due deliveries of `leads`, put first in line: the lane's database keeps what earlier files
 * left due (every stored lead queues deliveries no drain there sends), and a claim takes the
 * longest-waiting first, so without this a few hundred left-overs would hide them from every drain.
 */
async function deliveriesOf(leads: readonly string[]): Promise<string[]> {
  const { rows } = await owner.query<{ id: string }>(
    `update public.lead_deliveries set next_attempt_at = ${FIRST_IN_LINE}
      where lead_id = any($1) and status = 'pending' and next_attempt_at <= now() returning id`,
    [leads],
  );
  return rows.map((r) => r.id);
}

type Claimed = { id: string; lead_id: string };
const CLAIM = 'select id, lead_id from public.claim_lead_deliveries($1)';

/** How many times each of `ids` was claimed, over every drain's answers. */
function claimCounts(ids: readonly string[], answers: readonly Claimed[][]): Map<string, number> {
  const counts = new Map(ids.map((id) => [id, 0]));
  for (const claimed of answers.flat()) {
    if (counts.has(claimed.id)) counts.set(claimed.id, (counts.get(claimed.id) ?? 0) + 1);
  }
  return counts;
}

describe('two or more drains claiming the same due deliveries', () => {
  it('sends each once while one drain holds its claim open and the others claim beside it', async () => {
    const ids = await deliveriesOf(await leadsWithDeliveries(12));
    expect(ids.length).toBeGreaterThanOrEqual(12);
    const [first, ...others] = drains;
    if (!first) throw new Error('no drain');
    // The first drain claims everything due and has not committed yet when the others claim.
    await beginAs(first, CALLERS.service_role);
    const firstClaim = (await first.query<Claimed>(CLAIM, [100])).rows;
    const rest = others.map((client) => ({
      client,
      work: (async () => {
        await beginAs(client, CALLERS.service_role);
        return (await client.query<Claimed>(CLAIM, [100])).rows;
      })(),
    }));
    await untilAnsweredOrWaiting(owner, rest);
    await first.query('commit');
    // Each drain commits as soon as it has its answer, as the function does.
    const answers = [
      firstClaim,
      ...(await Promise.all(
        rest.map(async ({ client, work }) => {
          const rows = await work;
          await client.query('commit');
          return rows;
        }),
      )),
    ];
    const counts = claimCounts(ids, answers);
    expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  });

  it('sends each once when eight drains claim a few at a time until nothing is due', async () => {
    const ids = await deliveriesOf(await leadsWithDeliveries(30));
    const answers: Claimed[][] = [];
    await Promise.all(
      drains.map(async (client) => {
        for (;;) {
          const { rows } = await requestAs<Claimed>(client, CALLERS.service_role, CLAIM, [3]);
          if (rows.length === 0) return;
          answers.push(rows);
        }
      }),
    );
    const counts = claimCounts(ids, answers);
    expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  });
});

describe('deliveries whose sender stopped before settling', () => {
  /** Lets every claim on `ids` run out, as when the function died mid-send and never settled. */
  async function leasesRunOut(ids: readonly string[]) {
    await owner.query(
      `update public.lead_deliveries set next_attempt_at = ${FIRST_IN_LINE}, claimed_until = now() - interval '1 second' where id = any($1)`,
      [ids],
    );
  }
  type Row = { id: string; status: string; attempts: number; last_error: string | null };
  async function rowsOf(ids: readonly string[]): Promise<Row[]> {
    const { rows } = await owner.query<Row>(
      'select id, status, attempts, last_error from public.lead_deliveries where id = any($1) order by id',
      [ids],
    );
    return rows;
  }
  const claimAll = () =>
    Promise.all(
      drains.map(async (client) => (await requestAs<Claimed>(client, CALLERS.service_role, CLAIM, [100])).rows),
    );

  it('are claimed again once, with the unsettled attempt recorded, then given up when their attempts are spent', async () => {
    const ids = await deliveriesOf(await leadsWithDeliveries(3));
    await owner.query('update private.delivery_settings set max_attempts = 2');
    try {
      expect([...claimCounts(ids, await claimAll()).values()].every((n) => n === 1)).toBe(true);
      await leasesRunOut(ids);
      // Racing drains: each delivery is taken again by one of them, its lost attempt recorded.
      expect([...claimCounts(ids, await claimAll()).values()].every((n) => n === 1)).toBe(true);
      expect(new Set((await rowsOf(ids)).map((r) => `${r.status} ${r.attempts} ${r.last_error}`))).toEqual(
        new Set(['pending 2 The sender stopped before recording an outcome for attempt 1']),
      );
      await leasesRunOut(ids);
      // Spent: no drain claims them, and each is marked failed.
      expect([...claimCounts(ids, await claimAll()).values()].every((n) => n === 0)).toBe(true);
      expect(new Set((await rowsOf(ids)).map((r) => `${r.status} ${r.attempts} ${r.last_error}`))).toEqual(
        new Set(['failed 2 The sender stopped before recording an outcome for attempt 2']),
      );
    } finally {
      await owner.query('update private.delivery_settings set max_attempts = 10');
    }
  });
});
