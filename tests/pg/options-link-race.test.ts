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
  uniqueAddress,
  untilAnsweredOrWaiting,
} from './support/sessions.ts';

/**
 * The buyer's link checked once the RFQ's row is held (docs/decisions/0037-buyer-options-page.md):
 * a buyer who clicks while the team revokes the link ("Send the options again") or closes the RFQ
 * waits for the team's change, then gets the invalid link's answer (404 `options_link_invalid`).
 * Nothing the buyer sent is recorded: no choice, no introduction email (which would give the buyer's
 * identity to a supplier), no "none fits", no question.
 */

const { db, offered, noticeVersion, at } = optionsPageHarness(pgMatrixDatabase);
let team: pg.Client;
let buyers: pg.Client[];
let observer: pg.Client;

beforeAll(async () => {
  const [first, ...rest] = await sessions(4);
  if (!first) throw new Error('no session');
  [team, buyers] = [first, rest];
  observer = await ownerSession();
});
afterAll(async () => {
  await closeAll([team, ...buyers, observer]);
});

/** A buyer's call in its own request: the `code` of the answer, or the SQLSTATE it raised. */
async function buyerCall(client: pg.Client, sql: string, params: unknown[]): Promise<string> {
  await beginAs(client, CALLERS.anon, addressHeaders(uniqueAddress()));
  try {
    const { rows } = await client.query<{ view: { code?: string } }>(sql, params);
    await client.query('commit');
    return rows[0]?.view.code ?? 'ok';
  } catch (error) {
    await client.query('rollback');
    return (error as { code?: string }).code ?? String(error);
  }
}

/**
 * The team's change runs first and holds its transaction open; the buyer's three calls start,
 * and the team commits only once each of them waits for a lock (or has answered).
 */
async function whileTheTeamChanges(change: (client: pg.Client, rfqId: string) => Promise<unknown>) {
  const { rfq, offeredIds, optionsToken } = await offered('oem_leads', { briefs: 2, yes: 2 });
  const version = await noticeVersion(optionsToken);
  await beginAs(team, CALLERS.admin);
  try {
    await change(team, rfq.id);
  } catch (error) {
    await team.query('rollback');
    throw error;
  }
  const calls: [string, unknown[]][] = [
    ['select public.choose_options($1, $2::uuid[], $3) as view', [optionsToken, offeredIds, version]],
    ['select public.decline_options($1, $2, null) as view', [optionsToken, 'price']],
    ['select public.ask_options_question($1, $2) as view', [optionsToken, 'Can you start next week?']],
  ];
  const pending = calls.map(([sql, params], i) => {
    const client = at(buyers, i);
    return { client, work: buyerCall(client, sql, params) };
  });
  await untilAnsweredOrWaiting(observer, pending);
  await team.query('commit');
  const outcomes = await Promise.all(pending.map((p) => p.work));
  return { rfq, offeredIds, outcomes };
}

async function nothingRecorded(rfqId: string, offeredIds: string[]) {
  const count = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params)).rows[0]?.n;
  expect(await count('select count(*)::int as n from public.buyer_choices where lead_id = $1', [rfqId])).toBe(0);
  expect(await count('select count(*)::int as n from public.buyer_questions where lead_id = $1', [rfqId])).toBe(0);
  expect(
    await count('select count(*)::int as n from public.introductions where id = any($1) and chosen_at is not null', [
      offeredIds,
    ]),
  ).toBe(0);
  expect(
    await count(
      "select count(*)::int as n from public.lead_deliveries where kind = 'introduction' and lead_id = any($1)",
      [offeredIds],
    ),
  ).toBe(0);
  expect(
    await count('select count(*)::int as n from public.oem_leads where id = $1 and introduced_at is not null', [rfqId]),
  ).toBe(0);
}

describe('the buyer’s calls while the team changes the RFQ', () => {
  it('find the link revoked by "Send the options again" that committed while they waited', async () => {
    const { rfq, offeredIds, outcomes } = await whileTheTeamChanges((client, rfqId) =>
      client.query('select public.resend_buyer_options($1, $2)', ['oem_leads', rfqId]),
    );
    expect(outcomes).toEqual(['options_link_invalid', 'options_link_invalid', 'options_link_invalid']);
    await nothingRecorded(rfq.id, offeredIds);
  });

  it('find the RFQ closed (marked lost) while they waited', async () => {
    const { rfq, offeredIds, outcomes } = await whileTheTeamChanges((client, rfqId) =>
      client.query("update public.oem_leads set status = 'lost' where id = $1", [rfqId]),
    );
    expect(outcomes).toEqual(['options_link_invalid', 'options_link_invalid', 'options_link_invalid']);
    await nothingRecorded(rfq.id, offeredIds);
  });
});
