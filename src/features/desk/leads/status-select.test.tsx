import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StatusSelect } from './status-select';

describe('StatusSelect', () => {
  it('does not offer "Held for review" for a lead that is not held', () => {
    renderWithProviders(<StatusSelect kind="oem" id="a" status="new" label="Status of the RFQ" />);
    const select = screen.getByRole('combobox', { name: 'Status of the RFQ' });
    expect(within(select).queryByRole('option', { name: 'Held for review' })).toBeNull();
  });

  it('shows a held lead as held, and offers the other statuses to release it', () => {
    renderWithProviders(<StatusSelect kind="oem" id="a" status="held" label="Status of the RFQ" />);
    const select = screen.getByRole('combobox', { name: 'Status of the RFQ' });
    expect(select).toHaveDisplayValue('Held for review');
    expect(within(select).getAllByRole('option').length).toBeGreaterThan(1);
  });
});
