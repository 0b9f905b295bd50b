import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRIEF_TERMS_VERSION } from '@/content/brief-terms';
import { briefContent } from '@/content/pages/brief';
import { expectNoAxeViolations } from '@/testing/axe';
import { isBriefView, type BriefView } from './brief-view';
import { BuyerSection } from './buyer-section';

const view = (buyer: BriefView['buyer']): BriefView => ({
  reference: 'FB-3F9A-C21B',
  kind: 'oem_leads',
  answer_by: null,
  expires_at: null,
  terms: { version: BRIEF_TERMS_VERSION, accepted_at: null, name: null },
  files: [],
  answer: null,
  questions: [],
  open: false,
  buyer,
});

describe('the buyer on the supplier’s brief', () => {
  it('shows nothing while the buyer has not chosen this supplier', () => {
    const { container } = render(<BuyerSection view={view(null)} />);
    expect(container).toBeEmptyDOMElement();
    expect(isBriefView(view(null))).toBe(true);
  });

  it('names the buyer with mail and phone links once the buyer asked to meet', async () => {
    const buyer = {
      name: 'Ada Lovelace',
      company: 'Engines Ltd',
      job_title: 'Buyer',
      email: 'ada@engines.example',
      phone: '+44 20 7946 0000',
      chosen_at: '2026-11-29T10:15:00Z',
    };
    expect(isBriefView(view(buyer))).toBe(true);
    expect(isBriefView({ ...view(null), buyer: { name: 'x' } })).toBe(false);
    const { container } = render(<BuyerSection view={view(buyer)} />);
    expect(screen.getByRole('region', { name: briefContent.buyer.title })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Engines Ltd')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: buyer.email })).toHaveAttribute('href', `mailto:${buyer.email}`);
    expect(screen.getByRole('link', { name: buyer.phone })).toHaveAttribute('href', 'tel:+442079460000');
    expect(screen.getByText(/29\/11\/2026, 10:15/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
