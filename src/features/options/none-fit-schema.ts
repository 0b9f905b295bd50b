import { noneFitReasons, optionsContent, type NoneFitReason } from '@/content/pages/options';
import { z } from '@/lib/zod';
import { REASON_MIN_VISIBLE, trimVisible, visibleLength } from '@/shared/text/visible-text';

const copy = optionsContent.noneFit;

/** The database's bounds on what the buyer says (decline_options): words required for "other", at most 1,000. */
export const NONE_FIT_WORDS_MAX = 1000;

export type NoneFitValues = { reason: '' | NoneFitReason; words: string };

export const blankNoneFit: NoneFitValues = { reason: '', words: '' };

const isReason = (value: string): value is NoneFitReason => noneFitReasons.some((r) => r.value === value);

export function noneFitIssues(values: NoneFitValues): { path: keyof NoneFitValues; message: string }[] {
  const issues: { path: keyof NoneFitValues; message: string }[] = [];
  if (!isReason(values.reason)) issues.push({ path: 'reason', message: copy.reasonRequired });
  const words = trimVisible(values.words);
  if (values.reason === 'other' && visibleLength(words) < REASON_MIN_VISIBLE) {
    issues.push({ path: 'words', message: copy.wordsRequired });
  } else if ([...words].length > NONE_FIT_WORDS_MAX) {
    issues.push({ path: 'words', message: copy.tooLong(NONE_FIT_WORDS_MAX) });
  }
  return issues;
}

/** The form's schema: the values as they are, with every issue on its own field. */
export const noneFitSchema = z.custom<NoneFitValues>().check(
  z.superRefine((values, ctx) => {
    for (const issue of noneFitIssues(values)) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: [issue.path], input: values });
    }
  }),
);

/** What `decline_options` takes: the reason, and the words or null. */
export function toDecline(values: NoneFitValues): { reason: NoneFitReason; words: string | null } {
  const words = trimVisible(values.words);
  return { reason: values.reason as NoneFitReason, words: visibleLength(words) === 0 ? null : words };
}

export const reasonLabel = (reason: string): string => noneFitReasons.find((r) => r.value === reason)?.label ?? reason;
