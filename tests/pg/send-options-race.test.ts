import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CALLERS } from '../../supabase/tests/support/fixtures.ts';
import { ownerRfq, ownerShortlist, ownerVettedSupplier } from '../../supabase/tests/support/rfq-options.ts';
import { beginAs, closeAll, ownerSession, sessions, sqlState, untilAnsweredOrWaiting } from './support/sessions.ts';

/**
 * Sending an RFQ's options from several sessions at once (a double click, two admins): one send
 * queues the briefs and the buyer's email, every other is refused, and nothing is queued twice.
 */

const SENDERS = 6;
let senders: pg.Client[];
let owner: pg.Client;

beforeAll(async () => {
  senders = await sessions(SENDERS);
  owner = await ownerSession();
});
afterAll(async () => {
  await closeAll([...senders, owner]);
});

describe('send_options in parallel sessions', () => {
  it('queues every message once: one send succeeds, the others are refused', async () => {
    const rfq = await ownerRfq(owner, 'oem_leads');
    const picks = await ownerShortlist(owner, 'oem_leads', rfq.id, 3);
    const [first, ...others] = senders;
    if (!first) throw new Error('no sender');
    // The first send holds the RFQ's row, uncommitted, while the others try.
    await beginAs(first, CALLERS.admin);
    await first.query('select public.send_options($1, $2)', ['oem_leads', rfq.id]);
    const rest = others.map((client) => ({
      client,
      work: sqlState(
        (async () => {
          await beginAs(client, CALLERS.admin);
          try {
            await client.query('select public.send_options($1, $2)', ['oem_leads', rfq.id]);
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
    expect(await Promise.all(rest.map(({ work }) => work))).toEqual(others.map(() => '23514'));
    const { rows } = await owner.query<{ kind: string; n: string }>(
      `select kind, count(*)::text as n from public.lead_deliveries
        where (lead_table = 'introductions' and lead_id = any($1)) or (lead_table = 'oem_leads' and lead_id = $2 and kind = 'buyer_options')
        group by kind order by kind`,
      [picks.map((p) => p.introductionId), rfq.id],
    );
    expect(rows).toEqual([
      { kind: 'buyer_options', n: '1' },
      { kind: 'supplier_brief', n: '3' },
    ]);
  });

  it('a change of the shortlist waits for a send in flight on the same row, then finds the shortlist final', async () => {
    const rfq = await ownerRfq(owner, 'oem_leads');
    const picks = await ownerShortlist(owner, 'oem_leads', rfq.id, 2);
    const another = await ownerVettedSupplier(owner, { company_name: 'Late Pick Ltd' });
    const [sender, editor] = senders;
    if (!sender || !editor) throw new Error('no sessions');
    await beginAs(sender, CALLERS.admin);
    await sender.query('select public.send_options($1, $2)', ['oem_leads', rfq.id]);
    const edit = {
      client: editor,
      work: sqlState(
        (async () => {
          await beginAs(editor, CALLERS.admin);
          try {
            await editor.query('select * from public.set_shortlist($1, $2, $3)', [
              'oem_leads',
              rfq.id,
              JSON.stringify([{ supplier_id: another, hand_reason: 'A third option' }]),
            ]);
            await editor.query('commit');
          } catch (error) {
            await editor.query('rollback');
            throw error;
          }
        })(),
      ),
    };
    await untilAnsweredOrWaiting(owner, [edit]);
    await sender.query('commit');
    expect(await edit.work).toBe('23514');
    // Every pick that was sent is still there, sent, and no pick exists that was never sent.
    const { rows } = await owner.query<{ supplier_id: string; sent: boolean }>(
      'select supplier_id::text, sent_at is not null as sent from public.introductions where lead_id = $1 order by position',
      [rfq.id],
    );
    expect(rows).toEqual(picks.map((p) => ({ supplier_id: p.supplierId, sent: true })));
  });

  it('and what was sent goes with its RFQ when retention purges it', async () => {
    const rfq = await ownerRfq(owner, 'consultation_requests');
    const picks = await ownerShortlist(owner, 'consultation_requests', rfq.id, 2);
    await beginAs(owner, CALLERS.admin);
    await owner.query('select public.send_options($1, $2)', ['consultation_requests', rfq.id]);
    await owner.query('commit');
    await owner.query(
      "update public.consultation_requests set created_at = now() - interval '25 months' where id = $1",
      [rfq.id],
    );
    const kept = async () =>
      Number(
        (
          await owner.query<{ n: string }>(
            `select (select count(*) from public.introductions where lead_id = $1)
                  + (select count(*) from public.lead_deliveries where lead_id = any($2) or lead_id = $1) as n`,
            [rfq.id, picks.map((p) => p.introductionId)],
          )
        ).rows[0]?.n,
      );
    expect(await kept()).toBeGreaterThan(0);
    await owner.query('select public.purge_expired_leads()');
    expect(await kept()).toBe(0);
  });
});
