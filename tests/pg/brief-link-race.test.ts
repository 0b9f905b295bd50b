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
  uniqueAddress,
  untilAnsweredOrWaiting,
} from './support/sessions.ts';

/**
 * A supplier's page calls that wait while the team revokes its link
 * (docs/decisions/0036-supplier-brief-pages.md): the revocation holds the introduction's row, and
 * each call reads the link again once it holds that row, so the terms, an answer and a question
 * that waited for it are all refused as the revoked link they came through, and nothing of them
 * is kept.
 */

let callers: pg.Client[];
let owner: pg.Client;

beforeAll(async () => {
  callers = await sessions(4);
  owner = await ownerSession();
});
afterAll(async () => {
  await closeAll([...callers, owner]);
});

/** An OEM RFQ briefed to one supplier, and a live link to its page. */
async function briefedLink() {
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
  await owner.query("select set_config('role', 'service_role', false)");
  await owner.query('select public.issue_brief_link($1, $2, true)', [
    pick.introductionId,
    createHash('sha256').update(token).digest('hex'),
  ]);
  await owner.query('reset role');
  return { introductionId: pick.introductionId, token };
}

type Answer = Record<string, unknown> & { code?: string };

describe('a supplier’s calls waiting on a revocation', () => {
  it('are refused as the revoked link, and keep nothing', async () => {
    const { introductionId, token } = await briefedLink();
    const { rows: version } = await owner.query<{ v: string }>('select private.brief_terms_version() as v');
    const [revoker, ...suppliers] = callers;
    if (!revoker || suppliers.length < 3) throw new Error('no sessions');
    // The team's revocation holds the introduction's row, uncommitted, while the supplier calls.
    await beginAs(revoker, CALLERS.admin);
    await revoker.query('select public.revoke_brief_links($1)', [introductionId]);
    const calls: [string, unknown[]][] = [
      ['accept_brief_terms', [token, 'Ada Turner', version[0]?.v]],
      ['answer_brief', [token, JSON.stringify({ answer: 'declined', reason: 'no_capacity' })]],
      ['ask_brief_question', [token, 'Is anodising included?']],
    ];
    const waiting = calls.map(([fn, args], i) => {
      const client = suppliers[i] as pg.Client;
      return {
        client,
        work: (async () => {
          await beginAs(client, CALLERS.anon, addressHeaders(uniqueAddress()));
          const list = args.map((_, n) => `$${n + 1}`).join(', ');
          const { rows } = await client.query<{ v: Answer }>(`select public.${fn}(${list}) as v`, args);
          await client.query('commit');
          return rows[0]?.v?.code ?? 'ok';
        })(),
      };
    });
    await untilAnsweredOrWaiting(owner, waiting);
    await revoker.query('commit');
    expect(await Promise.all(waiting.map(({ work }) => work))).toEqual(calls.map(() => 'brief_link_invalid'));
    const { rows } = await owner.query(
      `select i.terms_accepted_at, i.answer,
              (select count(*)::int from public.introduction_questions q where q.introduction_id = i.id) as questions,
              (select count(*)::int from public.introduction_events e
                where e.introduction_id = i.id and e.kind in ('terms_accepted', 'answered', 'question')) as events
         from public.introductions i where i.id = $1`,
      [introductionId],
    );
    expect(rows).toEqual([{ terms_accepted_at: null, answer: null, questions: 0, events: 0 }]);
  });
});
