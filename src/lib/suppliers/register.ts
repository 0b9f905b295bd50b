import type { Term } from './capabilities.ts';

/*
 * The register's own states: a supplier's status and capacity, a vetting visit's checklist and
 * outcome. Plain data; the check constraints of
 * supabase/migrations/20261127140000_supplier_register.sql allow exactly these values. The
 * countries the desk offers are the partner sign-up's (src/shared/suppliers/countries.ts).
 */

/**
 * prospect → vetting → vetted, then paused (by the team), lapsed (its revisit date passed) or
 * rejected. The database refuses `vetted` without a passed visit that ticked every check.
 */
export const supplierStatuses = [
  { value: 'prospect', label: 'Prospect' },
  { value: 'vetting', label: 'Vetting' },
  { value: 'vetted', label: 'Vetted' },
  { value: 'paused', label: 'Paused' },
  { value: 'lapsed', label: 'Lapsed' },
  { value: 'rejected', label: 'Rejected' },
] as const satisfies readonly Term[];

export type SupplierStatus = (typeof supplierStatuses)[number]['value'];

/** How much work a shop wants this month, as it last told us (with the date it was set). */
export const capacities = [
  { value: 'looking-for-work', label: 'Looking for work' },
  { value: 'neutral', label: 'Neutral' },
  { value: 'at-capacity', label: 'At capacity' },
] as const satisfies readonly Term[];

export type Capacity = (typeof capacities)[number]['value'];

/** The four things a vetting visit checks; all four ticked on a passed visit allow `vetted`. */
export const visitChecks = [
  { value: 'certifications_checked', label: 'Certifications checked' },
  { value: 'sample_parts_approved', label: 'Sample parts approved' },
  { value: 'qa_procedures_reviewed', label: 'QA procedures reviewed' },
  { value: 'capacity_confirmed', label: 'Capacity confirmed' },
] as const satisfies readonly Term[];

export type VisitCheck = (typeof visitChecks)[number]['value'];

export const visitOutcomes = [
  { value: 'passed', label: 'Passed' },
  { value: 'failed', label: 'Failed' },
] as const satisfies readonly Term[];

export type VisitOutcome = (typeof visitOutcomes)[number]['value'];

export { countries, countryLabel } from '../../shared/suppliers/countries.ts';
