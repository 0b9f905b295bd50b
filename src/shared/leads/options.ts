import type { Option } from './fields/field-types.ts';

/**
 * Option helpers and the lead desk's status list. The lead forms' option lists live in their
 * field tables (./fields), beside the question they answer.
 */
export type { Option };

export function toOptions<const V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): readonly Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The label shown for a stored value, or the value itself when it is not in the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

// ── The admin's lead desk ────────────────────────────────────────────────────────────────────

/**
 * Where a lead stands; every table's `status` check constraint allows exactly these. `held`: the
 * database stored the lead over a limit someone else could have filled (a flood, or many leads
 * with one email), sent no receipt or webhook, and leaves it for the team to review.
 */
export const leadStatusValues = ['new', 'contacted', 'qualified', 'won', 'lost', 'held'] as const;
export type LeadStatus = (typeof leadStatusValues)[number];
export const leadStatusOptions = toOptions(leadStatusValues, {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  held: 'Held for review',
});
