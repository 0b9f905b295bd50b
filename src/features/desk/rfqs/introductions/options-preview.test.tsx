import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { introductionFixture } from '@/testing/introduction-fixture';
import { OptionsPreview, previewMessages } from './options-preview';

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

describe('the preview of sending the options', () => {
  it('shows every brief and the buyer’s email as they will be sent, and no brief names the buyer', () => {
    const intros = [
      intro(1, 'Coventry Precision', 'q1@coventry.example'),
      intro(2, 'Derby Precision', 'q2@derby.example'),
      intro(3, 'No Inbox Ltd', null),
    ];
    render(<OptionsPreview messages={previewMessages('oem', row, intros)} />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(4);
    const brief = screen.getByRole('article', { name: 'Brief 1: Coventry Precision' });
    expect(within(brief).getByText('q1@coventry.example')).toBeVisible();
    expect(brief).toHaveTextContent('Certifications required: AS9100');
    expect(brief).toHaveTextContent('FB-3F9A-C21B');
    for (const article of articles.slice(0, 3)) {
      for (const typed of ['Halden', 'halden', 'Imogen', 'Bristol', '496 0000']) {
        expect(article.textContent).not.toContain(typed);
      }
    }
    // A supplier without an address is said in words, before anyone presses Send.
    const unreachable = screen.getByRole('article', { name: 'Brief 3: No Inbox Ltd' });
    expect(unreachable).toHaveTextContent('No email address: add one in the register before sending.');
    const buyer = screen.getByRole('article', { name: 'Email to the buyer' });
    expect(within(buyer).getByText('imogen@halden.example')).toBeVisible();
    expect(buyer).toHaveTextContent('1. Coventry Precision (Derby, United Kingdom)');
    expect(buyer).toHaveTextContent('- AS9100 verified, expires Jan 2027');
  });
});
