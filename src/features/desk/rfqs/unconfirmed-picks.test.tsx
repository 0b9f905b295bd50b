import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { introductionFixture } from '@/testing/introduction-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SupplierOptions } from './introductions/supplier-options';
import { SupplierSuggestions } from './suggestions/supplier-suggestions';
import type { Suggestion } from './suggestions/suggestion-queries';
import { UnconfirmedPicksProvider } from './unconfirmed-picks';

/** Nothing is previewed or sent from a shortlist the team is still changing, read through the project's REST API. */

const ranked = (position: number, company_name: string): Suggestion => ({
  supplier_id: `supplier-${position}`,
  company_name,
  country: 'GB',
  rank: position,
  score: 80 - position,
  excluded_by: null,
  excluded_by_all: null,
  reasons: ['Titanium ✓'],
});
const items = [ranked(1, 'Derby Precision'), ranked(2, 'Leeds Machining')];
const supplierRow = (s: Suggestion) => ({
  id: s.supplier_id,
  company_name: s.company_name,
  contact_name: null,
  email: `${s.supplier_id}@shop.example`,
  country: 'GB',
  town: 'Derby',
});

let introductions: ReturnType<typeof introductionFixture>[] = [];

beforeEach(() => {
  introductions = [introductionFixture(1, 'Derby Precision')];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^.*\/rest\/v1\//, '');
    if (path === 'rpc/record_suggestions') return Response.json('list-1');
    if (path === 'rpc/suggestion_list_items') return Response.json(items);
    if (path === 'rpc/set_shortlist') {
      const { p_picks: picks } = JSON.parse(String(init?.body)) as { p_picks: { supplier_id: string }[] };
      introductions = picks.map((pick, index) => {
        const item = items.find((i) => i.supplier_id === pick.supplier_id);
        return introductionFixture(index + 1, item?.company_name ?? '', { supplier_id: pick.supplier_id });
      });
      return Response.json(introductions);
    }
    if (path === 'introductions') return Response.json(introductions);
    if (path === 'suppliers') return Response.json(items.map(supplierRow));
    return Response.json([]);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const LEAD = '3f9ac21b-0000-4000-8000-0000000000aa';
const row = { id: LEAD, options_sent_at: null, email: 'buyer@oem.example' };

describe('picks changed but not confirmed', () => {
  it('disable the preview and send, with the reason on screen, until the shortlist is confirmed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <UnconfirmedPicksProvider>
        <SupplierSuggestions table="oem_leads" leadId={LEAD} />
        <SupplierOptions kind="oem" row={row} />
      </UnconfirmedPicksProvider>,
    );
    const preview = await screen.findByRole('button', { name: 'Preview and send briefs' });
    expect(preview).toBeEnabled();

    await user.click(await screen.findByRole('button', { name: 'Add Leeds Machining to the shortlist' }));
    expect(preview).toBeDisabled();
    const reason = /^Confirm the shortlist first: your changes are not saved/;
    expect(screen.getByText(reason)).toBeVisible();
    expect(preview).toHaveAccessibleDescription(reason);

    await user.click(screen.getByRole('button', { name: 'Confirm shortlist' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview and send briefs' })).toBeEnabled());
    expect(screen.queryByText(reason)).toBeNull();

    // The preview reads the confirmed shortlist: both suppliers now.
    await user.click(screen.getByRole('button', { name: 'Preview and send briefs' }));
    const briefs = screen.getByRole('form', { name: 'Send briefs' });
    expect(await within(briefs).findByRole('heading', { name: 'Brief 2: Leeds Machining' })).toBeVisible();
  });

  it('hide a preview already open while the shortlist changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <UnconfirmedPicksProvider>
        <SupplierSuggestions table="oem_leads" leadId={LEAD} />
        <SupplierOptions kind="oem" row={row} />
      </UnconfirmedPicksProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Preview and send briefs' }));
    expect(screen.getByRole('form', { name: 'Send briefs' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Derby Precision from the shortlist' }));
    expect(screen.queryByRole('form', { name: 'Send briefs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send briefs' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview and send briefs' })).toBeDisabled();
  });

  it('disable choosing the buyer’s options too, until the shortlist is confirmed', async () => {
    const user = userEvent.setup();
    introductions = [
      introductionFixture(1, 'Derby Precision', {
        sent_at: '2026-11-22T09:00:00Z',
        answer: 'interested',
        lead_time: '2-4-weeks',
        earliest_start: '2026-12-07',
      }),
    ];
    renderWithProviders(
      <UnconfirmedPicksProvider>
        <SupplierSuggestions table="oem_leads" leadId={LEAD} />
        <SupplierOptions kind="oem" row={row} />
      </UnconfirmedPicksProvider>,
    );
    const choose = await screen.findByRole('button', { name: 'Choose the buyer’s options' });
    expect(choose).toBeEnabled();
    await user.click(await screen.findByRole('button', { name: 'Add Leeds Machining to the shortlist' }));
    expect(choose).toBeDisabled();
    expect(choose).toHaveAccessibleDescription(/^Confirm the shortlist first/);
  });
});
