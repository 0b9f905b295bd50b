import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CALLERS } from '../../supabase/tests/support/fixtures.ts';
import { optionsPageHarness } from '../../supabase/tests/support/options-page-harness.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';
import {
  addressHeaders,
  beginAs,
  closeAll,
  ownerSession,
  sessions,
  sqlState,
  uniqueAddress,
  untilAnsweredOrWaiting,
} from './support/sessions.ts';

/**
 * A buyer's quick second clicks, and two people at the buyer choosing at once
 * (docs/decisions/0037-buyer-options-page.md): each call waits for the RFQ's row, so every
 * supplier is chosen once, gets one introduction email and one alert tells the team of each new
 * choice; and "none fits" that waits for a choice is refused once the choice stands.
 */

const CALLS = 6;
const { db, offered, noticeVersion, at } = optionsPageHarness(pgMatrixDatabase);
let buyers: pg.Client[];
let observer: pg.Client;

beforeAll(async () => {
  buyers = await sessions(CALLS);
  observer = await ownerSession();
});
afterAll(async () => {
  await closeAll([...buyers, observer]);
});

/** The first session holds its call's transaction open while the others call, then commits. */
async function race(first: (client: pg.Client) => Promise<unknown>, rest: ((client: pg.Client) => Promise<unknown>)[]) {
  const [holder, ...others] = buyers;
  if (!holder) throw new Error('no session');
  await beginAs(holder, CALLERS.anon, addressHeaders(uniqueAddress()));
  await first(holder);
  const waiting = rest.map((call, i) => {
    const client = at(others, i);
    return {
      client,
      work: sqlState(
        (async () => {
          await beginAs(client, CALLERS.anon, addressHeaders(uniqueAddress()));
          try {
            await call(client);
            await client.query('commit');
          } catch (error) {
            await client.query('rollback');
            throw error;
          }
        })(),
      ),
    };
  });
  await untilAnsweredOrWaiting(observer, waiting);
  await holder.query('commit');
  return Promise.all(waiting.map((w) => w.work));
}

const rows = async <T extends Record<string, unknown>>(sql: string, params: unknown[]) =>
  (await db.query<T>(sql, params)).rows;

describe('choose_options in parallel sessions', () => {
  it('chooses each supplier once, with one introduction each and one alert per new choice', async () => {
    const { rfq, offeredIds, optionsToken } = await offered('oem_leads', { briefs: 3, yes: 3 });
    const version = await noticeVersion(optionsToken);
    const choose = (ids: string[]) => (client: pg.Client) =>
      client.query('select public.choose_options($1, $2::uuid[], $3)', [optionsToken, ids, version]);
    const [a, b] = [at(offeredIds, 0), at(offeredIds, 1)];
    const outcomes = await race(
      choose([a]),
      Array.from({ length: CALLS - 1 }, (_, i) => choose(i % 2 ? [a] : [a, b])),
    );
    expect(outcomes).toEqual(Array.from({ length: CALLS - 1 }, () => 'ok'));

    const choices = await rows<{ ids: string[] }>(
      'select introduction_ids::text[] as ids from public.buyer_choices where lead_id = $1 order by made_at',
      [rfq.id],
    );
    expect(choices.map((c) => c.ids)).toEqual([[a], [b]]);
    const introductions = await rows<{ lead_id: string }>(
      "select lead_id from public.lead_deliveries where kind = 'introduction' and lead_id = any($1::uuid[]) order by lead_id",
      [offeredIds],
    );
    expect(introductions.map((d) => d.lead_id)).toEqual([a, b].sort());
    const alerts = await rows<{ n: string }>(
      `select count(*)::text as n from public.lead_deliveries
        where kind = 'buyer_choice' and lead_id in (select id from public.buyer_choices where lead_id = $1)`,
      [rfq.id],
    );
    expect(alerts).toEqual([{ n: '2' }]);
  });

  it('refuses "none fits" that waited for a choice, once the choice stands', async () => {
    const { rfq, offeredIds, optionsToken } = await offered('consultation_requests', { briefs: 1, yes: 1 });
    const version = await noticeVersion(optionsToken);
    const outcomes = await race(
      (client) => client.query('select public.choose_options($1, $2::uuid[], $3)', [optionsToken, offeredIds, version]),
      Array.from(
        { length: CALLS - 1 },
        () => (client: pg.Client) =>
          client.query('select public.decline_options($1, $2, null)', [optionsToken, 'price']),
      ),
    );
    expect(outcomes).toEqual(Array.from({ length: CALLS - 1 }, () => '23514'));
    const said = await rows<{ kind: string }>('select kind from public.buyer_choices where lead_id = $1', [rfq.id]);
    expect(said).toEqual([{ kind: 'introduce' }]);
  });
});
