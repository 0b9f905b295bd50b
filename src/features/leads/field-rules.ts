/*
 * Field rules of the lead forms that need no validation library: the bounds, the messages and the
 * helpers the form and its submit path use. The zod schemas (field-schemas.ts) load only when a
 * form first validates, so a page with a form does not carry them up front.
 */

/**
 * Bounds shared by the lead forms' schemas. The bounds mirror the database's check
 * constraints (names 200, emails 320, free text 5,000) so a value the form accepts is never
 * rejected by the insert policy.
 */
export const limits = { shortText: 200, email: 320, longText: 5000 } as const;

export const fieldMessages = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  tooLong: (max: number) => `Use ${max} characters or fewer`,
} as const;

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
