import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { pageTokenHash as briefTokenHash } from '../page-token.ts';
import { formatUkDueTime } from '../../../../src/shared/leads/due-time.ts';
import { leadReference } from '../../../../src/shared/leads/reference.ts';
import { assertStringIncludes } from '../testing/local-stack.ts';
import { anonRpc, briefedSupplier } from './briefed-supplier.ts';
import { call, drain, insert, linksOf, mailsTo, pageToken, settings } from './stack.ts';

/*
 * What follows a brief on the local stack: a supplier's question alerts the team and the team's
 * reply brings a fresh link to the same page; a retried brief keeps the links it may have delivered
 * while "Send again" starts afresh; a reply with no live link, or a reminder after the answer, is
 * skipped.
 */

async function deliveryOf(leadId: string, kind: string) {
  const response = await call(
    `/rest/v1/lead_deliveries?lead_id=eq.${leadId}&kind=eq.${kind}&select=status,last_error`,
    {
      headers: {},
    },
  );
  return ((await response.json()) as { status: string; last_error: string | null }[])[0];
}

Deno.test({
  name: 'a supplier’s question alerts the team with the desk’s link and no token; the reply carries a link with the same expiry',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const { rfqId, introductionId, supplierEmail, token } = await briefedSupplier('Kestrel Machining Ltd');
    await anonRpc('ask_brief_question', { p_token: token, p_text: 'Is the <bore> on drawing 1 an H7 fit?' });
    await drain();
    const reference = leadReference(rfqId);
    const alert = (await mailsTo(settings.teamTo)).find(
      (m) => m.subject === `Question on ${reference} from Kestrel Machining Ltd`,
    );
    assert(alert, 'the team’s alert');
    assertStringIncludes(alert.text, 'Question: Is the <bore> on drawing 1 an H7 fit?');
    assertStringIncludes(alert.text, `${settings.siteUrl}${settings.adminPath}?tab=oem&lead=${rfqId}`);
    assert(!alert.text.includes('/brief#') && !alert.html.includes(token), 'no token in the team’s alert');

    // The team's reply (reply_brief_question needs an admin at aal2: what it writes, as the service).
    const questions = (await (
      await call(`/rest/v1/introduction_questions?introduction_id=eq.${introductionId}&select=id`, { headers: {} })
    ).json()) as { id: string }[];
    const questionId = questions[0]?.id ?? '';
    const patched = await call(`/rest/v1/introduction_questions?id=eq.${questionId}`, {
      method: 'PATCH',
      body: JSON.stringify({ reply: 'Yes: H7, ground.', replied_at: new Date().toISOString(), replied_by: 'test' }),
    });
    assertEquals(patched.status, 204, await patched.text());
    await insert('lead_deliveries', { lead_table: 'introduction_questions', lead_id: questionId, kind: 'brief_reply' });
    await drain();
    const reply = (await mailsTo(supplierEmail)).find((m) => m.subject.includes('our answer to your question'));
    assert(reply, 'the reply');
    assertStringIncludes(reply.subject, reference);
    assertStringIncludes(reply.text, 'You asked: Is the <bore> on drawing 1 an H7 fit?');
    assertStringIncludes(reply.text, 'Our answer: Yes: H7, ground.');
    const fresh = pageToken(reply.text);
    assert(fresh !== token);
    const links = await linksOf(introductionId);
    const freshHash = await briefTokenHash(fresh);
    const added = links.find((l) => l.token_hash === freshHash);
    assert(added, 'the reply’s link stored by its hash');
    assertEquals(new Date(added.expires_at).getTime(), new Date(links[0]?.expires_at ?? '').getTime());
    assertStringIncludes(reply.text, `This link works until ${formatUkDueTime(added.expires_at)}.`);
    // The new link opens the same page.
    const view = (await anonRpc('open_brief', { p_token: fresh })) as { reference: string };
    assertEquals(view.reference, reference);
  },
});

