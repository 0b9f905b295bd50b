import type { LeadDelivery } from '../../deliveries/delivery-queries';

/** The lead-time bands a supplier answers with (the register's and the OEM form's vocabulary). */
export const leadTimeBands = ['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'] as const;
export type LeadTimeBand = (typeof leadTimeBands)[number];

export const declineReasons = ['deadline', 'not_manufacturable', 'no_capacity', 'outside_our_work', 'other'] as const;
export type DeclineReason = (typeof declineReasons)[number];

export const priceCurrencies = ['GBP', 'EUR'] as const;
export type PriceCurrency = (typeof priceCurrencies)[number];
export const priceBases = ['per_part', 'total'] as const;
export type PriceBasis = (typeof priceBases)[number];

export type IndicativePrice = { amount: number; currency: PriceCurrency; basis: PriceBasis };

/**
 * A supplier's answer to its brief, as `answer_brief` (the supplier's page) and
 * `record_phone_answer` (the team, by phone) take it (docs/decisions/0036).
 */
export type StatedAnswer =
  | {
      answer: 'interested';
      lead_time: LeadTimeBand;
      earliest_start: string;
      price: IndicativePrice | null;
      minimum_order: number | null;
      note: string | null;
    }
  | { answer: 'declined'; reason: DeclineReason; words: string | null };

/** What an introduction's trail records (`introduction_events.kind`). */
export const trailKinds = [
  'sent',
  'delivered',
  'bounced',
  'opened',
  'terms_accepted',
  'downloaded',
  'answered',
  'question',
  'reply',
  'reminded',
  'link_revoked',
] as const;
export type TrailKind = (typeof trailKinds)[number];

export type TrailEvent = { id: number; kind: TrailKind; at: string; detail: Readonly<Record<string, unknown>> | null };

export type BriefQuestion = {
  id: string;
  asked_at: string;
  question: string;
  reply: string | null;
  replied_at: string | null;
  replied_by: string | null;
};

export type ShortlistedSupplier = {
  company_name: string;
  contact_name: string | null;
  email: string | null;
  country: string;
  town: string | null;
};

export type Introduction = {
  id: string;
  position: number;
  supplier_id: string;
  suggested_rank: number | null;
  hand_reason: string | null;
  reasons: string[];
  sent_at: string | null;
  answer: 'interested' | 'quoted' | 'declined' | null;
  /** The answer's reason as the suggestions read it ("Declined this RFQ: …"), and an old answer's reason. */
  answer_reason: string | null;
  answered_at: string | null;
  answered_by: string | null;
  /** How the answer came: on the supplier's page, or by phone (recorded by `answered_by`). */
  answer_via: 'page' | 'phone' | null;
  lead_time: LeadTimeBand | null;
  earliest_start: string | null;
  price_amount: number | null;
  price_currency: PriceCurrency | null;
  price_basis: PriceBasis | null;
  minimum_order: number | null;
  /** A yes's note to the team, or a decline's words. */
  answer_note: string | null;
  decline_reason: DeclineReason | null;
  first_opened_at: string | null;
  terms_name: string | null;
  terms_accepted_at: string | null;
  /** When the buyer's options named this supplier; null while not offered. */
  offered_at: string | null;
  /** When the buyer chose to meet this supplier on the options page; null while not chosen. */
  chosen_at: string | null;
  /** The team's supplier-facing words the brief carried, by column. */
  brief_wording: Readonly<Record<string, string>> | null;
  /** Once offered: what the buyer's email said of this supplier (the team's words first). */
  buyer_reasons: string[];
  /** Once sent: who confirmed the files were opened and name nobody, and when; null when none needed it. */
  files_checked_by: string | null;
  files_checked_at: string | null;
  supplier: ShortlistedSupplier | null;
  /** The latest brief's delivery once sent. */
  delivery: LeadDelivery | null;
  /**
   * Once the buyer chose this supplier: the email introducing them to each other (the outbox
   * withholds it, as skipped, when the supplier is no longer one we may introduce).
   */
  introduction_delivery: LeadDelivery | null;
  /** What happened to the brief, oldest first. */
  events: TrailEvent[];
  /** The supplier's questions, oldest first. */
  questions: BriefQuestion[];
};

/** The answer as the supplier stated it, read from the introduction's columns; null without one. */
export function statedAnswer(intro: Introduction): StatedAnswer | null {
  if (intro.answer === 'declined' && intro.decline_reason) {
    return { answer: 'declined', reason: intro.decline_reason, words: intro.answer_note };
  }
  if (intro.answer === 'interested' && intro.lead_time && intro.earliest_start) {
    return {
      answer: 'interested',
      lead_time: intro.lead_time,
      earliest_start: intro.earliest_start,
      price:
        intro.price_amount !== null && intro.price_currency && intro.price_basis
          ? { amount: Number(intro.price_amount), currency: intro.price_currency, basis: intro.price_basis }
          : null,
      minimum_order: intro.minimum_order,
      note: intro.answer_note,
    };
  }
  return null;
}
