import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CertificateSection } from './certificate-section';
import type * as SupplierQueries from './supplier-queries';
import type { CertificateRow } from './supplier-queries';

const calls = vi.hoisted(() => ({ verify: [] as unknown[][] }));
vi.mock('./supplier-queries', async (original) => ({
  ...(await original<typeof SupplierQueries>()),
  verifyCertificate: (...args: unknown[]) => {
    calls.verify.push(args);
    return Promise.resolve();
  },
}));

const certificate = (row: Partial<CertificateRow>): CertificateRow =>
  ({
    id: 'cert-1',
    supplier_id: 'supplier-1',
    standard: 'as9100',
    certificate_number: 'C-1',
    issuing_body: 'BSI',
    expires_on: null,
    verified_at: null,
    verified_by: null,
    held: false,
    ...row,
  }) as CertificateRow;

describe('verifying a certificate', () => {
  it('asks for the expiry date in place when the certificate has none, then verifies with it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CertificateSection supplierId="supplier-1" certificates={[certificate({})]} />);
    await user.click(screen.getByRole('button', { name: 'Verify AS9100' }));
    const expiry = screen.getByLabelText(/Expiry date on the AS9100 certificate/);
    expect(expiry).toHaveFocus();
    expect(expiry).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Verify with this expiry date' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the certificate’s expiry date to verify it.');
    expect(calls.verify).toEqual([]);
    await user.type(expiry, '2027-06-30');
    await user.click(screen.getByRole('button', { name: 'Verify with this expiry date' }));
    expect(calls.verify).toEqual([['cert-1', '2027-06-30']]);
  });

  it('verifies a certificate with an expiry date at once', async () => {
    calls.verify.length = 0;
    const user = userEvent.setup();
    renderWithProviders(
      <CertificateSection supplierId="supplier-1" certificates={[certificate({ expires_on: '2027-01-31' })]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Verify AS9100' }));
    expect(screen.queryByLabelText(/Expiry date on the AS9100 certificate/)).toBeNull();
    expect(calls.verify).toEqual([['cert-1']]);
  });
});
