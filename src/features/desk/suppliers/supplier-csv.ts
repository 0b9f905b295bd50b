import { termLabel } from '@/lib/suppliers/capabilities';
import { countryLabel } from '@/lib/suppliers/register';
import type { CsvRow } from '../shared/csv-export';
import type { SupplierRow } from './supplier-queries';

/**
 * A supplier as a row of the CSV export: every column of the register, lists in their labels,
 * the country by name, and the certificates held (verified and unexpired) apart from any others.
 */
export function supplierCsvRow(row: SupplierRow): CsvRow {
  const labels = (list: Parameters<typeof termLabel>[0], values: readonly string[] | null) =>
    (values ?? []).map((v) => termLabel(list, v));
  return {
    id: row.id,
    company_name: row.company_name,
    status: row.status,
    status_reason: row.status_reason,
    status_changed_at: row.status_changed_at,
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    country: row.country ? countryLabel(row.country) : null,
    town: row.town,
    processes: labels('processes', row.processes),
    max_axes: row.max_axes,
    materials: labels('materials', row.materials),
    industries: labels('industries', row.industries),
    order_sizes: labels('order_sizes', row.order_sizes),
    lead_time: row.lead_time ? termLabel('lead_time', row.lead_time) : null,
    regions: labels('regions', row.regions),
    envelope_mm:
      row.envelope_x_mm && row.envelope_y_mm && row.envelope_z_mm
        ? `${row.envelope_x_mm} × ${row.envelope_y_mm} × ${row.envelope_z_mm}`
        : null,
    capacity: row.capacity,
    capacity_set_at: row.capacity_set_at,
    certifications_held: labels('certifications', row.held_certifications),
    revisit_due: row.revisit_due,
    has_complete_visit: row.has_complete_visit,
    visit_booked_on: row.visit_booked_on,
    notes: row.notes,
    partner_lead_id: row.partner_lead_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
  };
}
