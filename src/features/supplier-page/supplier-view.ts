import type { Capacity, SupplierStatus } from '@/lib/suppliers/register';

/*
 * The shop's page view as the token functions answer it (open_supplier_page,
 * set_supplier_capacity, propose_supplier_capabilities): the shop's register entry, its
 * certificates, the proposal awaiting review and its answers to briefs. It holds no buyer: an
 * answer carries the brief's neutral reference only.
 */

/** The capabilities a shop may propose, by the register's column names. */
export type CapabilityChanges = {
  processes?: string[];
  max_axes?: number | null;
  materials?: string[];
  industries?: string[];
  order_sizes?: string[];
  lead_time?: string | null;
  envelope_x_mm?: number | null;
  envelope_y_mm?: number | null;
  envelope_z_mm?: number | null;
  town?: string | null;
};

export type SupplierCapabilities = {
  processes: string[];
  max_axes: number | null;
  materials: string[];
  industries: string[];
  order_sizes: string[];
  lead_time: string | null;
  envelope_x_mm: number | null;
  envelope_y_mm: number | null;
  envelope_z_mm: number | null;
  town: string | null;
};

export type SupplierEntry = SupplierCapabilities & {
  company_name: string;
  status: SupplierStatus;
  status_changed_at: string | null;
  /** The reason the team recorded for "not vetted". */
  status_reason?: string | null;
  country: string | null;
  capacity: Capacity | null;
  capacity_set_at: string | null;
  visit_booked_on: string | null;
};

export type SupplierCertificate = {
  id: string;
  standard: string;
  certificate_number: string | null;
  expires_on: string | null;
  /** Verified and not expired: it counts for matching. */
  held: boolean;
  verified: boolean;
};

export type SupplierAnswer = {
  sent_at: string;
  reference: string;
  answer: 'interested' | 'quoted' | 'declined' | null;
  answered_at: string | null;
  chosen: boolean;
};

export type SupplierPageView = {
  expires_at: string;
  supplier: SupplierEntry;
  certificates: SupplierCertificate[];
  proposal: { created_at: string; changes: CapabilityChanges } | null;
  answers: SupplierAnswer[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an answer is a view the page can render (anything else is a failure, never half a page). */
export function isSupplierPageView(value: unknown): value is SupplierPageView {
  if (!isRecord(value) || !isRecord(value.supplier)) return false;
  const supplier = value.supplier;
  return (
    typeof value.expires_at === 'string' &&
    typeof supplier.company_name === 'string' &&
    typeof supplier.status === 'string' &&
    Array.isArray(supplier.processes) &&
    Array.isArray(supplier.materials) &&
    Array.isArray(supplier.industries) &&
    Array.isArray(supplier.order_sizes) &&
    Array.isArray(value.certificates) &&
    Array.isArray(value.answers) &&
    (value.proposal === null || value.proposal === undefined || isRecord(value.proposal))
  );
}

/** A certificate's state as the shop reads it: counts (verified), past its date, or not checked. */
export const certificateState = (c: SupplierCertificate): 'verified' | 'expired' | 'notVerified' =>
  c.held ? 'verified' : c.verified ? 'expired' : 'notVerified';

let londonDays: Intl.DateTimeFormat | undefined;

/** A moment as the calendar day it was in the UK, e.g. '2026-12-01' (then `formatLongDate`). */
export function ukDayOf(moment: string): string {
  londonDays ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return londonDays.format(new Date(moment));
}
