import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AssigneeSelect } from './assignee-select';

/** Who works an RFQ: the team as the select offers it, and the call a choice makes. */

const lead = '2f1c6f0e-8a1b-4c3d-9e7f-0a1b2c3d4e5f';
const sam = { id: '11111111-1111-4111-8111-111111111111', email: 'sam@example.test' };
const ada = { id: '22222222-2222-4222-8222-222222222222', email: 'ada@example.test' };

let calls: { path: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ path: url.pathname, body });
    if (url.pathname.endsWith('/rpc/team_members')) return Response.json([ada, sam]);
    if (url.pathname.endsWith('/rpc/assign_rfq')) return new Response(null, { status: 204 });
    return Response.json([]);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AssigneeSelect', () => {
  it('offers "Unassigned" and each team member, and saves a choice at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssigneeSelect table="oem_leads" id={lead} assignedTo={null} />);
    const select = screen.getByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned', 'ada@example.test', 'sam@example.test']);
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'sam@example.test');
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/rpc/assign_rfq'))?.body).toEqual({
        p_lead_table: 'oem_leads',
        p_lead_id: lead,
        p_assignee: sam.id,
      }),
    );
  });

  it('unassigns with null', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssigneeSelect table="consultation_requests" id={lead} assignedTo={ada.id} />);
    const select = screen.getByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue(ada.id);
    await user.selectOptions(select, 'Unassigned');
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/rpc/assign_rfq'))?.body).toEqual({
        p_lead_table: 'consultation_requests',
        p_lead_id: lead,
        p_assignee: null,
      }),
    );
  });
});
