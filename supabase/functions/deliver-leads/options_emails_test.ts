import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { assertStringIncludes } from './testing/local-stack.ts';
import { claim, drainOnce, only, settings, sha256Hex } from './testing/fake-outbox.ts';

/*
 * The buyer's options and the messages after them (docs/decisions/0037-buyer-options-page.md),
 * drained with the database and the mail stood in for (testing/fake-outbox.ts): the options email
 * links the buyer's page by a token whose hash only is handed over, a retry joins the live link,
 * an introduction reaches both sides with each side's details, and the team's alerts say what the
 * buyer did.
 */

const rfqId = '3f9ac21b-0000-4000-8000-000000000001';
const reference = leadReference(rfqId);
const rfq = {
  id: rfqId,
  company_name: 'Aquila Subsea Ltd',
  contact_person: 'Morag Innes',
  job_title: 'Head of Procurement',
  email: 'morag@aquila.example',
  phone: '+44 1224 000000',
  city: 'Aberdeen',
};
const option = {
  company_name: 'Heron Engineering Ltd',
  country: 'GB',
  town: 'Coventry',
  reasons: ['Titanium ✓'],
  lead_time: '2-4-weeks',
  earliest_start: '2026-12-07',
  price: { amount: 1250, currency: 'GBP', basis: 'per_part' },
  minimum_order: 50,
};
const optionsClaim = (attempt = 1) =>
  claim('buyer_options', 'oem_leads', rfqId, { ...rfq, options: [option] }, attempt);

/** The token of an email's options link: `<site>/options#<43 characters>`, alone on its line. */
function optionsToken(text: string): string {
  const token = new RegExp(`^Open your options: ${settings.siteUrl}/options#([A-Za-z0-9_-]{43})$`, 'm').exec(text)?.[1];
  assert(token, `an options link in ${text}`);
  return token;
}

Deno.test(
  'the options email links the buyer’s page by a token whose SHA-256 alone is stored, replacing earlier links',
  async () => {
    const { sent, issued, settled } = await drainOnce([optionsClaim()]);
    const email = only(sent, 'email');
    assertEquals(email.to, rfq.email);
    const token = optionsToken(email.text);
    assertEquals(issued, [
      {
        name: 'issue_options_link',
        args: { p_lead_table: 'oem_leads', p_lead_id: rfqId, p_token_hash: await sha256Hex(token), p_replace: true },
      },
    ]);
    // Its list of options stays; then the call to choose, the link's expiry and who learns what.
    assertStringIncludes(email.text, '1. Heron Engineering Ltd (Coventry, United Kingdom)\n   Lead time: 2-4 weeks');
    assertStringIncludes(email.text, 'Compare your options and choose whom to meet');
    assertStringIncludes(email.text, 'This link works for 30 days, until Wednesday 30 December');
    assertStringIncludes(email.text, 'learns your name and contact details only when you ask to meet it');
    assertStringIncludes(email.html, `href="${settings.siteUrl}/options#${token}"`);
    assertEquals(
      settled.map((s) => s.outcome),
      ['sent'],
    );
  },
);

Deno.test('a retry joins the live options link; with none live it replaces; a closed RFQ is skipped', async () => {
  const joined = await drainOnce([optionsClaim(2)]);
  assertEquals(
    joined.issued.map((l) => l.args.p_replace),
    [false],
  );
  assertEquals(joined.issued[0]?.args.p_token_hash, await sha256Hex(optionsToken(only(joined.sent, 'email').text)));

  const afresh = await drainOnce([optionsClaim(3)], (link) =>
    link.args.p_replace ? { expires: '2026-12-30T10:00:00+00:00' } : { refuse: 'The buyer’s link has expired' },
  );
  assertEquals(
    afresh.issued.map((l) => l.args.p_replace),
    [false, true],
  );
  const token = optionsToken(only(afresh.sent, 'email').text);
  assertEquals(afresh.issued[1]?.args.p_token_hash, await sha256Hex(token));

  const closed = await drainOnce([optionsClaim()], () => ({ refuse: 'The RFQ is closed: no new link' }));
  assertEquals(closed.sent, []);
  assertEquals(
    closed.settled.map((s) => [s.outcome, s.error]),
    [['skipped', 'The RFQ is closed: no new link']],
  );
});

