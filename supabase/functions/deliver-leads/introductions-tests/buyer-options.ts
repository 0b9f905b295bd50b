import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { assertStringIncludes } from '../testing/local-stack.ts';
import { anonRpc, briefedSupplier } from './briefed-supplier.ts';
import { call, drain, insert, mailsTo } from './stack.ts';

/*
 * The buyer's options once the suppliers answered their briefs, drained against the local stack:
 * only the offered suppliers, with what each stated, and a word when fewer than 3 could take the job.
 */

Deno.test({
  name: 'the buyer’s options name only the offered suppliers, with what each stated, and say so when fewer than 3',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const first = await briefedSupplier('Heron Engineering Ltd');
    const second = await briefedSupplier('Wren Components Ltd', first.rfqId, 2);
    const third = await briefedSupplier('Finch Tooling Ltd', first.rfqId, 3);
    await anonRpc('answer_brief', {
      p_token: first.token,
      p_answer: {
        answer: 'interested',
        lead_time: '2-4-weeks',
        earliest_start: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        price: { amount: 1250, currency: 'GBP', basis: 'per_part' },
        minimum_order: 50,
        note: 'We hold titanium bar in stock.',
      },
    });
    await anonRpc('answer_brief', {
      p_token: second.token,
      p_answer: {
        answer: 'interested',
        lead_time: 'under-2-weeks',
        earliest_start: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        price: null,
        minimum_order: null,
        note: null,
      },
    });
    await anonRpc('answer_brief', {
      p_token: third.token,
      p_answer: { answer: 'declined', reason: 'deadline', words: null },
    });
    // What send_buyer_options writes for the two that said yes (it needs an admin at aal2).
    for (const id of [first.introductionId, second.introductionId]) {
      const offered = await call(`/rest/v1/introductions?id=eq.${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ offered_at: new Date().toISOString() }),
      });
      assertEquals(offered.status, 204, await offered.text());
    }
    const sent = await call(`/rest/v1/oem_leads?id=eq.${first.rfqId}`, {
      method: 'PATCH',
      body: JSON.stringify({ options_sent_at: new Date().toISOString() }),
    });
    assertEquals(sent.status, 204, await sent.text());
    await insert('lead_deliveries', { lead_table: 'oem_leads', lead_id: first.rfqId, kind: 'buyer_options' });
    await drain();
    const buyer = (await mailsTo(`morag+${first.rfqId.slice(0, 8)}@aquila.example`)).find((m) =>
      m.subject.includes('your supplier options'),
    );
    assert(buyer, 'the buyer’s options');
    assertStringIncludes(buyer.text, '2 of the suppliers we asked can take this job');
    assertStringIncludes(buyer.text, '1. Heron Engineering Ltd (Coventry, United Kingdom)\n   Lead time: 2-4 weeks\n');
    assertStringIncludes(buyer.text, '   Indicative price: £1,250.00 per part\n   Minimum order: 50 parts\n');
    assertStringIncludes(
      buyer.text,
      '2. Wren Components Ltd (Coventry, United Kingdom)\n   Lead time: Under 2 weeks\n',
    );
    assert(!buyer.text.includes('Finch'), buyer.text);
    // The supplier's note is for the team, not the buyer.
    assert(!buyer.text.includes('titanium bar'), buyer.text);
  },
});
