import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Supabase from '@/lib/supabase';
import { startDeskBackend, type DeskBackend } from '@/testing/desk-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
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

async function supplierInVetting(company: string): Promise<string> {
  const [row] = await db().sql<{ id: string }>(
    `insert into public.suppliers (company_name, email, country, status, processes)
     values ($1, 'ops@' || md5($1) || '.example', 'GB', 'vetting', '{cnc-milling}') returning id`,
    [company],
  );
  return row?.id ?? '';
}

async function openPanel(id: string, company: string) {
  renderWithProviders(<SupplierPanel id={id} onClose={() => undefined} />);
  return screen.findByRole('dialog', { name: company });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('recording a supplier as not vetted', () => {
  it('asks for the reason in place, refuses none, then records it with the status', async () => {
    const user = userEvent.setup();
    const id = await supplierInVetting('Reject Works Ltd');
    const panel = await openPanel(id, 'Reject Works Ltd');
    const status = within(panel).getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'rejected');
    const reason = within(panel).getByRole('textbox', { name: /Why is this supplier not vetted/ });
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();
    await user.click(within(panel).getByRole('button', { name: 'Record as not vetted' }));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give the reason this supplier is not vetted.'));
    expect((await db().sql('select status from public.suppliers where id = $1', [id]))[0]).toEqual({
      status: 'vetting',
    });

    await user.type(reason, 'Sample parts out of tolerance');
    await user.click(within(panel).getByRole('button', { name: 'Record as not vetted' }));
    expect(await within(panel).findByText('Not vetted: Sample parts out of tolerance')).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');
    expect((await db().sql('select status, status_reason from public.suppliers where id = $1', [id]))[0]).toEqual({
      status: 'rejected',
      status_reason: 'Sample parts out of tolerance',
    });
    const shop = within(panel).getByRole('region', { name: 'The shop’s page' });
    expect(await within(shop).findByText(/^Not vetted · “Sample parts out of tolerance” · /)).toBeInTheDocument();
  });

  it('gives focus back to the status when the reason is cancelled', async () => {
    const user = userEvent.setup();
    const id = await supplierInVetting('Cancel Works Ltd');
    const panel = await openPanel(id, 'Cancel Works Ltd');
    const status = within(panel).getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'rejected');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByRole('textbox', { name: /Why is this supplier not vetted/ })).toBeNull();
    expect(status).toHaveFocus();
    expect(status).toHaveValue('vetting');
  });
});

