import { z } from '@/lib/zod';

/**
 * Small field schemas shared by the lead forms. The bounds mirror the database's check
 * constraints (names 200, emails 320, free text 5,000) so a value the form accepts is never
 * rejected by the insert policy.
 */
export const limits = { shortText: 200, email: 320, longText: 5000 } as const;

export const fieldMessages = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  tooLong: (max: number) => `Use ${max} characters or fewer`,
} as const;

/** A required single-line value; surrounding spaces are trimmed before the check. */
export const requiredText = (max: number = limits.shortText, message: string = fieldMessages.required) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, fieldMessages.tooLong(max)));

/** An optional value: '' when left empty (form state), trimmed otherwise. */
export const optionalText = (max: number = limits.shortText) =>
  z.string().check(z.trim(), z.maxLength(max, fieldMessages.tooLong(max)));

/** A required email: empty gives the required message, a malformed one the invalid message. */
export const requiredEmail = (message: string = fieldMessages.required, invalid: string = fieldMessages.email) =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, message), z.maxLength(limits.email, fieldMessages.tooLong(limits.email))),
    z.email(invalid),
  );

/** One value of an option list, or '' when the optional select is left empty. */
export const optionalChoice = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.union([z.enum(values), z.literal('')]);

/**
 * One value of an option list that must be chosen. A native select holds '' until then, so the
 * form state is any string and the output is the list's value type.
 */
export const requiredChoice = <const V extends readonly [string, ...string[]]>(
  values: V,
  message: string = fieldMessages.required,
) => z.pipe(z.string().check(z.minLength(1, message)), z.enum(values, { error: () => message }));

/** '' → null, for optional columns stored as null when empty. */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** True when any of `keys` failed with the required message (empty), as opposed to a bad format. */
export function hasMissingRequired(
  errors: Partial<Record<string, { message?: string | undefined } | undefined>>,
  requiredMessage: string = fieldMessages.required,
): boolean {
  return Object.values(errors).some((e) => e?.message === requiredMessage);
}
