import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cncPartnerContent } from '@/content/pages/cnc-partner';
import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import { submittedLead } from '../submitted-lead';
import { LeadDone } from './lead-done';

const id = '3f9ac21b-0d4e-4c1a-9b7e-2f6a1c0d9e88';
// Stored on a summer afternoon: due three days later, 72 hours on, in BST.
const storedAt = new Date('2026-07-01T13:05:00Z');

describe('LeadDone', () => {
  it('an RFQ: its reference, its due time in UK time, and each file with its model’s measurements', () => {
    const lead = submittedLead(
      id,
      [
        {
          name: 'housing.step',
          size: 10,
          type: '',
          measurements: { sizeMm: [10, 20, 30], volumeCm3: 6, areaCm2: 22 },
        },
        { name: 'housing.pdf', size: 10, type: 'application/pdf' },
      ],
      storedAt,
    );
    render(<LeadDone lead={lead} copy={oemSourcingContent.dialog.done} />);
    expect(screen.getByTestId('lead-reference')).toHaveTextContent('FB-3F9A-C21B');
    expect(screen.getByTestId('lead-due')).toHaveTextContent('Saturday 4 July, 14:05 UK time');
    expect(screen.getByTestId('lead-file-count')).toHaveTextContent('2 files');
    const files = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(files.map((item) => item.textContent)).toEqual([
      'housing.step: Size: 10.0 × 20.0 × 30.0 mm, Volume: 6.00 cm³, Surface area: 22.00 cm²',
      'housing.pdf',
    ]);
  });

  it('a partner: the reference and what vetting involves, no due time and no files', () => {
    render(<LeadDone lead={submittedLead(id, [], storedAt)} copy={cncPartnerContent.dialog.done} />);
    expect(screen.getByTestId('lead-reference')).toHaveTextContent('FB-3F9A-C21B');
    expect(screen.queryByTestId('lead-due')).toBeNull();
    expect(screen.queryByTestId('lead-file-count')).toBeNull();
    expect(
      screen.getByText(
        /we visit your shop in person and check your certifications, sample parts, QA procedures and capacity/,
      ),
    ).toBeInTheDocument();
  });
});
