import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { HeldRfqsNote } from './held-rfqs-note';

/** What the queue says of the RFQs it leaves out while they are held for review. */

const counts = (oem: number, quote: number) => ({
  oem_leads: { dueSoon: 4, overdue: 2, held: oem },
  consultation_requests: { dueSoon: 0, overdue: 0, held: quote },
});

describe('HeldRfqsNote', () => {
  it('links each kind with held RFQs to the lead list filtered to them', () => {
    renderWithProviders(<HeldRfqsNote counts={counts(3, 1)} />, { route: '/admin' });
    expect(screen.getByText('Held for review, and not in this queue until released:')).toBeVisible();
    expect(screen.getByRole('link', { name: '3 OEM RFQs' })).toHaveAttribute('href', '/admin?tab=oem&status=held');
    expect(screen.getByRole('link', { name: '1 consultation request' })).toHaveAttribute(
      'href',
      '/admin?tab=quote&status=held',
    );
  });

  it('names only the kinds with any held, and says nothing when none is held or the counts are not in', () => {
    const { unmount } = renderWithProviders(<HeldRfqsNote counts={counts(0, 2)} />, { route: '/admin' });
    expect(screen.queryByRole('link', { name: /OEM/ })).toBeNull();
    expect(screen.getByRole('link', { name: '2 consultation requests' })).toBeVisible();
    unmount();
    for (const none of [counts(0, 0), undefined]) {
      const { unmount: done } = renderWithProviders(<HeldRfqsNote counts={none} />, { route: '/admin' });
      expect(screen.queryByText(/Held for review/)).toBeNull();
      done();
    }
  });
});
