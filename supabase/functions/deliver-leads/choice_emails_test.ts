import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { CONSENT_VERSION } from '../../../src/shared/legal/consent.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { createDrain } from './drain.ts';
import { mintPageToken, pageTokenHash } from './page-token.ts';
import { createTransports } from './transports.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, assertStringIncludes, stackSettings, startStack } from './testing/local-stack.ts';
import { vetSupplier } from './testing/vetted-supplier.ts';

/*
 * The buyer's options page's messages against the embedded backend and the local mail capture
 * (docs/decisions/0037-buyer-options-page.md): the options email's link opens the page; the
 * buyer's choice queues one introduction, which the capture shows to each of its two addresses,
 * and the team's alert; an introduction that cannot go tells the team why; a question alerts the
 * team and its reply reaches the buyer with a link; none fits tells the team why.
 */

type Mail = { subject: string; to: string[]; text: string; html: string };

const { stack, stop } = await startStack();
const settings = stackSettings(stack);
const drain = createDrain(settings, createTransports(settings.mail));

async function call(path: string, body: unknown, method = 'POST', key = SERVICE_ROLE_KEY, address?: string) {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...(address ? { 'x-test-client-address': address } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  assert(response.ok, `${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}
let visitors = 0;
const anonRpc = (name: string, args: Record<string, unknown>) =>
  call(`/rest/v1/rpc/${name}`, args, 'POST', ANON_KEY, `198.51.100.${100 + visitors}`);
async function mailsTo(address: string): Promise<Mail[]> {
  const mails = (await (await fetch(`${stack.captureUrl}/email`)).json()) as Mail[];
  return mails.filter((m) => m.to.includes(address));
}
async function mailTo(address: string, subject: string): Promise<Mail> {
  const mail = (await mailsTo(address)).find((m) => m.subject.includes(subject));
  assert(mail, `"${subject}" to ${address}`);
  return mail;
}

/** An RFQ whose options were sent, naming one supplier that said it can take the job. */
async function offeredRfq() {
  visitors += 1;
  const rfqId = crypto.randomUUID();
  const tag = rfqId.slice(0, 8);
  const buyerEmail = `morag+${tag}@aquila.example`;
  await call(
    '/rest/v1/oem_leads',
    {
      id: rfqId,
      consent_version: '2026-11-23',
      company_name: 'Aquila Subsea Ltd',
      website: 'aquila.example',
      industry_sector: 'energy',
      contact_person: 'Morag Innes',
      job_title: 'Head of Procurement',
      email: buyerEmail,
      phone: '+44 1224 000000',
      city: 'Aberdeen',
      country: 'United Kingdom',
      production_requirements: 'multi-axis',
      material_types: 'titanium',
      quality_standards: 'as9100',
      delivery_requirements: '2-4-weeks',
      work_outside_uk: 'no',
      delivery_regions: 'uk-only',
    },
    'POST',
    ANON_KEY,
    `198.51.100.${visitors}`,
  );
  const supplierId = crypto.randomUUID();
  const supplierEmail = `quotes+${tag}@heron.example`;
  await call('/rest/v1/suppliers', {
    id: supplierId,
    company_name: 'Heron Engineering Ltd',
    contact_name: 'Sam Heron',
    country: 'GB',
    town: 'Coventry',
    phone: '+44 24 7600 0000',
    website: 'https://heron.example',
  });
  await vetSupplier(stack.url, supplierId, supplierEmail);
  const introductionId = crypto.randomUUID();
  await call('/rest/v1/introductions', {
    id: introductionId,
    lead_table: 'oem_leads',
    lead_id: rfqId,
    supplier_id: supplierId,
    position: 1,
    picked_by: 'test',
    hand_reason: 'Known to the team',
    reasons: [],
    buyer_reasons: ['Machines titanium every week'],
    sent_at: new Date().toISOString(),
  });
  const briefToken = mintPageToken();
  await call('/rest/v1/rpc/issue_brief_link', {
    p_introduction_id: introductionId,
    p_token_hash: await pageTokenHash(briefToken),
    p_replace: true,
  });
  await anonRpc('answer_brief', {
    p_token: briefToken,
    p_answer: {
      answer: 'interested',
      lead_time: '2-4-weeks',
      earliest_start: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      price: { amount: 1250, currency: 'GBP', basis: 'per_part' },
      minimum_order: 50,
      note: null,
    },
  });
  // What send_buyer_options writes (it needs an admin at aal2).
  await call(`/rest/v1/introductions?id=eq.${introductionId}`, { offered_at: new Date().toISOString() }, 'PATCH');
  await call(`/rest/v1/oem_leads?id=eq.${rfqId}`, { options_sent_at: new Date().toISOString() }, 'PATCH');
  await call('/rest/v1/lead_deliveries', { lead_table: 'oem_leads', lead_id: rfqId, kind: 'buyer_options' });
  await drain();
  const options = await mailTo(buyerEmail, 'your supplier options');
  const token = /\/options#([A-Za-z0-9_-]{43})$/m.exec(options.text)?.[1];
  assert(token, options.text);
  return { rfqId, introductionId, supplierId, buyerEmail, supplierEmail, token };
}

Deno.test({
  name: 'the buyer chooses on the page its email links: one introduction reaches both sides, and the team hears it',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const rfq = await offeredRfq();
    const view = (await anonRpc('open_options', { p_token: rfq.token })) as { reference: string };
    assertEquals(view.reference, leadReference(rfq.rfqId));
    await anonRpc('choose_options', {
      p_token: rfq.token,
      p_introduction_ids: [rfq.introductionId],
      p_notice_version: CONSENT_VERSION,
    });
    await drain();
    const subject = `Introduction: Aquila Subsea Ltd and Heron Engineering Ltd (${view.reference})`;
    const toBuyer = await mailTo(rfq.buyerEmail, subject);
    const toSupplier = await mailTo(rfq.supplierEmail, subject);
    // One message, with both on To, which each address reads in the capture.
    assertEquals(toBuyer, toSupplier);
    assertEquals(toBuyer.to, [rfq.buyerEmail, rfq.supplierEmail]);
    for (const line of [
      'Job title: Head of Procurement',
      `Email: ${rfq.buyerEmail}`,
      'Phone: +44 1224 000000',
      'Contact: Sam Heron',
      'Website: https://heron.example',
      'Location: Coventry, United Kingdom',
      'Lead time: 2-4 weeks',
      'Indicative price: £1,250.00 per part',
    ])
      assertStringIncludes(toBuyer.text, line);
    assert(!toBuyer.text.includes('#'), toBuyer.text);
    const alert = await mailTo(settings.teamTo, `${view.reference}: Aquila Subsea Ltd asked to meet 1 of 1 supplier`);
    assertStringIncludes(alert.text, 'Asked to meet: Heron Engineering Ltd');
    assertStringIncludes(alert.text, `Privacy notice agreed: ${CONSENT_VERSION}`);
    assertStringIncludes(alert.text, `${settings.adminPath}?tab=oem&lead=${rfq.rfqId}`);
  },
});

Deno.test({
  name: 'a buyer’s question alerts the team, its reply reaches the buyer with a working link; none fits says why',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const rfq = await offeredRfq();
    const reference = leadReference(rfq.rfqId);
    await anonRpc('ask_options_question', { p_token: rfq.token, p_text: 'Can Heron anodise in-house?' });
    await drain();
    const alert = await mailTo(settings.teamTo, `Question on ${reference} from the buyer`);
    assertStringIncludes(alert.text, 'Question: Can Heron anodise in-house?');
    // What reply_options_question writes (it needs an admin at aal2).
    await call(
      `/rest/v1/buyer_questions?lead_id=eq.${rfq.rfqId}`,
      { reply: 'Yes, type II and III.', replied_at: new Date().toISOString(), replied_by: 'test' },
      'PATCH',
    );
    const questions = await fetch(`${stack.url}/rest/v1/buyer_questions?lead_id=eq.${rfq.rfqId}&select=id`, {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    const id = ((await questions.json()) as { id: string }[])[0]?.id;
    assert(id, 'the question');
    await call('/rest/v1/lead_deliveries', { lead_table: 'buyer_questions', lead_id: id, kind: 'buyer_reply' });
    await drain();
    const reply = await mailTo(rfq.buyerEmail, 'our answer to your question');
    assertStringIncludes(reply.text, 'Our answer: Yes, type II and III.');
    const token = /\/options#([A-Za-z0-9_-]{43})$/m.exec(reply.text)?.[1];
    assert(token && token !== rfq.token, reply.text);
    await anonRpc('open_options', { p_token: token });

    await anonRpc('decline_options', { p_token: rfq.token, p_reason: 'price', p_words: 'Twice our budget.' });
    await drain();
    const noneFit = await mailTo(settings.teamTo, `${reference}: Aquila Subsea Ltd says none of its options fits`);
    assertStringIncludes(noneFit.text, 'Reason: Price too high');
    assertStringIncludes(noneFit.text, 'Twice our budget.');
    assertEquals((await mailsTo(rfq.supplierEmail)).length, 0);
  },
});

Deno.test({
  name: 'an introduction that cannot go tells the team why (the buyer’s page says the team will be in touch)',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const rfq = await offeredRfq();
    await anonRpc('choose_options', {
      p_token: rfq.token,
      p_introduction_ids: [rfq.introductionId],
      p_notice_version: CONSENT_VERSION,
    });
    // The supplier lapses before the outbox reaches its introduction.
    await call(`/rest/v1/suppliers?id=eq.${rfq.supplierId}`, { status: 'lapsed' }, 'PATCH');
    await drain();
    await drain();
    const reference = leadReference(rfq.rfqId);
    const alert = await mailTo(settings.teamTo, `${reference}: the introduction to Heron Engineering Ltd was not sent`);
    assertStringIncludes(alert.text, 'Buyer: Aquila Subsea Ltd');
    assertStringIncludes(
      alert.text,
      'Why it did not go: The supplier is no longer one we may introduce: Not vetted (lapsed)',
    );
    assertStringIncludes(alert.text, `${settings.adminPath}?tab=oem&lead=${rfq.rfqId}`);
    assertEquals(
      (await mailsTo(rfq.supplierEmail)).filter((m) => m.subject.startsWith('Introduction')),
      [],
    );
    assertEquals(
      (await mailsTo(rfq.buyerEmail)).filter((m) => m.subject.startsWith('Introduction')),
      [],
    );
  },
});

Deno.test({ name: 'stop the local stack', sanitizeResources: false, sanitizeOps: false, fn: stop });
