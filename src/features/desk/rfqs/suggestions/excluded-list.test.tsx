import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MULTI_AXIS_REASON } from '@/shared/cad/machining-read';
import { ExcludedList } from './excluded-list';
import type { Suggestion } from './suggestion-queries';

const excluded = (
  supplier_id: string,
  company_name: string,
  excluded_by_all: string[] | null,
  reasons: string[],
  excluded_by = excluded_by_all?.[0] ?? null,
): Suggestion => ({
  supplier_id,
  company_name,
  country: 'GB',
  rank: null,
  score: null,
  excluded_by,
  excluded_by_all,
  reasons,
});

const items = [
  excluded(
    's-1',
    'Abroad and Busy Ltd',
    ['uk_first', 'region', 'capacity'],
    ['Outside the UK (FR); the buyer asked for UK suppliers', 'Does not ship to UK', 'At capacity'],
  ),
  excluded('s-2', 'Busy Ltd', ['capacity'], ['At capacity']),
  excluded(
    's-3',
    'Small Bed Ltd',
    ['envelope'],
    ['Part 400 × 90 × 20 mm does not fit its 300 × 300 × 300 mm envelope'],
  ),
  excluded('s-4', 'Old List Ltd', null, ['Does not list EDM'], 'process'),
];

describe('ExcludedList', () => {
  it('groups those that fail exactly one filter first, as near misses, naming that filter', async () => {
    const user = userEvent.setup();
    render(<ExcludedList excluded={items} />);
    await user.click(screen.getByText('Excluded (4 suppliers)'));

    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings[0]).toBe('Near misses (2 suppliers)');
    const near = screen.getByRole('region', { name: 'Near misses (2 suppliers)' });
    const rows = within(near).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Busy Ltd · fails only: At capacity',
      'Small Bed Ltd · fails only: The part does not fit its machines — Part 400 × 90 × 20 mm does not fit its 300 × 300 × 300 mm envelope',
    ]);
    expect(within(near).queryByText('Abroad and Busy Ltd')).toBeNull();
  });

  it('names every filter a supplier fails, each with its reason, under the first it fails', async () => {
    const user = userEvent.setup();
    render(<ExcludedList excluded={items} />);
    await user.click(screen.getByText('Excluded (4 suppliers)'));

    expect(screen.getByRole('heading', { name: /^Outside the UK.*\(1 supplier\)$/ })).toBeVisible();
    expect(screen.getByLabelText('Why Abroad and Busy Ltd is excluded')).toHaveTextContent(
      'Fails 3 filters: Outside the UK (FR); the buyer asked for UK suppliers; Does not ship to UK; At capacity',
    );
    // A list stored before every filter was kept is never called a near miss.
    expect(screen.getByRole('heading', { name: 'Does not do this type of work (1 supplier)' })).toBeVisible();
    expect(screen.getByLabelText('Why Old List Ltd is excluded')).toHaveTextContent('Does not list EDM');
  });

  it('shows why the model requires multi-axis work, as the ranking words it', async () => {
    const user = userEvent.setup();
    const reason = `Does not list Multi-axis machining (${MULTI_AXIS_REASON})`;
    render(<ExcludedList excluded={[excluded('s-5', 'Three Axis Ltd', ['process'], [reason])]} />);
    await user.click(screen.getByText('Excluded (1 supplier)'));

    const near = screen.getByRole('region', { name: 'Near misses (1 supplier)' });
    expect(within(near).getByRole('listitem')).toHaveTextContent(
      `Three Axis Ltd · fails only: Does not do this type of work — ${reason}`,
    );
  });
});
