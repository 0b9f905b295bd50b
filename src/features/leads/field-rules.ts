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
  range: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
} as const;

import type { FieldTable } from '@/shared/leads/fields/field-types';

export { emptyToNull } from '@/shared/leads/fields/rows';

/**
 * True when any field failed with a required message (left empty), as opposed to a bad format.
 * A form whose table words some required messages itself ("Select at least one process") passes
 * them all (requiredMessages below).
 */
export function hasMissingRequired(
  errors: Partial<Record<string, { message?: string | undefined } | undefined>>,
  requiredMessage: string | readonly string[] = fieldMessages.required,
): boolean {
  const missing: readonly string[] = typeof requiredMessage === 'string' ? [requiredMessage] : requiredMessage;
  return Object.values(errors).some((e) => e?.message !== undefined && missing.includes(e.message));
}

/** Every message a table's required questions give when left empty: the shared one and its own. */
export const requiredMessages = (table: FieldTable): string[] => [
  fieldMessages.required,
  ...table.flatMap((field) => (typeof field.required === 'string' ? [field.required] : [])),
];
