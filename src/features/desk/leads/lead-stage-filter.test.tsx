import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedLead } from '@/testing/lead-row';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { LeadRow } from '@/shared/leads/tables';
import { noFilters, type LeadFilters } from './filtered-rows';
import { LeadFiltersForm } from './lead-filters';
import { leadTabs } from './lead-tabs';
import { LeadsTab } from './leads-tab';

/** The RFQ list's "Introduced" stage (docs/decisions/0037-buyer-options-page.md): the filter, its query, its row. */

const introducedRow: LeadRow<'oem'> = storedLead(
  'oem',
  {
    id: 'oem-1',
    company_name: 'Aero Parts',
    clock_due_at: '2026-11-24T14:05:09Z',
    clock_paused_at: null,
    options_sent_at: '2026-11-22T10:00:00Z',
    clock_closed_at: null,
    introduced_at: '2026-11-23T16:30:00Z',
  },
  'one',
);

let requests: URL[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    if (url.pathname.endsWith('/rest/v1/oem_leads')) {
      return Response.json([introducedRow], { headers: { 'content-range': '0-0/1' } });
    }
    return Response.json([]);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the RFQ stage filter', () => {
  it('offers "Introduced" beside the clock on an RFQ table, and only there', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(<LeadFiltersForm filters={noFilters} onChange={onChange} rfq />);
    const stage = screen.getByRole('combobox', { name: 'Stage' });
    expect(screen.getByRole('combobox', { name: 'Clock' })).toBeVisible();
    expect(
      within(stage)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', 'Introduced']);
    await user.selectOptions(stage, 'Introduced');
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, stage: 'introduced' });
    unmount();
    renderWithProviders(<LeadFiltersForm filters={noFilters} onChange={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Stage' })).toBeNull();
  });

  it('counts as a filter: "Clear filters" shows and clears it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<LeadFiltersForm filters={{ ...noFilters, stage: 'introduced' }} onChange={onChange} rfq />);
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('introduced');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(noFilters);
  });

  it('asks for the RFQs the buyer chose from, and shows when on the row', async () => {
    const filters: LeadFilters = { ...noFilters, stage: 'introduced' };
    renderWithProviders(
      <LeadsTab
        kind={leadTabs.oem}
        filters={filters}
        page={0}
        onFiltersChange={vi.fn()}
        onPageChange={vi.fn()}
        onOpenLead={vi.fn()}
      />,
    );
    const row = await screen.findByRole('row', { name: /Aero Parts/ });
    expect(within(row).getByText('Introduced 23/11/2026, 16:30')).toBeVisible();
    expect(within(row).getByText('Options sent')).toBeVisible();
    const listed = requests.filter((url) => url.pathname.endsWith('/rest/v1/oem_leads'));
    expect(listed.length).toBeGreaterThan(0);
    for (const url of listed) expect(url.searchParams.get('introduced_at')).toBe('not.is.null');
  });

  it('leaves the list unnarrowed without it', async () => {
    renderWithProviders(
      <LeadsTab
        kind={leadTabs.oem}
        filters={noFilters}
        page={0}
        onFiltersChange={vi.fn()}
        onPageChange={vi.fn()}
        onOpenLead={vi.fn()}
      />,
    );
    await waitFor(() => expect(requests.some((url) => url.pathname.endsWith('/rest/v1/oem_leads'))).toBe(true));
    for (const url of requests) expect(url.searchParams.has('introduced_at')).toBe(false);
  });
});
