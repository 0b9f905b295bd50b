import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { introductionFixture } from '@/testing/introduction-fixture';
import { MessagesPreview, briefMessages, buyerMessage } from './options-preview';

const row = {
  id: '3f9ac21b-0000-4000-8000-000000000001',
  company_name: 'Halden Aero Ltd',
  contact_person: 'Imogen Price',
  email: 'imogen@halden.example',
  phone: '+44 117 496 0000',
  city: 'Bristol',
  website: 'halden.example',
  production_requirements: 'milling',
  material_types: 'titanium',
  quality_standards: 'as9100',
  additional_services: 'Ask Imogen at Halden',
  attachments: [{ name: 'halden-part.step', size: 10, type: 'model/step', path: 'oem_leads/x/01-halden-part.step' }],
};

const intro = (position: number, company: string, email: string | null) =>
  introductionFixture(position, company, { email, id: `intro-${position}` });

describe('the preview of the briefs', () => {
  it('shows every brief as it will be sent, and no brief names the buyer', () => {
    const intros = [
      intro(1, 'Coventry Precision', 'q1@coventry.example'),
      intro(2, 'Derby Precision', 'q2@derby.example'),
      intro(3, 'No Inbox Ltd', null),
    ];
    render(<MessagesPreview heading="Briefs" messages={briefMessages('oem', row, intros)} />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    const brief = screen.getByRole('article', { name: 'Brief 1: Coventry Precision' });
    expect(within(brief).getByText('q1@coventry.example')).toBeVisible();
    expect(brief).toHaveTextContent('Certifications required: AS9100');
    expect(brief).toHaveTextContent('FB-3F9A-C21B');
    for (const article of articles) {
      for (const typed of ['Halden', 'halden', 'Imogen', 'Bristol', '496 0000']) {
        expect(article.textContent).not.toContain(typed);
      }
    }
    // A supplier without an address is said in words, before anyone presses Send.
    const unreachable = screen.getByRole('article', { name: 'Brief 3: No Inbox Ltd' });
    expect(unreachable).toHaveTextContent('No email address: add one in the register before sending.');
  });
});

describe('the preview of the buyer’s options', () => {
  it('names exactly the suppliers offered, each with the lead time, earliest start and price it gave', () => {
    const offered = [
      introductionFixture(1, 'Coventry Precision', {
        id: 'intro-1',
        sent_at: '2026-11-28T10:00:00Z',
        answer: 'interested',
        lead_time: '2-4-weeks',
        earliest_start: '2026-12-07',
        price_amount: 1250,
        price_currency: 'GBP',
        price_basis: 'total',
      }),
      introductionFixture(3, 'Leeds Turned Parts', {
        id: 'intro-3',
        sent_at: '2026-11-28T10:00:00Z',
        answer: 'interested',
        lead_time: 'under-2-weeks',
        earliest_start: '2026-12-01',
      }),
    ];
    render(
      <MessagesPreview
        heading="Buyer"
        messages={[
          buyerMessage(
            row,
            offered,
            { 'intro-3': '  Turns titanium daily  ' },
            { 'intro-1': ['CNC turning ✓', 'AS9100 certified (certificate checked by Forgebridge)'] },
          ),
        ]}
      />,
    );
    const buyer = screen.getByRole('article', { name: 'Email to the buyer' });
    expect(within(buyer).getByText('imogen@halden.example')).toBeVisible();
    expect(buyer).toHaveTextContent('1. Coventry Precision (Derby, United Kingdom)');
    // As the sender writes it: what the supplier stated, then the buyer-safe reasons sending writes.
    expect(buyer).toHaveTextContent(
      'Lead time: 2-4 weeks Can start from: 7 December 2026 Indicative price: £1,250.00 in total - CNC turning ✓ - AS9100 certified (certificate checked by Forgebridge)',
    );
    expect(buyer).toHaveTextContent('2. Leeds Turned Parts (Derby, United Kingdom)');
    expect(buyer).toHaveTextContent('Lead time: Under 2 weeks Can start from: 1 December 2026 - Turns titanium daily');
    expect(buyer.textContent).not.toMatch(/3\. /);
    // The ranking's own reasons are the team's, never the buyer's.
    expect(buyer.textContent).not.toContain('expires Jan 2027');
  });
});
