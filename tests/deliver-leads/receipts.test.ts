import { describe, expect, it } from 'vitest';
import { renderReceipt, type ReceiptKind } from '../../supabase/functions/deliver-leads/receipt.ts';
import { leadFacts } from '../../supabase/functions/deliver-leads/lead-answers.ts';
import { renderTeamAlert } from '../../supabase/functions/deliver-leads/team-alert.ts';

/** The receipt of each kind of lead, and the team alert's facts, from stored rows. */

const id = '3f9ac21b-0d4e-4c1a-9b7e-2f6a1c0d9e88';
// Stored Friday 23 October 2026 at 10:00 BST; due 72 hours later, after the clocks went back.
const dueAt = '2026-10-26T09:00:00+00:00';
const typed = {
  company_name: 'Aquila <Subsea>',
  contact_person: 'Morag Innes',
  contact_name: 'Morag Innes',
  email: 'morag@aquila.example',
  additional_services: 'Manifold blocks in Inconel',
  message: 'Please call me about Inconel',
  subject: 'Manifold quote',
  attachments: [{ name: 'manifold-rev-c.step', size: 10, type: '' }],
};
const lead = (extra: Record<string, unknown> = {}) => ({ id, ...typed, ...extra });

const typedWords = ['Aquila', 'Subsea', 'Morag', 'Inconel', 'manifold', 'Manifold', 'aquila.example'];
const site = { bookingUrl: 'https://booking.example.test/30min' };

describe('renderReceipt', () => {
  it('an RFQ says what happens in the next 72 hours, with its reference and due time in UK time', () => {
    const receipt = renderReceipt('oem', lead({ due_at: dueAt }), site);
    expect(receipt.subject).toBe('Your RFQ FB-3F9A-C21B: 3 supplier options within 72 hours – Forgebridge');
    expect(receipt.text).toContain('Over the next 72 hours');
    expect(receipt.text).toContain('Your 3 supplier options are due by Monday 26 October, 09:00 UK time.');
    expect(receipt.text).toContain('Your reference: FB-3F9A-C21B');
    expect(receipt.html).toContain('Your reference: FB-3F9A-C21B');
  });

  it('a partner application says what vetting involves: a visit and four checks', () => {
    const { text } = renderReceipt('partner', lead(), site);
    expect(text).toContain('Your reference: FB-3F9A-C21B');
    for (const part of ['visit your shop in person', 'certifications', 'sample parts', 'QA procedures', 'capacity']) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('72 hours');
    expect(text).not.toMatch(/within \d+ (?:working )?days/);
  });

  it('a partner application names the package with its terms, and the 30-minute call with its booking link', () => {
    const { text, html } = renderReceipt('partner', lead(), site);
    expect(text).toContain(
      'Free Marketing Package (worth £3,000): 3 written case studies, 1 shop showcase video and a website refresh.',
    );
    // "Free" never reads as "no fee": the fees are said beside it.
    expect(text).toContain('the partnership itself is funded by a monthly retainer and a success fee');
    expect(text).toContain('a 30-minute call');
    expect(text).toContain('https://booking.example.test/30min');
    expect(html).toContain('https://booking.example.test/30min');
  });

  it.each([
    ['quote', 'usually within one working day'],
    ['contact', 'within 24 hours on working days'],
  ] as const)('a %s receipt promises the reply its page promises', (kind, promise) => {
    const { text, subject } = renderReceipt(kind, lead({ due_at: dueAt }), site);
    expect(text).toContain(promise);
    expect(text).toContain('Your reference: FB-3F9A-C21B');
    expect(subject).toContain('FB-3F9A-C21B');
  });

  it.each(['oem', 'partner', 'quote', 'contact'] as const)(
    'a %s receipt repeats nothing typed',
    (kind: ReceiptKind) => {
      const { subject, text, html } = renderReceipt(kind, lead({ due_at: dueAt }), site);
      for (const word of typedWords) {
        expect(subject).not.toContain(word);
        expect(text).not.toContain(word);
        expect(html).not.toContain(word);
      }
    },
  );
});

describe('the team alert', () => {
  it('states the reference and, for an RFQ, the due time, before the answers', () => {
    const alert = renderTeamAlert({
      subject: 'New OEM RFQ',
      facts: leadFacts(id, lead({ due_at: dueAt })),
      answers: [{ label: 'Company name', value: 'Aquila <Subsea>' }],
      attachments: [],
      adminUrl: 'https://example.test/desk',
    });
    expect(alert.text).toContain('Reference: FB-3F9A-C21B\nSupplier options due by: Monday 26 October, 09:00 UK time');
    expect(alert.text.indexOf('Supplier options due by')).toBeLessThan(alert.text.indexOf('Company name'));
    expect(alert.html).toContain('<strong>Supplier options due by:</strong> Monday 26 October, 09:00 UK time');
  });

  it('names no due time for a lead that is not an RFQ', () => {
    expect(leadFacts(id, { id })).toEqual([{ label: 'Reference', value: 'FB-3F9A-C21B' }]);
  });
});
