/**
 * Why none of the buyer's options fits, as the buyer says it on the options page and as
 * public.decline_options takes it (docs/decisions/0037-buyer-options-page.md). The ids are the
 * database's (`buyer_choices.none_fit_reason`); the labels are what the buyer and the desk read.
 */
export const noneFitReasonIds = [
  'lead_time',
  'price',
  'capability',
  'certification',
  'location',
  'found_elsewhere',
  'project_changed',
  'other',
] as const;

export type NoneFitReason = (typeof noneFitReasonIds)[number];

export const noneFitReasonLabels = {
  lead_time: 'Lead times too long',
  price: 'Price too high',
  capability: 'Not the capability we need',
  certification: 'A certification we need is missing',
  location: 'Location does not suit',
  found_elsewhere: 'Found a supplier elsewhere',
  project_changed: 'The project changed or is on hold',
  other: 'Other',
} as const satisfies Record<NoneFitReason, string>;

/** The reasons in the order the buyer sees them, each with its label. */
export const noneFitReasons: readonly { id: NoneFitReason; label: string }[] = noneFitReasonIds.map((id) => ({
  id,
  label: noneFitReasonLabels[id],
}));

/** "Other" needs the buyer's own words. */
export const NONE_FIT_WORDS_REQUIRED: NoneFitReason = 'other';

export const isNoneFitReason = (value: unknown): value is NoneFitReason =>
  typeof value === 'string' && (noneFitReasonIds as readonly string[]).includes(value);

/** A reason's label; an id this list does not know reads as itself rather than vanish. */
export const noneFitReasonLabel = (value: string): string =>
  isNoneFitReason(value) ? noneFitReasonLabels[value] : value;
