import { screen, within } from '@testing-library/react';
import { storedLead } from '@/testing/lead-row';
import { renderWithProviders } from '@/testing/render-with-providers';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leadKindIds, type LeadKindId, type LeadRow } from '@/shared/leads/tables';
import { leadTabs } from './lead-tabs';
import { TABLE_PAGE_SIZE } from './lead-page-queries';
import { LeadsTable, type LeadsTableProps } from './leads-table';

function partnerRows(count: number): LeadRow<'partner'>[] {
  return Array.from({ length: count }, (_, i) =>
    storedLead(
      'partner',
      {
        id: `id-${i}`,
        created_at: new Date(Date.UTC(2026, 10, 21, 12, 0) - i * 60_000).toISOString(),
        email: `shop${i}@example.test`,
        company_name: `Shop ${i}`,
        contact_name: `Contact ${i}`,
        phone: i % 2 === 0 ? null : `0161 496 ${String(i).padStart(4, '0')}`,
      },
      `shop${i}`,
    ),
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

function bodyRow(index: number): HTMLElement {
  const row = bodyRows()[index];
  if (!row) throw new Error(`No table row ${index}`);
  return row;
}

/** The table as a tab shows it: one page of rows out of `total`. */
function renderPage<K extends LeadKindId>(
  props: Omit<LeadsTableProps<K>, 'page' | 'onPageChange' | 'total' | 'onOpenLead'> & Partial<LeadsTableProps<K>>,
) {
  const onPageChange = vi.fn();
  renderWithProviders(
    <LeadsTable page={0} total={props.rows.length} onPageChange={onPageChange} onOpenLead={vi.fn()} {...props} />,
  );
  return onPageChange;
}

describe('LeadsTable', () => {
  const renderEmpty = <K extends LeadKindId>(id: K) => renderPage({ kind: leadTabs[id], rows: [] });

  it.each(leadKindIds)('shows the empty message of %s when there are no rows', (id) => {
    renderEmpty(id);
    expect(screen.getByText(leadTabs[id].emptyMessage)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders the column headers, N/A for a missing phone and en-GB dates', () => {
    renderPage({ kind: leadTabs.partner, rows: partnerRows(2) });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Company', 'Contact', 'Email', 'Phone', 'Date', 'Status']);
    expect(
      within(bodyRow(0))
        .getAllByRole('cell')
        .slice(0, -1)
        .map((c) => c.textContent),
    ).toEqual(['Shop 0', 'Contact 0', 'shop0@example.test', 'N/A', '21/11/2026, 12:00']);
    expect(within(bodyRow(0)).getByRole('combobox', { name: 'Status of Shop 0' })).toHaveValue('new');
    expect(within(bodyRow(0)).getByRole('button', { name: 'Shop 0' })).toBeVisible();
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
    renderPage({ kind: leadTabs.oem, rows: [row] });
    const badge = screen.getByText('Medical');
    expect(badge).toHaveAttribute('data-slot', 'badge');
  });

  it('shows where the page sits in the whole table and asks for the next or previous page', async () => {
    const user = userEvent.setup();
    const onPageChange = renderPage({
      kind: leadTabs.partner,
      rows: partnerRows(TABLE_PAGE_SIZE),
      total: 10_000,
      page: 1,
    });
    expect(bodyRows()).toHaveLength(TABLE_PAGE_SIZE);
    expect(screen.getByText('Showing 51–100 of 10,000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
  });

  it('disables Next on a short last page', () => {
    renderPage({ kind: leadTabs.partner, rows: partnerRows(3), total: TABLE_PAGE_SIZE + 3, page: 1 });
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Showing 51–53 of 53')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('disables Previous on the first page', () => {
    renderPage({ kind: leadTabs.partner, rows: partnerRows(TABLE_PAGE_SIZE), total: 120 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('marks the rows whose notifications failed or are retrying, in words under the name', () => {
    const marks = new Map([
      ['id-0', 'failed' as const],
      ['id-2', 'retrying' as const],
    ]);
    renderPage({ kind: leadTabs.partner, rows: partnerRows(3), marks });
    expect(within(bodyRow(0)).getByRole('cell', { name: /Shop 0/ })).toHaveTextContent('Shop 0Notification failed');
    expect(within(bodyRow(1)).queryByText(/^Notification/)).toBeNull();
    expect(within(bodyRow(2)).getByText('Notification retrying')).toBeVisible();
  });

  it('shows the supplier’s status in words where a partner became a supplier, the select elsewhere', () => {
    const suppliers = new Map([
      ['id-1', { supplierId: 's-1', status: 'vetting' as const, since: '2026-11-24T09:00:00Z' }],
    ]);
    renderPage({ kind: leadTabs.partner, rows: partnerRows(2), suppliers });
    expect(within(bodyRow(0)).getByRole('combobox', { name: 'Status of Shop 0' })).toHaveValue('new');
    expect(within(bodyRow(1)).queryByRole('combobox')).toBeNull();
    const status = within(bodyRow(1)).getByText('Vetting');
    expect(status).toHaveAttribute('title', expect.stringMatching(/status in the register \(since 24\/11\/2026/));
  });
});