describe('booking the visit', () => {
  it('needs a date, saves it and lists the email it queues', async () => {
    const user = userEvent.setup();
    const id = await supplierInVetting('Booking Works Ltd');
    const panel = await openPanel(id, 'Booking Works Ltd');
    const booking = within(panel).getByRole('form', { name: 'Book the vetting visit' });
    expect(booking).toHaveTextContent('No visit booked yet.');
    const date = within(booking).getByLabelText(/Visit date/);
    await user.click(within(booking).getByRole('button', { name: 'Book visit' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Give the date of the visit.'));
    const day = inDays(14);
    await user.type(date, day);
    await user.click(within(booking).getByRole('button', { name: 'Book visit' }));
    const [year, month, dayOfMonth] = day.split('-').map(Number);
    const month_ = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 1)).toLocaleString('en-GB', { month: 'long' });
    const long = `${dayOfMonth} ${month_} ${year}`;
    expect(await within(panel).findByText(`Visit booked for ${long}`)).toBeInTheDocument();
    expect((await db().sql('select visit_booked_on::text as d from public.suppliers where id = $1', [id]))[0]).toEqual({
      d: day,
    });
    const shop = within(panel).getByRole('region', { name: 'The shop’s page' });
    expect(await within(shop).findByText(new RegExp(`^Visit booked · for ${long} · `))).toBeInTheDocument();
  });
});

describe('a proposal from the shop', () => {
  it('lists each change as current → proposed in the vocabulary’s words, and accepting applies it', async () => {
    const user = userEvent.setup();
    const id = await supplierInVetting('Proposal Works Ltd');
    await db().sql(
      `insert into public.supplier_proposals (supplier_id, changes)
       values ($1, '{"processes": ["cnc-milling", "edm"], "lead_time": "2-4-weeks"}')`,
      [id],
    );
    const panel = await openPanel(id, 'Proposal Works Ltd');
    const section = await within(panel).findByRole('region', { name: 'Changes the shop proposes' });
    expect(within(section).getByText('Processes: CNC milling → CNC milling, EDM')).toBeInTheDocument();
    expect(within(section).getByText('Typical lead time: Not set → 2-4 weeks')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Accept changes' }));
    expect(await within(section).findByText('No changes proposed by the shop.')).toBeInTheDocument();
    expect((await db().sql('select processes, lead_time from public.suppliers where id = $1', [id]))[0]).toEqual({
      processes: ['cnc-milling', 'edm'],
      lead_time: '2-4-weeks',
    });
    // The form is drawn again from the saved row.
    await waitFor(() =>
      expect(
        within(within(panel).getByRole('form', { name: 'Capabilities' })).getByRole('checkbox', { name: 'EDM' }),
      ).toBeChecked(),
    );
  });

  it('declining leaves the supplier as it was', async () => {
    const user = userEvent.setup();
    const id = await supplierInVetting('Declined Works Ltd');
    await db().sql(`insert into public.supplier_proposals (supplier_id, changes) values ($1, '{"town": "Hull"}')`, [
      id,
    ]);
    const panel = await openPanel(id, 'Declined Works Ltd');
    const section = await within(panel).findByRole('region', { name: 'Changes the shop proposes' });
    expect(within(section).getByText('Town: Not set → Hull')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Decline' }));
    expect(await within(section).findByText('No changes proposed by the shop.')).toBeInTheDocument();
    expect((await db().sql('select town from public.suppliers where id = $1', [id]))[0]).toEqual({ town: null });
    expect((await db().sql('select status from public.supplier_proposals where supplier_id = $1', [id]))[0]).toEqual({
      status: 'declined',
    });
  });
});

describe('the shop’s page links', () => {
  it('shows the live link and revokes every link after a confirmation the keyboard can leave', async () => {
    const user = userEvent.setup();
    const id = await supplierInVetting('Links Works Ltd');
    await db().sql(
      `insert into public.supplier_links (supplier_id, token_hash, expires_at)
       values ($1, $2, now() + interval '30 days')`,
      [id, 'a'.repeat(64)],
    );
    const panel = await openPanel(id, 'Links Works Ltd');
    const shop = await within(panel).findByRole('region', { name: 'The shop’s page' });
    expect(shop).toHaveTextContent('A page link is live until');
    const revoke = within(shop).getByRole('button', { name: 'Revoke page links' });
    await user.click(revoke);
    expect(await screen.findByRole('alertdialog', { name: 'Revoke the shop’s page links?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(revoke).toHaveFocus();
    expect(
      (
        await db().sql(
          'select count(*)::int as n from public.supplier_links where revoked_at is null and supplier_id = $1',
          [id],
        )
      )[0],
    ).toEqual({ n: 1 });

    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the shop’s page links?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke links' }));
    expect(await screen.findByText('1 link revoked.')).toBeInTheDocument();
    expect(await within(shop).findByText(/^No live page link/)).toBeInTheDocument();
    expect(
      (
        await db().sql(
          'select count(*)::int as n from public.supplier_links where revoked_at is null and supplier_id = $1',
          [id],
        )
      )[0],
    ).toEqual({ n: 0 });
  });
});

describe('a certificate’s files', () => {
  it('lists each file with its size and opens it through a signed URL', async () => {
    const user = userEvent.setup();
    const id = await supplierInVetting('Files Works Ltd');
    const path = `cnc_partner_leads/${crypto.randomUUID()}/0-as9100-cert.pdf`;
    const content = '%PDF-1.4 certificate';
    const bytes = new TextEncoder().encode(content);
    const upload = await db()
      .service.storage.from('lead-attachments')
      .upload(path, bytes, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    await db().sql(
      `insert into public.supplier_certificates (supplier_id, standard, files)
       values ($1, 'as9100', jsonb_build_array(jsonb_build_object(
         'name', 'AS9100-cert.pdf', 'size', 45000, 'type', 'application/pdf', 'path', $2::text)))`,
      [id, path],
    );
    const panel = await openPanel(id, 'Files Works Ltd');
    const files = await within(panel).findByRole('list', { name: 'Files sent with AS9100' });
    expect(files).toHaveTextContent('AS9100-cert.pdf');
    expect(files).toHaveTextContent('44 KB');
    expect(files.closest('li')).toHaveTextContent('Proposed by the shop — not verified');

    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    await user.click(within(files).getByRole('button', { name: 'Download AS9100-cert.pdf' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    click.mockRestore();
    const response = await fetch(opened[0] ?? '');
    expect(response.ok).toBe(true);
    expect(await response.text()).toBe(content);
  });
});
