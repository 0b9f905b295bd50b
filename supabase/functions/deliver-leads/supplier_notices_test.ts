import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { assertStringIncludes } from './testing/local-stack.ts';
import { claim, drainOnce, only, settings, sha256Hex } from './testing/fake-outbox.ts';
import { SUPPLIER_PAGE_PATH } from './page-token.ts';

/*
 * The messages to a shop as the team vets it (the supplier_notices outbox), drained with the
 * database and the mail stood in for (testing/fake-outbox.ts): one message per event, to the shop's
 * address, under the reference of its sign-up, with a link to its own page by a token whose hash
 * alone is handed over; a retry joins the live link, and a refused link skips the message.
 */

const supplierId = '7c41d2e0-0000-4000-8000-000000000001';
const partnerLeadId = 'a1b2c3d4-0000-4000-8000-000000000002';
const noticeId = '5e5e5e5e-0000-4000-8000-000000000003';
const supplier = {
  id: supplierId,
  company_name: 'Heron Engineering Ltd',
  contact_name: 'Priya Shah',
  email: 'priya@heron.example',
  status: 'vetting',
  partner_lead_id: partnerLeadId,
};
const notice = (event: string, facts: Record<string, unknown> = {}, attempt = 1, who: unknown = supplier) =>
  claim(
    'supplier_notice',
    'supplier_notices',
    noticeId,
    { event, facts, created_at: '2026-12-01T09:00:00Z', supplier: who },
    attempt,
  );

/** The token of an email's page link: `<site>/supplier#<43 characters>`, alone on its line. */
function pageToken(text: string): string {
  const line = new RegExp(`^Open your supplier page: ${settings.siteUrl}/supplier#([A-Za-z0-9_-]{43})$`, 'm');
  const token = line.exec(text)?.[1];
  assert(token, `a supplier page link in ${text}`);
  return token;
}

Deno.test(
  'the vetting message says what vetting involves, under the sign-up’s reference, with the shop’s page',
  async () => {
    const { sent, issued, settled } = await drainOnce([notice('vetting_started')]);
    const email = only(sent, 'email');
    const reference = leadReference(partnerLeadId);
    assertEquals(email.to, 'priya@heron.example');
    assertStringIncludes(email.subject, reference);
    assertStringIncludes(email.text, `Our reference for your shop: ${reference}`);
    assertStringIncludes(email.text, 'Hello Priya Shah,');
    assertStringIncludes(email.text, 'physical visit to your shop');
    assertStringIncludes(email.text, 'check your certifications, approve sample parts, review your quality assurance');
    assertStringIncludes(email.text, 'We will propose a date');
    const token = pageToken(email.text);
    assertEquals(SUPPLIER_PAGE_PATH, '/supplier');
    assertEquals(issued, [
      {
        name: 'issue_supplier_link',
        args: { p_supplier_id: supplierId, p_token_hash: await sha256Hex(token), p_replace: true },
      },
    ]);
    assertStringIncludes(email.text, 'This link works until Wednesday 30 December, 10:00 UK time');
    assertStringIncludes(email.html, `href="${settings.siteUrl}/supplier#${token}"`);
    assertEquals(
      settled.map((s) => s.outcome),
      ['sent'],
    );
  },
);

Deno.test('a shop with no sign-up takes its reference from its own id', async () => {
  const { sent } = await drainOnce([notice('vetted', {}, 1, { ...supplier, partner_lead_id: null })]);
  const email = only(sent, 'email');
  assertStringIncludes(email.subject, leadReference(supplierId));
  assertStringIncludes(email.text, 'Heron Engineering Ltd passed our vetting');
});

Deno.test(
  'each event says its own facts: the visit’s day, the certificate’s standard and date, the lapse',
  async () => {
    const { sent } = await drainOnce([
      notice('visit_booked', { visit_on: '2026-12-08' }),
      notice('certificate_expiring', { certificate_id: 'c1', standard: 'as9100', expires_on: '2026-12-20' }),
      notice('certificate_expired', { certificate_id: 'c2', standard: 'iso9001', expires_on: '2026-11-28' }),
      notice('lapsed'),
    ]);
    const bySubject = (part: string) => {
      const email = sent.find((e) => e.subject.includes(part));
      assert(email, `a message about ${part}`);
      return email;
    };
    assertStringIncludes(bySubject('visit is booked').text, 'booked for Tuesday 8 December 2026.');
    const expiring = bySubject('AS9100 certificate expires soon');
    assertStringIncludes(expiring.text, 'Your AS9100 certificate expires on Sunday 20 December 2026.');
    assertStringIncludes(expiring.text, 'send us the renewed certificate');
    const expired = bySubject('ISO 9001 certificate has expired');
    assertStringIncludes(expired.text, 'ISO 9001 no longer counts when we match you to jobs until we verify a renewed');
    assertStringIncludes(bySubject('vetting has lapsed').text, 'arrange a revisit');
    for (const email of sent) pageToken(email.text);
  },
);

Deno.test('"not vetted" gives the team’s reason, and the page that shows it', async () => {
  const { sent, issued } = await drainOnce([
    notice('not_vetted', { reason: 'Sample parts out of tolerance <0.05 mm>' }, 1, { ...supplier, status: 'rejected' }),
  ]);
  const email = only(sent, 'email');
  assertStringIncludes(email.text, 'The reason our team recorded: Sample parts out of tolerance <0.05 mm>');
  assertStringIncludes(email.html, 'Sample parts out of tolerance &lt;0.05 mm&gt;');
  assertEquals(issued[0]?.args.p_token_hash, await sha256Hex(pageToken(email.text)));
});

Deno.test(
  'a retry joins the live link; a refused link skips the message; a gone shop or address is skipped',
  async () => {
    const joined = await drainOnce([notice('vetted', {}, 2)]);
    assertEquals(
      joined.issued.map((l) => l.args.p_replace),
      [false],
    );
    assertEquals(joined.issued[0]?.args.p_token_hash, await sha256Hex(pageToken(only(joined.sent, 'email').text)));

    const refused = await drainOnce([notice('lapsed')], () => ({ refuse: 'This supplier has no email address' }));
    assertEquals(refused.sent, []);
    assertEquals(
      refused.settled.map((s) => [s.outcome, s.error]),
      [['skipped', 'This supplier has no email address']],
    );

    const gone = await drainOnce([
      notice('vetted', {}, 1, null),
      notice('vetted', {}, 1, { ...supplier, email: null }),
      notice('visit_booked', {}),
    ]);
    assertEquals([gone.sent, gone.issued], [[], []]);
    assertEquals(gone.settled.map((s) => s.error).sort(), [
      'The notice has no visit date',
      'The supplier has no email address',
      'The supplier no longer exists',
    ]);
  },
);
