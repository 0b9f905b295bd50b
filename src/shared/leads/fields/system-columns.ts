/**
 * Columns every lead table has that no form question fills: the row's identity, the desk's
 * working state and the consent record. Every other column of a lead table is named by its
 * field table (a database test checks both ways).
 */

/** What the visitor agreed to, when, and under which wording: every lead table records it. */
export const consentColumns = ['consent_version', 'consent_at', 'privacy_agreed', 'marketing_opt_in'] as const;
export type ConsentColumn = (typeof consentColumns)[number];

export const systemColumns = [
  'id',
  'created_at',
  'status',
  'notes',
  'updated_at',
  'updated_by',
  ...consentColumns,
] as const;

/** Columns every lead table shares; the panel shows them apart from the answers. */
export type DeskColumn = (typeof systemColumns)[number];

/**
 * Columns only the RFQ tables (the OEM dialog's and /quote's) have: when the 3 supplier options
 * are due, set by the database at insert (docs/decisions/0023-lead-reference-and-due-time.md),
 * when they were sent, which stops the 72-hour clock, and the clock itself: when it runs out (due_at
 * plus every closed pause), when its open pause began and when the team closed the RFQ
 * (docs/decisions/0030-the-72-hour-clock.md), and when the buyer first asked, on the options page,
 * to meet a supplier (docs/decisions/0037-buyer-options-page.md); and who on the team works it,
 * since when (the RFQ queue).
 */
export const rfqColumns = [
  'due_at',
  'options_sent_at',
  'clock_due_at',
  'clock_paused_at',
  'clock_closed_at',
  'introduced_at',
  'assigned_to',
  'assigned_at',
] as const;
export type RfqColumn = (typeof rfqColumns)[number];
