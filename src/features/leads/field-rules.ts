/*
 * Field rules of the lead forms that need no validation library: the messages and the helpers
 * the form and its submit path use. Each field's bounds are in its field table
 * (src/shared/leads/fields); the zod schemas (field-schemas.ts) load only when a form first
 * validates, so a page with a form does not carry them up front.
 */

export const fieldMessages = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  tooLong: (max: number) => `Use ${max} characters or fewer`,
} as const;

export { emptyToNull } from '@/shared/leads/fields/rows';

/** True when any of `keys` failed with the required message (empty), as opposed to a bad format. */
export function hasMissingRequired(
  errors: Partial<Record<string, { message?: string | undefined } | undefined>>,
  requiredMessage: string = fieldMessages.required,
): boolean {
  return Object.values(errors).some((e) => e?.message === requiredMessage);
}
