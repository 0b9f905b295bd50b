import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { claim, drainOnce } from './testing/fake-outbox.ts';

/*
 * Who learns the buyer's identity (docs/decisions/0037-buyer-options-page.md): every message of
 * an RFQ, drained together, and of those a supplier receives, only the introduction (sent once the
 * buyer chose that supplier) names the buyer. The team's alerts may; they go to the team only.
 */

const rfqId = '3f9ac21b-0000-4000-8000-000000000002';
const introductionId = '9d1e0000-0000-4000-8000-0000000000bb';
const rfq = {
  id: rfqId,
  company_name: 'Aquila Subsea Ltd',
  website: 'aquila.example',
  contact_person: 'Morag Innes',
  job_title: 'Head of Procurement',
  email: 'morag@aquila.example',
  phone: '+44 1224 000000',
  city: 'Aberdeen',
  production_requirements: 'multi-axis',
  material_types: 'titanium',
};
const identity = ['Aquila', 'aquila.example', 'Morag', 'Innes', 'Head of Procurement', '+44 1224', 'Aberdeen'];
const supplier = {
  company_name: 'Heron Engineering Ltd',
  contact_name: 'Sam Heron',
  email: 'quotes@heron.example',
  phone: null,
  website: null,
  town: 'Coventry',
  country: 'GB',
};
const brief = { introduction_id: introductionId, lead_table: 'oem_leads', lead_id: rfqId, supplier, rfq };
const stated = { lead_time: '2-4-weeks', earliest_start: '2026-12-07' };
const questionRow = (reply: string | null) => ({
  id: 'b0000000-0000-4000-8000-000000000002',
  lead_table: 'oem_leads',
  lead_id: rfqId,
  asked_at: '2026-12-02T09:00:00Z',
  question: 'Can Heron start earlier?',
  reply,
});
const choice = {
  id: 'c0000000-0000-4000-8000-000000000002',
  lead_table: 'oem_leads',
  lead_id: rfqId,
  kind: 'introduce',
  made_at: '2026-12-02T09:00:00Z',
  introduction_ids: [introductionId],
  consent_version: '2026-11-30',
  none_fit_reason: null,
  words: null,
};

Deno.test('of the messages a supplier receives, only the introduction names the buyer', async () => {
  const { sent } = await drainOnce([
    claim('brief_reply', 'introduction_questions', 'q1', {
      question_id: 'q1',
      question: 'Is the bore H7?',
      reply: 'Yes.',
      asked_at: null,
      brief,
    }),
    claim('brief_reminder', 'introductions', introductionId, { ...brief, answered: false, options_sent: false }),
    claim('brief_question', 'introduction_questions', 'q1', {
      question_id: 'q1',
      question: 'Is the bore H7?',
      reply: null,
      asked_at: null,
      brief,
    }),
    claim('buyer_options', 'oem_leads', rfqId, {
      ...rfq,
      options: [{ company_name: supplier.company_name, country: 'GB', town: 'Coventry', reasons: [], ...stated }],
    }),
    claim('buyer_choice', 'buyer_choices', choice.id, {
      choice,
      lead: rfq,
      chosen: [supplier.company_name],
      offered: 1,
    }),
    claim('buyer_question', 'buyer_questions', 'bq', { question: questionRow(null), lead: rfq }),
    claim('buyer_reply', 'buyer_questions', 'bq', { question: questionRow('Yes, from Monday.'), lead: rfq }),
    claim('introduction', 'introductions', introductionId, {
      introduction_id: introductionId,
      lead_table: 'oem_leads',
      lead_id: rfqId,
      chosen_at: '2026-12-02T09:00:00Z',
      buyer: { name: 'Morag Innes', company: 'Aquila Subsea Ltd', job_title: null, email: rfq.email, phone: null },
      supplier,
      stated,
    }),
  ]);
  assertEquals(sent.length, 8);
  const recipients = (to: string | string[]) => (Array.isArray(to) ? to : [to]);
  const toSupplier = sent.filter((email) => recipients(email.to).includes(supplier.email));
  assertEquals(toSupplier.map((email) => email.subject.split(':')[0]).sort(), [
    'Introduction',
    'RFQ FB-3F9A-C21B',
    'Reminder – RFQ FB-3F9A-C21B',
  ]);
  for (const email of toSupplier) {
    const parts = [email.subject, email.text, email.html].join('\n');
    if (email.subject.startsWith('Introduction:')) {
      assert(parts.includes('Morag Innes') && parts.includes(rfq.email), parts);
      continue;
    }
    for (const value of identity) assert(!parts.includes(value), `${value} in ${email.subject}`);
  }
  // The buyer's own messages and the team's alerts never go to a supplier.
  for (const email of sent.filter((e) => !toSupplier.includes(e)))
    assert(
      recipients(email.to).every((to) => to === rfq.email || to === 'team@forgebridge.test'),
      email.subject,
    );
});
