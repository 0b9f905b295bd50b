import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { afterNextPaint } from '@/lib/after-paint';
import type { ToastMessage } from '@/lib/messages';
import { hasMissingRequired } from './field-rules';
import { CHECKS_UNAVAILABLE } from './use-lead-form';

/** When every required field is filled but one is malformed (e.g. the email), the
 * "missing fields" toast would be wrong; this one points at the field errors instead. */
export const invalidFieldsToast: ToastMessage = {
  title: 'Error',
  description: 'Please check the highlighted fields.',
};

/**
 * The toast for a submit that failed validation: the form's "missing fields" message or the format
 * one; none when the checks could not load (that toast has already been shown).
 */
export function pickInvalidToast<V extends FieldValues>(
  errors: FieldErrors<V>,
  missing: ToastMessage,
  requiredMessages?: readonly string[],
): ToastMessage | undefined {
  if (errors.root?.type === CHECKS_UNAVAILABLE) return undefined;
  const flat = Object.fromEntries(
    Object.entries(errors).map(([key, error]) => [
      key,
      { message: typeof error?.message === 'string' ? error.message : undefined },
    ]),
  );
  return hasMissingRequired(flat, requiredMessages) ? missing : invalidFieldsToast;
}

/**
 * A refused submit's toast, shown in a task of its own after the next paint: the fields marked
 * with their errors are the answer the visitor looks for, and reach the screen first. The toast
 * (whose first showing also builds the toast viewport) follows a frame later. Drawn in the same
 * task, it added about a fifth to a phone's first invalid submit.
 */
export function toastAfterFieldErrors(message: ToastMessage): void {
  afterNextPaint(() => void toast({ ...message, variant: 'destructive' }));
}

/** `requiredMessages`: the form's own wordings of "left empty" (requiredMessages in field-rules.ts). */
export function showInvalidToast<V extends FieldValues>(
  errors: FieldErrors<V>,
  missing: ToastMessage,
  requiredMessages?: readonly string[],
): void {
  const message = pickInvalidToast(errors, missing, requiredMessages);
  if (message) toastAfterFieldErrors(message);
}
