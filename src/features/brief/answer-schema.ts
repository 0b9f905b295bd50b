import { briefContent } from '@/content/pages/brief';
import { z } from '@/lib/zod';
import { REASON_MIN_VISIBLE, trimVisible, visibleLength } from '@/shared/text/visible-text';
import type { BriefAnswer, BriefAnswerInput, Currency, DeclineReason, LeadTime, PriceBasis } from './brief-view';

const copy = briefContent.answer;

/** The database's bounds on an answer (answer_brief). */
export const ANSWER_LIMITS = { text: 1000, priceMax: 99_999_999, minimumOrderMax: 1_000_000 } as const;

const leadTimeValues = ['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'] as const satisfies LeadTime[];
const reasonValues = [
  'deadline',
  'not_manufacturable',
  'no_capacity',
  'outside_our_work',
  'other',
] as const satisfies DeclineReason[];

/**
 * What the answer form holds: every control's text, as the browser gives it. Which fields count
 * depends on the choice; the checks below and `toAnswerInput` read only those.
 */
export type AnswerFormValues = {
  answer: '' | 'interested' | 'declined';
  leadTime: '' | LeadTime;
  earliestStart: string;
  priceAmount: string;
  priceCurrency: Currency;
  priceBasis: PriceBasis;
  minimumOrder: string;
  note: string;
  reason: '' | DeclineReason;
  words: string;
};

export const blankAnswer: AnswerFormValues = {
  answer: '',
  leadTime: '',
  earliestStart: '',
  priceAmount: '',
  priceCurrency: 'GBP',
  priceBasis: 'per_part',
  minimumOrder: '',
  note: '',
  reason: '',
  words: '',
};

/** 'YYYY-MM-DD' of a day in the reader's own calendar. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last day the database accepts as an earliest start: a year from today. */
export function latestStart(today: Date): string {
  const next = new Date(today);
  next.setFullYear(today.getFullYear() + 1);
  return isoDay(next);
}

/** '1,250.50', '£1250', '1250' → 1250.5; null for anything else. Up to two decimals. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s,£€]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function parseWholeNumber(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

type Issue = { path: keyof AnswerFormValues; message: string };

/** The problems of one answer, each tied to its field; none when it can be sent. */
export function answerIssues(values: AnswerFormValues, today: Date = new Date()): Issue[] {
  const issues: Issue[] = [];
  const tooLong = (path: keyof AnswerFormValues, text: string) => {
    if (text.trim().length > ANSWER_LIMITS.text) issues.push({ path, message: copy.tooLong(ANSWER_LIMITS.text) });
  };
  if (!values.answer) return [{ path: 'answer', message: copy.choiceRequired }];
  if (values.answer === 'interested') {
    if (!(leadTimeValues as readonly string[]).includes(values.leadTime)) {
      issues.push({ path: 'leadTime', message: copy.leadTimeRequired });
    }
    const start = values.earliestStart;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) issues.push({ path: 'earliestStart', message: copy.earliestStartRequired });
    else if (start < isoDay(today)) issues.push({ path: 'earliestStart', message: copy.earliestStartPast });
    else if (start > latestStart(today)) issues.push({ path: 'earliestStart', message: copy.earliestStartFar });
    if (values.priceAmount.trim() !== '') {
      const amount = parseAmount(values.priceAmount);
      if (amount === null) issues.push({ path: 'priceAmount', message: copy.priceInvalid });
      else if (amount < 0.01 || amount > ANSWER_LIMITS.priceMax) {
        issues.push({ path: 'priceAmount', message: copy.priceRange });
      }
    }
    if (values.minimumOrder.trim() !== '') {
      const minimum = parseWholeNumber(values.minimumOrder);
      if (minimum === null || minimum < 1 || minimum > ANSWER_LIMITS.minimumOrderMax) {
        issues.push({ path: 'minimumOrder', message: copy.minimumOrderInvalid });
      }
    }
    tooLong('note', values.note);
  } else {
    if (!(reasonValues as readonly string[]).includes(values.reason)) {
      issues.push({ path: 'reason', message: copy.reasonRequired });
    }
    if (values.reason === 'other' && visibleLength(trimVisible(values.words)) < REASON_MIN_VISIBLE) {
      issues.push({ path: 'words', message: copy.wordsRequired });
    }
    tooLong('words', values.words);
  }
  return issues;
}

/** The answer form's schema: the values as they are, with every issue on its own field. */
export const answerSchema = (today?: () => Date) =>
  z.custom<AnswerFormValues>().check(
    z.superRefine((values, ctx) => {
      for (const issue of answerIssues(values, today?.())) {
        ctx.issues.push({ code: 'custom', message: issue.message, path: [issue.path], input: values });
      }
    }),
  );

const orNull = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

/** A valid form's values as `answer_brief` takes them; only the chosen branch's fields go. */
export function toAnswerInput(values: AnswerFormValues): BriefAnswerInput {
  if (values.answer === 'declined') {
    return { answer: 'declined', reason: values.reason as DeclineReason, words: orNull(values.words) };
  }
  const amount = values.priceAmount.trim() === '' ? null : parseAmount(values.priceAmount);
  return {
    answer: 'interested',
    lead_time: values.leadTime as LeadTime,
    earliest_start: values.earliestStart,
    price: amount === null ? null : { amount, currency: values.priceCurrency, basis: values.priceBasis },
    minimum_order: values.minimumOrder.trim() === '' ? null : parseWholeNumber(values.minimumOrder),
    note: orNull(values.note),
  };
}

/** The form, filled with the answer already given, so changing it starts from what was said. */
export function fromAnswer(answer: BriefAnswer | null): AnswerFormValues {
  if (!answer) return blankAnswer;
  if (answer.answer === 'declined') {
    return { ...blankAnswer, answer: 'declined', reason: answer.reason, words: answer.words ?? '' };
  }
  return {
    ...blankAnswer,
    answer: 'interested',
    leadTime: answer.lead_time,
    earliestStart: answer.earliest_start,
    priceAmount: answer.price ? String(answer.price.amount) : '',
    priceCurrency: answer.price?.currency ?? 'GBP',
    priceBasis: answer.price?.basis ?? 'per_part',
    minimumOrder: answer.minimum_order == null ? '' : String(answer.minimum_order),
    note: answer.note ?? '',
  };
}