Deno.test('an options email with no RFQ, no address or no option is skipped, and no link is made', async () => {
  const { sent, issued, settled } = await drainOnce([
    claim('buyer_options', 'oem_leads', rfqId, null),
    claim('buyer_options', 'oem_leads', rfqId, { ...rfq, email: null, options: [option] }),
    claim('buyer_options', 'oem_leads', rfqId, { ...rfq, options: [] }),
  ]);
  assertEquals([sent, issued], [[], []]);
  assertEquals(settled.map((s) => s.error).sort(), [
    'No supplier was offered',
    'The RFQ no longer exists',
    'This RFQ has no address for the options',
  ]);
});

const buyer = {
  name: 'Morag Innes',
  company: 'Aquila Subsea Ltd',
  job_title: 'Head of Procurement',
  email: 'morag@aquila.example',
  phone: '+44 1224 000000',
  chosen_at: '2026-12-02T09:00:00Z',
};
const supplier = {
  company_name: 'Heron Engineering Ltd',
  contact_name: 'Sam Heron',
  email: 'quotes@heron.example',
  phone: '+44 24 7600 0000',
  website: 'https://heron.example',
  town: 'Coventry',
  country: 'GB',
};
const introductionId = '9d1e0000-0000-4000-8000-0000000000aa';
const introduction = {
  introduction_id: introductionId,
  lead_table: 'oem_leads',
  lead_id: rfqId,
  chosen_at: '2026-12-02T09:00:00Z',
  buyer,
  supplier,
  stated: option,
};

