import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CALLERS } from '../../supabase/tests/support/fixtures.ts';
import { ownerRfq, ownerShortlist } from '../../supabase/tests/support/rfq-options.ts';
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
 * Eight answers to one brief at once (a supplier's double clicks, two people at the shop): each
 * waits for the introduction's row, so one answer stands and the trail lists every one in the order
 * they were written, its last entry the answer that stands.
 */

const ANSWERS = 8;
let answerers: pg.Client[];
let owner: pg.Client;

beforeAll(async () => {
  answerers = await sessions(ANSWERS);
  owner = await ownerSession();
});
afterAll(async () => {
  await closeAll([...answerers, owner]);
});

const LEAD_TIMES = ['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'];
const answerOf = (i: number) =>
  i % 3 === 2
    ? { answer: 'declined', reason: 'no_capacity', words: `Full until spring (${i})` }
    : {
        answer: 'interested',
        lead_time: LEAD_TIMES[i % LEAD_TIMES.length],
        earliest_start: new Date(Date.now() + (i + 2) * 86_400_000).toISOString().slice(0, 10),
        price: { amount: 100 + i, currency: i % 2 ? 'EUR' : 'GBP', basis: 'per_part' },
        minimum_order: i + 1,
      };

describe('answer_brief in parallel sessions', () => {
  it('leaves one answer and a trail that ends with it', async () => {
    const rfq = await ownerRfq(owner, 'oem_leads');
    const [pick] = await ownerShortlist(owner, 'oem_leads', rfq.id, 1);
    if (!pick) throw new Error('no pick');
    await owner.query('begin');
    await owner.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
      JSON.stringify(CALLERS.admin),
    ]);
    await owner.query('select public.send_briefs($1, $2, $3, true)', ['oem_leads', rfq.id, '{}']);
    await owner.query('commit');
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await owner.query("select set_config('role', 'service_role', false)");
    await owner.query('select public.issue_brief_link($1, $2, true)', [pick.introductionId, hash]);
    await owner.query('reset role');

    const [first, ...others] = answerers;
    if (!first) throw new Error('no answerer');
    // The first holds the introduction's row, uncommitted, while the others try.
    await beginAs(first, CALLERS.anon, addressHeaders(uniqueAddress()));
    await first.query('select public.answer_brief($1, $2)', [token, JSON.stringify(answerOf(0))]);
    const rest = others.map((client, n) => ({
      client,
      work: sqlState(
        (async () => {
          await beginAs(client, CALLERS.anon, addressHeaders(uniqueAddress()));
          try {
            await client.query('select public.answer_brief($1, $2)', [token, JSON.stringify(answerOf(n + 1))]);
            await client.query('commit');
          } catch (error) {
            await client.query('rollback');
            throw error;
          }
        })(),
      ),
    }));
    await untilAnsweredOrWaiting(owner, rest);
    await first.query('commit');
    expect(await Promise.all(rest.map(({ work }) => work))).toEqual(others.map(() => 'ok'));

    const trail = await owner.query<{
      detail: { answer: string; lead_time?: string; reason?: string; minimum_order?: number };
    }>("select detail from public.introduction_events where introduction_id = $1 and kind = 'answered' order by id", [
      pick.introductionId,
    ]);
    expect(trail.rows).toHaveLength(ANSWERS);
    const { rows } = await owner.query<{
      answer: string;
      lead_time: string | null;
      decline_reason: string | null;
      minimum_order: number | null;
      answers: string;
    }>(
      `select answer, lead_time, decline_reason, minimum_order,
              (select count(*)::text from public.introductions where id = $1 and answer is not null) as answers
         from public.introductions where id = $1`,
      [pick.introductionId],
    );
    const last = trail.rows[ANSWERS - 1]?.detail;
    expect(rows[0]).toEqual({
      answer: last?.answer,
      lead_time: last?.lead_time ?? null,
      decline_reason: last?.reason ?? null,
      minimum_order: last?.minimum_order ?? null,
      answers: '1',
    });
  });
});
