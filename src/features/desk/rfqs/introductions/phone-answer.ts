import { formatLongDate } from '@/shared/format';
import { REASON_MIN_VISIBLE, trimVisible, visibleLength } from '@/shared/text/visible-text';
import {
  statedAnswer,
  type DeclineReason,
  type Introduction,
  type LeadTimeBand,
  type PriceBasis,
  type PriceCurrency,
  type StatedAnswer,
} from './introduction-types';
import { introductionsCopy } from './introductions-copy';

const copy = introductionsCopy.phone.errors;

/** The limits `record_phone_answer` holds an answer to, as `answer_brief` does (docs/decisions/0036). */
export const answerLimits = {
  priceMin: 0.01,
  priceMax: 99_999_999,
  minimumOrderMax: 1_000_000,
  textMax: 1000,
} as const;

/** The phone answer as the team types it: every field a string until it is checked. */
export type AnswerDraft = {
  answer: '' | 'interested' | 'declined';
  lead_time: '' | LeadTimeBand;
  earliest_start: string;
  price_amount: string;
  price_currency: PriceCurrency;
  price_basis: PriceBasis;
  minimum_order: string;
  note: string;
  reason: '' | DeclineReason;
  words: string;
};

export type DraftErrors = Partial<Record<keyof AnswerDraft, string>>;

/** The form starts from the answer already stated (on the page or by phone), so a change keeps the rest. */
export function draftOf(intro: Introduction): AnswerDraft {
  const stated = statedAnswer(intro);
  const blank: AnswerDraft = {
    answer: '',
    lead_time: '',
    earliest_start: '',
    price_amount: '',
    price_currency: 'GBP',
    price_basis: 'total',
    minimum_order: '',
    note: '',
    reason: '',
    words: '',
  };
  if (stated?.answer === 'interested') {
    return {
      ...blank,
      answer: 'interested',
      lead_time: stated.lead_time,
      earliest_start: stated.earliest_start,
      price_amount: stated.price ? String(stated.price.amount) : '',
      price_currency: stated.price?.currency ?? 'GBP',
      price_basis: stated.price?.basis ?? 'total',
      minimum_order: stated.minimum_order === null ? '' : String(stated.minimum_order),
      note: stated.note ?? '',
    };
  }
  if (stated?.answer === 'declined') {
    return { ...blank, answer: 'declined', reason: stated.reason, words: stated.words ?? '' };
  }
  return blank;
}

/** A calendar date in the UK as YYYY-MM-DD. */
export function ukDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
}

/** The earliest start the database accepts: from today to a year from today. */
export function startRange(now: Date): { from: string; to: string } {
  const from = ukDate(now);
  const [year, month, day] = from.split('-');
  return { from, to: `${Number(year) + 1}-${month}-${day}` };
}

const optionalText = (text: string) => {
  const trimmed = trimVisible(text);
  return visibleLength(trimmed) === 0 ? null : trimmed;
};

const tooLong = (text: string) => trimVisible(text).length > answerLimits.textMax;

/** Why the database would refuse the draft, field by field; empty when it would take it. */
export function draftErrors(draft: AnswerDraft, now: Date): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.answer === '') return { answer: copy.answer };
  if (draft.answer === 'interested') {
    if (draft.lead_time === '') errors.lead_time = copy.leadTime;
    const { from, to } = startRange(now);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.earliest_start) || draft.earliest_start < from || draft.earliest_start > to) {
      errors.earliest_start = copy.earliestStart(formatLongDate(from), formatLongDate(to));
    }
    if (draft.price_amount.trim() !== '') {
      const amount = Number(draft.price_amount.trim());
      const cents = Math.round(amount * 100);
      if (
        !Number.isFinite(amount) ||
        amount < answerLimits.priceMin ||
        amount > answerLimits.priceMax ||
        Math.abs(cents - amount * 100) > 1e-6
      ) {
        errors.price_amount = copy.price;
      }
    }
    if (draft.minimum_order.trim() !== '') {
      const n = Number(draft.minimum_order.trim());
      if (!Number.isInteger(n) || n < 1 || n > answerLimits.minimumOrderMax) errors.minimum_order = copy.minimumOrder;
    }
    if (tooLong(draft.note)) errors.note = copy.tooLong;
    return errors;
  }
  if (draft.reason === '') errors.reason = copy.reason;
  if (tooLong(draft.words)) errors.words = copy.tooLong;
  else if (draft.reason === 'other' && visibleLength(trimVisible(draft.words)) < REASON_MIN_VISIBLE) {
    errors.words = copy.words;
  }
  return errors;
}

/** The answer `record_phone_answer` takes, from a draft `draftErrors` found nothing wrong with. */
export function answerOf(draft: AnswerDraft): StatedAnswer {
  if (draft.answer === 'declined') {
    return { answer: 'declined', reason: draft.reason as DeclineReason, words: optionalText(draft.words) };
  }
  const amount = draft.price_amount.trim();
  const minimum = draft.minimum_order.trim();
  return {
    answer: 'interested',
    lead_time: draft.lead_time as LeadTimeBand,
    earliest_start: draft.earliest_start,
    price: amount === '' ? null : { amount: Number(amount), currency: draft.price_currency, basis: draft.price_basis },
    minimum_order: minimum === '' ? null : Number(minimum),
    note: optionalText(draft.note),
  };
}