Deno.test(
  'an introduction is one email to both sides, each with the other’s details and what the supplier stated',
  async () => {
    const { sent, issued } = await drainOnce([claim('introduction', 'introductions', introductionId, introduction)]);
    const email = only(sent, 'email');
    assertEquals(email.to, [buyer.email, supplier.email]);
    assertEquals(email.subject, `Introduction: Aquila Subsea Ltd and Heron Engineering Ltd (${reference})`);
    for (const line of [
      'Hello Morag Innes and Sam Heron,',
      'Name: Morag Innes',
      'Job title: Head of Procurement',
      'Company: Aquila Subsea Ltd',
      'Email: morag@aquila.example',
      'Phone: +44 1224 000000',
      'Company: Heron Engineering Ltd',
      'Contact: Sam Heron',
      'Email: quotes@heron.example',
      'Phone: +44 24 7600 0000',
      'Website: https://heron.example',
      'Location: Coventry, United Kingdom',
      'Lead time: 2-4 weeks',
      'Can start from: 7 December 2026',
      'Indicative price: £1,250.00 per part',
      'Minimum order: 50 parts',
      'reply to all and your message reaches both of you',
    ])
      assertStringIncludes(email.text, line);
    // Both read it: no private page link, and none was made.
    assert(!/\/(options|brief)#/.test(email.text + email.html), email.text);
    assertEquals(issued, []);
  },
);

Deno.test('an introduction not chosen (or erased), or missing an address, is skipped, not sent', async () => {
  const { sent, settled } = await drainOnce([
    claim('introduction', 'introductions', introductionId, null),
    claim('introduction', 'introductions', introductionId, { ...introduction, supplier: { ...supplier, email: ' ' } }),
    claim('introduction', 'introductions', introductionId, { ...introduction, buyer: { ...buyer, email: null } }),
  ]);
  assertEquals(sent, []);
  assertEquals(
    settled.map((s) => s.outcome),
    ['skipped', 'skipped', 'skipped'],
  );
});

const deskUrl = `${settings.siteUrl}${settings.adminPath}?tab=oem&lead=${rfqId}`;
const choice = {
  id: 'c0000000-0000-4000-8000-000000000001',
  lead_table: 'oem_leads',
  lead_id: rfqId,
  made_at: '2026-12-02T09:00:00Z',
  introduction_ids: null,
  consent_version: null,
  none_fit_reason: null,
  words: null,
};

Deno.test(
  'the team hears whom the buyer asked to meet (of how many, under which notice), or why none fits',
  async () => {
    const { sent } = await drainOnce([
      claim('buyer_choice', 'buyer_choices', choice.id, {
        choice: { ...choice, kind: 'introduce', introduction_ids: [introductionId], consent_version: '2026-11-30' },
        lead: rfq,
        chosen: ['Heron Engineering Ltd', 'Wren Components Ltd'],
        offered: 3,
      }),
      claim('buyer_choice', 'buyer_choices', choice.id, {
        choice: { ...choice, kind: 'none_fit', none_fit_reason: 'price', words: 'Twice our budget.' },
        lead: rfq,
        chosen: [],
        offered: 3,
      }),
    ]);
    const introduce = sent.find((e) => e.subject.includes('asked to meet'));
    const noneFit = sent.find((e) => e.subject.includes('none of its options fits'));
    assert(introduce && noneFit, 'two alerts');
    for (const alert of [introduce, noneFit]) {
      assertEquals(alert.to, settings.teamTo);
      assertStringIncludes(alert.text, `Reference: ${reference}`);
      assertStringIncludes(alert.text, 'Buyer: Aquila Subsea Ltd');
      assertStringIncludes(alert.text, deskUrl);
    }
    assertEquals(introduce.subject, `${reference}: Aquila Subsea Ltd asked to meet 2 of 3 suppliers`);
    assertStringIncludes(introduce.text, 'Asked to meet: Heron Engineering Ltd, Wren Components Ltd');
    assertStringIncludes(introduce.text, 'Offered: 3');
    assertStringIncludes(introduce.text, 'Privacy notice agreed: 2026-11-30');
    assertEquals(noneFit.subject, `${reference}: Aquila Subsea Ltd says none of its options fits`);
    assertStringIncludes(noneFit.text, 'Reason: Prices too high');
    assertStringIncludes(noneFit.text, 'In the buyer’s words: Twice our budget.');
  },
);

const question = {
  id: 'b0000000-0000-4000-8000-000000000001',
  lead_table: 'oem_leads',
  lead_id: rfqId,
  asked_at: '2026-12-02T09:00:00Z',
  question: 'Can Heron anodise in-house?',
  reply: 'Yes, type II and III.',
};

Deno.test(
  'a buyer’s question alerts the team; the reply reaches the buyer with a link that joins the live one',
  async () => {
    const { sent, issued } = await drainOnce([
      claim('buyer_question', 'buyer_questions', question.id, { question: { ...question, reply: null }, lead: rfq }),
      claim('buyer_reply', 'buyer_questions', question.id, { question, lead: rfq }),
    ]);
    const alert = sent.find((e) => e.to === settings.teamTo);
    const reply = sent.find((e) => e.to === rfq.email);
    assert(alert && reply, 'an alert and a reply');
    assertStringIncludes(alert.text, 'Question: Can Heron anodise in-house?');
    assertStringIncludes(alert.text, deskUrl);
    assert(!alert.text.includes('/options#'), alert.text);
    assertStringIncludes(reply.text, 'Hello Morag Innes,');
    assertStringIncludes(reply.text, 'You asked: Can Heron anodise in-house?');
    assertStringIncludes(reply.text, 'Our answer: Yes, type II and III.');
    const token = optionsToken(reply.text);
    assertEquals(
      issued.map((l) => [l.args.p_replace, l.args.p_token_hash]),
      [[false, await sha256Hex(token)]],
    );

    const none = await drainOnce(
      [claim('buyer_reply', 'buyer_questions', question.id, { question, lead: rfq })],
      () => ({
        refuse: 'The buyer’s link has expired or was revoked',
      }),
    );
    assertEquals(none.sent, []);
    assertEquals(
      none.issued.map((l) => l.args.p_replace),
      [false],
    );
    assertEquals(
      none.settled.map((s) => s.outcome),
      ['skipped'],
    );
  },
);
