import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsivenessSection } from './responsiveness-section';

/** The supplier panel's responsiveness: figures from what it did, or no figure at all. */
describe('ResponsivenessSection', () => {
  it('shows no rate for a supplier with no brief whose outcome is known', () => {
    render(<ResponsivenessSection figures={{ briefs: 0, answered_in_time: 0, median_hours: null }} />);
    expect(screen.getByRole('region', { name: 'Responsiveness' })).toHaveTextContent('no figure is shown');
    expect(screen.queryByText(/Answered \d+ of/)).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('states the answers and the median time to an answer', () => {
    render(<ResponsivenessSection figures={{ briefs: 7, answered_in_time: 5, median_hours: 6.5 }} />);
    expect(screen.getByText('Answered 5 of its last 7 briefs within 48 h')).toBeInTheDocument();
    expect(screen.getByText('Median time to an answer: 6.5 h')).toBeInTheDocument();
  });

  it('says there is no time to an answer when none came', () => {
    render(<ResponsivenessSection figures={{ briefs: 2, answered_in_time: 0, median_hours: null }} />);
    expect(screen.getByText('Answered 0 of its last 2 briefs within 48 h')).toBeInTheDocument();
    expect(screen.getByText('No answer yet, so no time to an answer.')).toBeInTheDocument();
  });
});
