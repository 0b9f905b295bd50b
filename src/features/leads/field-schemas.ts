import { z } from '@/lib/zod';
import { fieldMessages, limits } from './field-rules';

/* Small zod schemas the lead forms' schemas are built from; bounds and messages are in field-rules.ts. */

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

/**
 * One value of an option list, or '' when the optional question is left unanswered. A radio group
 * nobody chose from reads as null once focus has passed through it (react-hook-form reads the
 * checked radio, and there is none), so null and undefined also mean "not answered": tabbing
 * through a question must never make it invalid.
 */
export const optionalChoice = <const V extends readonly [string, ...string[]]>(values: V) =>
  // Typed as the form declares the field ('' or a value): the null is react-hook-form's, at run time.
  z.pipe(
    z.union([z.enum(values), z.literal(''), z.null(), z.undefined()]),
    z.transform((value): V[number] | '' => value ?? ''),
  ) as unknown as z.ZodMiniType<V[number] | '', V[number] | ''>;

/**
 * One value of an option list that must be chosen. A native select holds '' until then, so the
 * form state is any string and the output is the list's value type.
 */
export const requiredChoice = <const V extends readonly [string, ...string[]]>(
  values: V,
  message: string = fieldMessages.required,
) => z.pipe(z.string().check(z.minLength(1, message)), z.enum(values, { error: () => message }));
