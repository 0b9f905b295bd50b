import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeadRow } from '@/shared/leads/tables';
import type * as Supabase from '@/lib/supabase';
import { startDeskBackend, type DeskBackend } from '@/testing/desk-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StartVetting } from './start-vetting';
import { SupplierPanel } from './supplier-panel';

// The desk's own queries run against the embedded backend (the real migrations), signed in as the admin.
const backend = vi.hoisted(() => ({ current: undefined as DeskBackend | undefined }));
vi.mock('@/lib/supabase', async (original) => ({
  ...(await original<typeof Supabase>()),
  getSupabase: () => backend.current?.admin,
}));

beforeAll(async () => {
  backend.current = await startDeskBackend();
}, 120_000);
afterAll(() => backend.current?.close());

const db = () => {
  if (!backend.current) throw new Error('The backend did not start');
  return backend.current;
};

/** A partner sign-up as the form stores it: ticked answers, and free text naming more. */
async function partnerLead(company: string): Promise<LeadRow<'partner'>> {
  const [row] = await db().sql<{ id: string }>(
    `insert into public.cnc_partner_leads (email, company_name, contact_name, phone, company_website,
       certifications, industries_served, consent_version, processes, max_axes, materials,
       held_certifications, industries, order_sizes, lead_time, town, country)
     values ('ops@castleford.example', $1, 'Helen Ward', '01234 567890', 'https://castleford.example',
       'AS9100D since 2019', 'Medical devices', (select max(version) from private.notice_versions),
       '{cnc-milling,multi-axis}', 5, '{titanium}', '{iso9001}', '{aerospace}', '{small}', '2-4-weeks',
       'Leeds', 'GB')
     returning id`,
    [company],
  );
  const { data, error } = await db()
    .admin.from('cnc_partner_leads')
    .select('*')
    .eq('id', row?.id ?? '')
    .single();
  if (error) throw error;
  return data;
}

describe('Start vetting', () => {
  it('makes the lead a supplier in vetting in one call, its standards proposed and nothing verified', async () => {
    const user = userEvent.setup();
    const lead = await partnerLead('Castleford Precision Ltd');
    const { unmount } = renderWithProviders(<StartVetting lead={lead} />);
    await user.click(await screen.findByRole('button', { name: 'Start vetting' }));
    expect(await screen.findByText('Supplier created from this lead.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open supplier' })).toBeInTheDocument();

    const [supplier] = await db().sql<{ id: string; status: string; industries: string[]; town: string }>(
      'select id, status, industries, town from public.suppliers where partner_lead_id = $1',
      [lead.id],
    );
    expect(supplier).toMatchObject({ status: 'vetting', town: 'Leeds' });
    // The ticked industry and the one the free text names.
    expect([...(supplier?.industries ?? [])].sort()).toEqual(['aerospace', 'medical']);
    const certificates = await db().sql<{ standard: string; verified_at: string | null; expires_on: string | null }>(
      'select standard, verified_at, expires_on from public.supplier_certificates where supplier_id = $1 order by standard',
      [supplier?.id],
    );
    expect(certificates).toEqual([
      { standard: 'as9100', verified_at: null, expires_on: null },
      { standard: 'iso9001', verified_at: null, expires_on: null },
    ]);
    unmount();

    // The panel reads the supplier row: everything the shop said is there, as the shop's word.
    renderWithProviders(<SupplierPanel id={supplier?.id ?? ''} onClose={() => undefined} />);
    const panel = await screen.findByRole('dialog', { name: 'Castleford Precision Ltd' });
    const region = await within(panel).findByRole('region', { name: 'Certificates' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toHaveTextContent('Proposed by the shop — not verified');
      expect(item).not.toHaveTextContent('verified by');
    }
    const capabilities = within(panel).getByRole('form', { name: 'Capabilities' });
    expect(within(capabilities).getByRole('checkbox', { name: 'Multi-axis machining' })).toBeChecked();
    expect(within(capabilities).getByRole('spinbutton', { name: 'Axes (multi-axis)' })).toHaveValue(5);
    expect(within(capabilities).getByRole('checkbox', { name: 'Titanium' })).toBeChecked();
    expect(within(capabilities).getByRole('checkbox', { name: 'Medical' })).toBeChecked();
    expect(within(capabilities).getByRole('combobox', { name: 'Typical lead time' })).toHaveValue('2-4-weeks');
  });
});
