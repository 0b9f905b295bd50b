import type { Introduction } from '@/features/desk/rfqs/introductions/introduction-types';

/**
 * A shortlisted supplier as the desk loads it, not sent yet: suggested at its position, or added by
 * hand when `handReason` is given. `overrides` change any field.
 */
export function introductionFixture(
  position: number,
  company: string,
  {
    handReason = null,
    email = `q${position}@shop.example`,
    ...overrides
  }: Partial<Introduction> & {
    handReason?: string | null;
    email?: string | null;
  } = {},
): Introduction {
  return {
    id: `3f9ac21b-0000-4000-8000-00000000010${position}`,
    position,
    supplier_id: `supplier-${position}`,
    suggested_rank: handReason ? null : position,
    hand_reason: handReason,
    reasons: handReason ? [] : ['AS9100 verified, expires Jan 2027', 'Titanium ✓'],
    sent_at: null,
    answer: null,
    answer_reason: null,
    answered_at: null,
    answered_by: null,
    answer_via: null,
    lead_time: null,
    earliest_start: null,
    price_amount: null,
    price_currency: null,
    price_basis: null,
    minimum_order: null,
    answer_note: null,
    decline_reason: null,
    first_opened_at: null,
    terms_name: null,
    terms_accepted_at: null,
    offered_at: null,
    chosen_at: null,
    brief_wording: null,
    buyer_reasons: [],
    files_checked_by: null,
    files_checked_at: null,
    supplier: { company_name: company, contact_name: null, email, country: 'GB', town: 'Derby' },
    delivery: null,
    introduction_delivery: null,
    events: [],
    questions: [],
    ...overrides,
  };
}
