import { describe, expect, it } from 'vitest';
import { supplierCsvRow } from './supplier-csv';
import type { SupplierRow } from './supplier-queries';

/** A row of the register with every column set; the type names every column of the view. */
const row = {
  id: '0b0e6c2e-3f4d-4a53-9d2e-1c1f1f1f1f1f',
  created_at: '2026-11-01T09:00:00Z',
  company_name: 'Cert Works Ltd',
  contact_name: 'Ada',
  email: 'ada@example.com',
  phone: '+44 114 000 0000',
  website: 'https://example.com',
  country: 'GB',
  town: 'Sheffield',
  partner_lead_id: null,
  processes: ['cnc-milling'],
  max_axes: 5,
  materials: ['titanium'],
  industries: ['aerospace'],
  order_sizes: ['prototype'],
  lead_time: 'under-2-weeks',
  regions: ['uk'],
  envelope_x_mm: 800,
  envelope_y_mm: 500,
  envelope_z_mm: 400,
  capacity: 'open',
  capacity_set_at: '2026-11-02T09:00:00Z',
  status: 'paused',
  status_changed_at: '2026-11-20T09:00:00Z',
  status_reason: 'Moving premises until January',
  notes: 'Prefers email; ask for Ada',
  updated_at: '2026-11-20T09:00:00Z',
  updated_by: 'admin@example.com',
  held_certifications: ['as9100'],
  revisit_due: '2027-10-01',
  has_complete_visit: true,
  visit_booked_on: '2026-12-04',
} satisfies Record<keyof SupplierRow, unknown>;

/** Columns the export writes under another name: the envelope as one cell, the held certificates. */
const written: Partial<Record<keyof SupplierRow, string>> = {
  envelope_x_mm: 'envelope_mm',
  envelope_y_mm: 'envelope_mm',
  envelope_z_mm: 'envelope_mm',
  held_certifications: 'certifications_held',
};

describe('a supplier as a CSV row', () => {
  it('carries every column of the register', () => {
    const csv = supplierCsvRow(row);
    const missing = (Object.keys(row) as (keyof SupplierRow)[]).filter(
      (column) => !(column in csv) && !((written[column] ?? column) in csv),
    );
    expect(missing).toEqual([]);
    expect(csv).toMatchObject({
      notes: 'Prefers email; ask for Ada',
      status_reason: 'Moving premises until January',
      status_changed_at: '2026-11-20T09:00:00Z',
      visit_booked_on: '2026-12-04',
      has_complete_visit: true,
      envelope_mm: '800 × 500 × 400',
    });
  });
});
