import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddByHand } from './add-by-hand';
import type { Blocked, Suggestion } from './suggestion-queries';

const candidate = (
  supplier_id: string,
  company_name: string,
  excluded_by: string,
  excluded_by_all: string[] | null = null,
): Suggestion => ({
  supplier_id,
  company_name,
  country: 'GB',
  rank: null,
  score: null,
  excluded_by,
  excluded_by_all,
  reasons: [],
});

const candidates = [
  candidate('s-1', 'Wide Envelope Ltd', 'envelope'),
  candidate('s-2', 'Unvetted Works', 'status'),
  candidate('s-3', 'No Cert Engineering', 'certification'),
];
const blocked: Blocked[] = [
  { supplier_id: 's-2', company_name: 'Unvetted Works', blockers: ['Not vetted (prospect)'] },
  {
    supplier_id: 's-3',
    company_name: 'No Cert Engineering',
    blockers: ['AS9100 not held (missing, unverified or expired)'],
  },
];

describe('AddByHand', () => {
  it('offers only suppliers that may be picked, and names the others with why', () => {
    render(<AddByHand candidates={candidates} blocked={blocked} disabled={false} onAdd={() => {}} />);
    const select = screen.getByRole('combobox', { name: /Supplier/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a supplier', 'Wide Envelope Ltd (GB)']);
    const cannot = screen.getByRole('region', { name: 'Cannot be picked' });
    expect(within(cannot).getByText('Unvetted Works')).toBeVisible();
    expect(within(cannot).getByLabelText('Why Unvetted Works cannot be picked')).toHaveTextContent(
      'Not vetted (prospect)',
    );
    expect(within(cannot).getByLabelText('Why No Cert Engineering cannot be picked')).toHaveTextContent(
      'AS9100 not held (missing, unverified or expired)',
    );
  });

  it('offers the near misses first, grouped, then the other excluded suppliers', () => {
    const many = [
      candidate('s-4', 'Abroad Works', 'uk_first', ['uk_first', 'capacity']),
      candidate('s-5', 'Busy Ltd', 'capacity', ['capacity']),
      candidate('s-1', 'Wide Envelope Ltd', 'envelope', ['envelope']),
      candidate('s-6', 'Any Old List Ltd', 'region'),
    ];
    render(<AddByHand candidates={many} blocked={[]} disabled={false} onAdd={() => {}} />);
    const select = screen.getByRole('combobox', { name: /Supplier/ });
    const near = within(select).getByRole('group', { name: 'Near misses (fail one filter)' });
    expect(
      within(near)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Busy Ltd (GB)', 'Wide Envelope Ltd (GB)']);
    const others = within(select).getByRole('group', { name: 'Other excluded suppliers' });
    expect(
      within(others)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Abroad Works (GB)', 'Any Old List Ltd (GB)']);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a supplier',
      'Busy Ltd (GB)',
      'Wide Envelope Ltd (GB)',
      'Abroad Works (GB)',
      'Any Old List Ltd (GB)',
    ]);
  });

  it('counts only visible characters in the reason, as the database does', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<AddByHand candidates={candidates} blocked={blocked} disabled={false} onAdd={onAdd} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Supplier/ }), 's-1');
    const reason = screen.getByRole('textbox', { name: /Why this supplier/ });
    await user.type(reason, ' a\u200b\u200bb ');
    await user.click(screen.getByRole('button', { name: 'Add by hand' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at least 3 characters that are not spaces');
    expect(onAdd).not.toHaveBeenCalled();
    await user.clear(reason);
    await user.type(reason, '  Only shop with a 2 m bed  ');
    await user.click(screen.getByRole('button', { name: 'Add by hand' }));
    expect(onAdd).toHaveBeenCalledWith({
      supplier_id: 's-1',
      name: 'Wide Envelope Ltd',
      rank: null,
      hand_reason: 'Only shop with a 2 m bed',
    });
  });
});