Deno.test({
  name: 'a retried brief keeps the link an earlier attempt may have delivered; Send again starts afresh',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const { introductionId, supplierEmail, token } = await briefedSupplier('Kite Precision Ltd');
    const due = async (attempts: number) => {
      const response = await call(`/rest/v1/lead_deliveries?lead_id=eq.${introductionId}&kind=eq.supplier_brief`, {
        method: 'PATCH',
        body: JSON.stringify({
          status: 'pending',
          attempts,
          next_attempt_at: new Date(Date.now() - 1000).toISOString(),
        }),
      });
      assertEquals(response.status, 204, await response.text());
    };
    // A second attempt (the first timed out, say, after the mail was accepted).
    await due(1);
    await drain();
    const retried = (await mailsTo(supplierEmail)).map((m) => pageToken(m.text)).filter((t) => t !== token);
    assertEquals(retried.length, 1);
    const links = await linksOf(introductionId);
    assertEquals(links.length, 2);
    assert(links.every((l) => l.revoked_at === null));
    assertEquals(new Set(links.map((l) => new Date(l.expires_at).getTime())).size, 1);
    // Send again (resend_brief revokes and starts the attempts over): only the new link lives.
    await due(0);
    await drain();
    const after = await linksOf(introductionId);
    assertEquals(after.length, 3);
    assertEquals(after.filter((l) => l.revoked_at === null).length, 1);
    assertEquals(after.at(-1)?.revoked_at, null);
  },
});

Deno.test({
  name: 'a brief retried after the team revoked its link is skipped: no new link, no email',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const { introductionId, supplierEmail } = await briefedSupplier('Harrier Precision Ltd');
    const mailsBefore = (await mailsTo(supplierEmail)).length;
    // What revoke_brief_links writes (it needs an admin at aal2): the links end, the trail says so.
    const revoked = await call(`/rest/v1/brief_links?introduction_id=eq.${introductionId}`, {
      method: 'PATCH',
      body: JSON.stringify({ revoked_at: new Date().toISOString(), revoked_by: 'admin@forgebridge.test' }),
    });
    assertEquals(revoked.status, 204, await revoked.text());
    await insert('introduction_events', {
      introduction_id: introductionId,
      kind: 'link_revoked',
      detail: { links: 1 },
    });
    // The brief's email comes round again: a retry, then as if its first attempt were still to run.
    for (const attempts of [1, 0]) {
      const due = await call(`/rest/v1/lead_deliveries?lead_id=eq.${introductionId}&kind=eq.supplier_brief`, {
        method: 'PATCH',
        body: JSON.stringify({
          status: 'pending',
          attempts,
          next_attempt_at: new Date(Date.now() - 1000).toISOString(),
        }),
      });
      assertEquals(due.status, 204, await due.text());
      await drain();
      const skipped = await deliveryOf(introductionId, 'supplier_brief');
      assertEquals(skipped?.status, 'skipped');
      assertStringIncludes(skipped?.last_error ?? '', 'only Send again issues a new one');
    }
    assertEquals((await linksOf(introductionId)).filter((l) => l.revoked_at === null).length, 0);
    assertEquals((await mailsTo(supplierEmail)).length, mailsBefore);
  },
});

Deno.test({
  name: 'a reply once no link is live, and a reminder after the answer, are skipped, not sent or retried',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const { introductionId, token } = await briefedSupplier('Merlin CNC Ltd');
    await anonRpc('ask_brief_question', { p_token: token, p_text: 'Can you share the tolerance on the flange?' });
    const questions = (await (
      await call(`/rest/v1/introduction_questions?introduction_id=eq.${introductionId}&select=id`, { headers: {} })
    ).json()) as { id: string }[];
    const questionId = questions[0]?.id ?? '';
    const revoked = await call(`/rest/v1/brief_links?introduction_id=eq.${introductionId}`, {
      method: 'PATCH',
      body: JSON.stringify({ revoked_at: new Date().toISOString(), revoked_by: 'test' }),
    });
    assertEquals(revoked.status, 204, await revoked.text());
    await call(`/rest/v1/introduction_questions?id=eq.${questionId}`, {
      method: 'PATCH',
      body: JSON.stringify({ reply: '±0.05 mm.', replied_at: new Date().toISOString(), replied_by: 'test' }),
    }).then((r) => r.body?.cancel());
    await insert('lead_deliveries', { lead_table: 'introduction_questions', lead_id: questionId, kind: 'brief_reply' });
    await drain();
    const skipped = await deliveryOf(questionId, 'brief_reply');
    assertEquals(skipped?.status, 'skipped');
    assertStringIncludes(skipped?.last_error ?? '', 'send the brief again');

    const answered = await briefedSupplier('Osprey Precision Ltd');
    await anonRpc('answer_brief', {
      p_token: answered.token,
      p_answer: { answer: 'declined', reason: 'no_capacity', words: null },
    });
    await insert('lead_deliveries', {
      lead_table: 'introductions',
      lead_id: answered.introductionId,
      kind: 'brief_reminder',
    });
    await drain();
    const reminder = await deliveryOf(answered.introductionId, 'brief_reminder');
    assertEquals([reminder?.status, reminder?.last_error], ['skipped', 'The supplier answered before the reminder']);
  },
});
