import { describe, expect, it } from 'vitest';
import { renderBuyerChoice, renderBuyerQuestion, renderBuyerReply, renderIntroduction } from './options-followups';

const buyer = {
  name: 'Morag Innes',
  company: 'Aquila <Subsea> Ltd',
  job_title: 'Head of Procurement',
  email: 'morag@aquila.example',
  phone: null,
};
const supplier = {
  company_name: 'Heron Engineering Ltd',
  contact_name: null,
  email: 'quotes@heron.example',
  phone: '+44 24 7600 0000',
  website: 'https://heron.example',
  town: null,
  country: 'DE',
};
const deskUrl = 'https://www.forgebridge.test/ops/leads-test?tab=oem&lead=x';

describe('the introduction', () => {
  const email = renderIntroduction({
    reference: 'FB-3F9A-C21B',
    buyer,
    supplier,
    stated: { lead_time: 'under-2-weeks', earliest_start: '2026-12-01', price: null, minimum_order: null },
  });

  it('names both sides with the details given, and nothing for what was not', () => {
    expect(email.subject).toBe('Introduction: Aquila <Subsea> Ltd and Heron Engineering Ltd (FB-3F9A-C21B)');
    expect(email.text).toContain('Hello Morag Innes,');
    expect(email.text).toContain(
      'The buyer:\nName: Morag Innes\nJob title: Head of Procurement\nCompany: Aquila <Subsea> Ltd\nEmail: morag@aquila.example\n',
    );
    expect(email.text).toContain(
      'The supplier:\nCompany: Heron Engineering Ltd\nEmail: quotes@heron.example\nPhone: +44 24 7600 0000\nWebsite: https://heron.example\nLocation: Germany\n',
    );
    expect(email.text).toContain(
      'What Heron Engineering Ltd stated on its brief:\nLead time: Under 2 weeks\nCan start from: 1 December 2026\n',
    );
    expect(email.text).not.toContain('Indicative price');
    expect(email.text).toContain('reply to all and your message reaches both of you');
    expect(email.html).toContain('Aquila &lt;Subsea&gt; Ltd');
    expect(email.text + email.html).not.toMatch(/\/(options|brief)#/);
  });

  it('says so when the supplier stated nothing more', () => {
    const bare = renderIntroduction({ reference: 'FB-3F9A-C21B', buyer, supplier, stated: null });
    expect(bare.text).toContain('Nothing beyond its interest in the job.');
  });
});

describe('the team’s alert of a buyer’s choice', () => {
  it('names whom the buyer asked to meet, of how many offered, and the notice it agreed to', () => {
    const email = renderBuyerChoice({
      kind: 'introduce',
      reference: 'FB-3F9A-C21B',
      company: 'Aquila Subsea Ltd',
      chosen: ['Heron Engineering Ltd'],
      offered: 3,
      consentVersion: '2026-11-30',
      deskUrl,
    });
    expect(email.subject).toBe('FB-3F9A-C21B: Aquila Subsea Ltd asked to meet 1 of 3 suppliers');
    expect(email.text).toContain('Asked to meet: Heron Engineering Ltd');
    expect(email.text).toContain('Privacy notice agreed: 2026-11-30');
    expect(email.text).toContain(`Open this RFQ on the desk: ${deskUrl}`);
  });

  it('names the reason none fits, and the buyer’s words', () => {
    const email = renderBuyerChoice({
      kind: 'none_fit',
      reference: 'FB-3F9A-C21B',
      company: 'Aquila Subsea Ltd',
      reason: 'found_elsewhere',
      words: 'Our usual shop had a slot.',
      deskUrl,
    });
    expect(email.subject).toBe('FB-3F9A-C21B: Aquila Subsea Ltd says none of its options fits');
    expect(email.text).toContain('Reason: Found a supplier elsewhere');
    expect(email.text).toContain('In the buyer’s words: Our usual shop had a slot.');
  });
});

describe('a buyer’s question and its reply', () => {
  it('alerts the team with the question and the desk’s link, and no token', () => {
    const email = renderBuyerQuestion({
      reference: 'FB-3F9A-C21B',
      company: 'Aquila\nSubsea',
      question: 'Can Heron anodise?',
      deskUrl,
    });
    expect(email.subject).toBe('Question on FB-3F9A-C21B from the buyer, Aquila Subsea');
    expect(email.text).toContain('Question: Can Heron anodise?');
    expect(email.text).toContain(deskUrl);
    expect(email.text).not.toContain('#');
  });

  it('answers the buyer with its question, the reply and a link to its options', () => {
    const link = { url: 'https://www.forgebridge.test/options#abc', expires: 'Wednesday 30 December, 10:00 UK time' };
    const email = renderBuyerReply({
      reference: 'FB-3F9A-C21B',
      name: null,
      question: 'Can Heron anodise?',
      reply: 'Yes, type <II>.',
      link,
    });
    expect(email.text).toContain('Hello,');
    expect(email.text).toContain('You asked: Can Heron anodise?\nOur answer: Yes, type <II>.');
    expect(email.text).toContain(`Open your options: ${link.url}`);
    expect(email.text).toContain('This link works until Wednesday 30 December, 10:00 UK time.');
    expect(email.html).toContain('Yes, type &lt;II&gt;.');
  });
});
