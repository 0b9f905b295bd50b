import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leadKindIds, type LeadKindId, type LeadRow } from '@/lib/leads/tables';
import { leadKinds } from '../lead-kinds';
import { LeadsTable, PAGE_SIZE } from './leads-table';

function cncRows(count: number): LeadRow<'cnc'>[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `id-${i}`,
    created_at: new Date(Date.UTC(2026, 10, 21, 12, 0) - i * 60_000).toISOString(),
    email: `shop${i}@example.test`,
    company_name: `Shop ${i}`,
    contact_name: `Contact ${i}`,
    phone: i % 2 === 0 ? null : `0161 496 ${String(i).padStart(4, '0')}`,
    company_website: null,
    number_of_employees: null,
    certifications: null,
    industries_served: null,
    hear_about_us: null,
  }));
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

function bodyRow(index: number): HTMLElement {
  const row = bodyRows()[index];
  if (!row) throw new Error(`No table row ${index}`);
  return row;
}

describe('LeadsTable', () => {
  const renderEmpty = <K extends LeadKindId>(id: K) => render(<LeadsTable kind={leadKinds[id]} rows={[]} />);

  it.each(leadKindIds)('shows the empty message of %s when there are no rows', (id) => {
    renderEmpty(id);
    expect(screen.getByText(leadKinds[id].emptyMessage)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders the column headers, N/A for a missing phone and en-GB dates', () => {
    render(<LeadsTable kind={leadKinds.cnc} rows={cncRows(2)} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Company', 'Contact', 'Email', 'Phone', 'Date']);
    expect(
      within(bodyRow(0))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Shop 0', 'Contact 0', 'shop0@example.test', 'N/A', '21/11/2026, 12:00']);
    expect(within(bodyRow(1)).getByText('0161 496 0001')).toBeVisible();
    expect(screen.getByRole('table', { name: 'CNC partner leads' })).toBeVisible();
  });

  it('shows the OEM industry as a badge', () => {
    const row = {
      id: 'o1',
      created_at: '2026-11-21T09:30:00Z',
      company_name: 'Aero Parts',
      contact_person: 'Olga',
      email: 'o@example.test',
      industry_sector: 'medical',
      country: 'Germany',
    } as LeadRow<'oem'>;
    render(<LeadsTable kind={leadKinds.oem} rows={[row]} />);
    const badge = screen.getByText('Medical');
    expect(badge).toHaveAttribute('data-slot', 'badge');
  });

  it(`pages ${PAGE_SIZE} rows at a time through thousands of rows`, async () => {
    const user = userEvent.setup();
    render(<LeadsTable kind={leadKinds.cnc} rows={cncRows(10_000)} />);
    expect(bodyRows()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText('Showing 1–50 of 10,000')).toBeVisible();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(screen.getByText('Showing 51–100 of 10,000')).toBeVisible();
    expect(within(bodyRow(0)).getByText('Shop 50')).toBeVisible();
    await user.click(previous);
    expect(within(bodyRow(0)).getByText('Shop 0')).toBeVisible();
  });

  it('shows a short last page and disables Next on it', async () => {
    const user = userEvent.setup();
    render(<LeadsTable kind={leadKinds.cnc} rows={cncRows(PAGE_SIZE + 3)} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Showing 51–53 of 53')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
