import { describe, expect, it } from 'vitest';
import { renderBriefQuestion, renderBriefReminder, renderBriefReply } from './brief-followups';

const link = {
  url: 'https://www.forgebridge.test/brief#Zm9yZ2VicmlkZ2UtdGVzdC10b2tlbi0wMDAwMDAwMDAwMDA',
  expires: 'Friday 4 December, 10:00 UK time',
};
const supplier = { company_name: 'Midlands Precision Ltd', contact_name: 'Sam' };

describe('the team’s reply to a supplier’s question', () => {
  const email = renderBriefReply({
    reference: 'FB-3F9A-C21B',
    supplier,
    question: 'Is the <bore> H7?',
    reply: 'Yes, H7 & ground.',
    link,
  });

  it('quotes the question and the reply, with the reference and a fresh link to the same page', () => {
    expect(email.subject).toContain('FB-3F9A-C21B');
    expect(email.text).toContain('Hello Sam,');
    expect(email.text).toContain('Our reference for this job: FB-3F9A-C21B');
    expect(email.text).toContain('You asked: Is the <bore> H7?');
    expect(email.text).toContain('Our answer: Yes, H7 & ground.');
    expect(email.text).toContain(`Open the brief: ${link.url}`);
    expect(email.text).toContain('This link works until Friday 4 December, 10:00 UK time.');
    expect(email.html).toContain('Is the &lt;bore&gt; H7?');
    expect(email.html).toContain(`href="${link.url}"`);
  });
});

describe('the reminder to a supplier that has not answered', () => {
  it('names the RFQ, when an answer is needed, and carries a fresh link', () => {
    const email = renderBriefReminder({
      reference: 'FB-3F9A-C21B',
      supplier: { company_name: 'Shop', contact_name: null },
      answerBy: 'Wednesday 2 December, 10:00 UK time',
      link,
    });
    expect(email.subject).toContain('Reminder');
    expect(email.subject).toContain('FB-3F9A-C21B');
    expect(email.text).toContain('Hello,');
    expect(email.text).toContain('We need your answer by Wednesday 2 December, 10:00 UK time.');
    expect(email.text).toContain(`Open the brief: ${link.url}`);
    expect(email.text).not.toMatch(/reply to this email/i);
  });
});

describe('the team’s alert of a question', () => {
  it('names the supplier and its question, links the desk, and carries no token', () => {
    const email = renderBriefQuestion({
      reference: 'FB-3F9A-C21B',
      supplier: { company_name: 'Midlands\nPrecision' },
      question: 'Can we use 6082 instead of 6061?',
      askedAt: 'Monday 30 November, 09:15 UK time',
      deskUrl: 'https://www.forgebridge.test/ops/leads-test?tab=oem&lead=x',
    });
    expect(email.subject).toBe('Question on FB-3F9A-C21B from Midlands Precision');
    expect(email.text).toContain('Question: Can we use 6082 instead of 6061?');
    expect(email.text).toContain(
      'Open this RFQ on the desk: https://www.forgebridge.test/ops/leads-test?tab=oem&lead=x',
    );
    expect(email.text).not.toContain('/brief#');
  });
});
