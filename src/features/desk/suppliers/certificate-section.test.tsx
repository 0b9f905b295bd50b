import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Supabase from '@/lib/supabase';
import { startDeskBackend, type DeskBackend } from '@/testing/desk-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CertificateSection } from './certificate-section';
import type { CertificateRow } from './supplier-queries';

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

/** A supplier with one unverified AS9100 certificate, as the section receives it. */
async function certificate(expiresOn: string | null): Promise<CertificateRow> {
  const [row] = await db().sql<{ id: string }>(
    `with s as (insert into public.suppliers (company_name, country) values ('Cert Works Ltd', 'GB') returning id)
     insert into public.supplier_certificates (supplier_id, standard, certificate_number, issuing_body, expires_on)
     select id, 'as9100', 'C-1', 'BSI', $1::date from s returning id`,
    [expiresOn],
  );
  const { data, error } = await db()
    .admin.from('supplier_certificate_states')
    .select('*')
    .eq('id', row?.id ?? '')
    .single();
  if (error) throw error;
  return data;
}

const stored = async (id: string | null) =>
  (
    await db().sql<{ verified: boolean; expires_on: string | null }>(
      'select verified_at is not null as verified, expires_on::text from public.supplier_certificates where id = $1',
      [id],
    )
  )[0];

describe('verifying a certificate', () => {
  it('asks for the expiry date in place when the certificate has none, then verifies with it', async () => {
    const user = userEvent.setup();
    const row = await certificate(null);
    renderWithProviders(<CertificateSection supplierId={row.supplier_id ?? ''} certificates={[row]} />);
    expect(within(screen.getByRole('region', { name: 'Certificates' })).getByRole('listitem')).toHaveTextContent(
      'Proposed by the shop — not verified',
    );
    await user.click(screen.getByRole('button', { name: 'Verify AS9100' }));
    const expiry = screen.getByLabelText(/Expiry date on the AS9100 certificate/);
    expect(expiry).toHaveFocus();
    expect(expiry).toBeRequired();
    const form = screen.getByRole('form', { name: 'Verify AS9100' });
    await user.click(within(form).getByRole('button', { name: 'Verify with this expiry date' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Give the certificate’s expiry date to verify it.');
    expect(await stored(row.id)).toEqual({ verified: false, expires_on: null });
    await user.type(expiry, '2027-06-30');
    await user.click(within(form).getByRole('button', { name: 'Verify with this expiry date' }));
    await waitFor(async () => expect(await stored(row.id)).toEqual({ verified: true, expires_on: '2027-06-30' }));
  });

  it('verifies a certificate with an expiry date at once', async () => {
    const user = userEvent.setup();
    const row = await certificate('2027-01-31');
    renderWithProviders(<CertificateSection supplierId={row.supplier_id ?? ''} certificates={[row]} />);
    expect(within(screen.getByRole('region', { name: 'Certificates' })).getByRole('listitem')).toHaveTextContent(
      'unverified',
    );
    await user.click(screen.getByRole('button', { name: 'Verify AS9100' }));
    expect(screen.queryByLabelText(/Expiry date on the AS9100 certificate/)).toBeNull();
    await waitFor(async () => expect(await stored(row.id)).toEqual({ verified: true, expires_on: '2027-01-31' }));
  });
});

describe('a certificate removed while its panel is open', () => {
  const removed = async (id: string | null) => {
    await db().sql('delete from public.supplier_certificates where id = $1', [id]);
  };

  it('is not reported saved when verified', async () => {
    const user = userEvent.setup();
    const row = await certificate('2027-01-31');
    renderWithProviders(<CertificateSection supplierId={row.supplier_id ?? ''} certificates={[row]} />);
    await removed(row.id);
    await user.click(screen.getByRole('button', { name: 'Verify AS9100' }));
    expect(await screen.findByText('Could not save. Check the values and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('is not reported saved when edited', async () => {
    const user = userEvent.setup();
    const row = await certificate('2027-01-31');
    renderWithProviders(<CertificateSection supplierId={row.supplier_id ?? ''} certificates={[row]} />);
    await removed(row.id);
    await user.click(screen.getByRole('button', { name: 'Edit AS9100' }));
    const form = screen.getByRole('form', { name: 'Edit the AS9100 certificate' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Could not save. Check the values and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
