import { nextTask } from '@/lib/next-task';
import { z } from '@/lib/zod';
import { plainEmailPattern } from '@/shared/leads/fields/email-address';
import type { Field, FieldTable, FormInput, FormValues } from '@/shared/leads/fields/field-types';
import { textLimits as limits } from '@/shared/leads/fields/limits';
import { askedFields, formDefaults, isAsked, optionValues } from '@/shared/leads/fields/rows';
import { fieldMessages } from './field-rules';

/*
 * The lead forms' zod schemas, derived from their field tables (src/shared/leads/fields), and the
 * small schemas they are built from; messages are in field-rules.ts.
 */

/** A required single-line value; surrounding spaces are trimmed before the check. */
export const requiredText = (max: number = limits.shortText, message: string = fieldMessages.required) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, fieldMessages.tooLong(max)));

/** An optional value: '' when left empty (form state), trimmed otherwise. */
export const optionalText = (max: number = limits.shortText) =>
  z.string().check(z.trim(), z.maxLength(max, fieldMessages.tooLong(max)));

/** A plain address, as every lead table's email column takes it (see plainEmailPattern). */
const plainEmail = (invalid: string) => z.email({ pattern: plainEmailPattern, error: invalid });

/** A required email: empty gives the required message, a malformed one the invalid message. */
export const requiredEmail = (message: string = fieldMessages.required, invalid: string = fieldMessages.email) =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, message), z.maxLength(limits.email, fieldMessages.tooLong(limits.email))),
    plainEmail(invalid),
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

/** An optional email: '' when left empty, else a well-formed address. */
const optionalEmail = (max: number, invalid: string) =>
  z.pipe(optionalText(max), z.union([z.literal(''), plainEmail(invalid)]));

/** A whole number from min to max typed or picked as text, or '' when left empty. */
const wholeNumberText = (min: number, max: number, message: string) =>
  z.string().check(
    z.trim(),
    z.refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max), message),
  );

const enumOf = (field: Field) => optionValues(field) as [string, ...string[]];

/** The check of one question, from its table entry. */
function fieldSchema(field: Field): z.ZodMiniType {
  const message = typeof field.required === 'string' ? field.required : fieldMessages.required;
  const required = Boolean(field.required);
  switch (field.kind) {
    case 'email':
      return required
        ? requiredEmail(message, field.invalidMessage ?? fieldMessages.email)
        : optionalEmail(field.max, field.invalidMessage ?? fieldMessages.email);
    case 'text':
    case 'longText':
      if (field.min)
        return z
          .string()
          .check(
            z.trim(),
            z.minLength(field.min.length, field.min.message),
            z.maxLength(field.max, fieldMessages.tooLong(field.max)),
          );
      return required ? requiredText(field.max, message) : optionalText(field.max);
    case 'fileName':
      return optionalText(field.max);
    case 'choice':
      return required ? requiredChoice(enumOf(field), message) : optionalChoice(enumOf(field));
    case 'choices': {
      const list = z.array(z.enum(enumOf(field)));
      return required ? list.check(z.minLength(1, message)) : list;
    }
    case 'boolean':
      return required ? z.boolean().check(z.refine((ticked) => ticked, message)) : z.boolean();
    case 'number':
      // Whether it is needed depends on other answers (askedWhen, group): checked by the form's rules.
      return wholeNumberText(field.min, field.max, field.rangeMessage ?? fieldMessages.range(field.min, field.max));
    case 'files':
      throw new Error('Files are chosen with a picker, not validated as a form value');
  }
}

/**
 * Builds a form's zod schema from its field table, one question per step: each asked question
 * checked as its entry says, an optional one filled with its blank value when missing.
 * `overrides` replaces the check of a question whose rule is not a field property (the ICP
 * consent box's own message).
 */
function* formSchemaSteps<const T extends FieldTable>(
  table: T,
  overrides: Partial<Record<string, z.ZodMiniType>>,
): Generator<void, z.ZodMiniType<FormValues<T>, FormInput<T>>> {
  const blank = formDefaults(table);
  const asked = askedFields(table);
  // A number's requirement depends on other answers, so its own check takes '' and the form's rules decide.
  const needsAnswer = (field: Field) => Boolean(field.required) && field.kind !== 'number';
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of asked) {
    const schema = overrides[field.key] ?? fieldSchema(field);
    shape[field.key] = needsAnswer(field) ? schema : z._default(schema, blank[field.key]);
    yield;
  }
  const rules = answerRules(asked);
  const object = z.object(shape);
  return (rules.length > 0 ? object.check(...rules) : object) as unknown as z.ZodMiniType<FormValues<T>, FormInput<T>>;
}

/** A form's zod schema from its field table, built at once (see formSchemaSteps). */
export function formSchema<const T extends FieldTable>(
  table: T,
  overrides: Partial<Record<string, z.ZodMiniType>> = {},
): z.ZodMiniType<FormValues<T>, FormInput<T>> {
  const steps = formSchemaSteps(table, overrides);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * How long building a schema may hold the page before it lets the browser paint and take input.
 * zod builds each question's checks from several objects: at once, the OEM form's 19 questions
 * held a phone's page for about 30 ms, just as its dialog's form was starting.
 */
const SLICE_MS = 4;

/**
 * A form's schema as its page loads it: built the first time it is asked for, a few questions per
 * task (no task longer than about SLICE_MS), and the same schema for every later call. The form's
 * checks (use-lead-form.ts) and the preload ahead of them (preload-checks.ts) share one build.
 */
export function formSchemaLoader<const T extends FieldTable>(
  table: T,
  overrides: Partial<Record<string, z.ZodMiniType>> = {},
): () => Promise<z.ZodMiniType<FormValues<T>, FormInput<T>>> {
  let building: Promise<z.ZodMiniType<FormValues<T>, FormInput<T>>> | undefined;
  const build = async () => {
    const steps = formSchemaSteps(table, overrides);
    let sliceStart = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTask();
        sliceStart = performance.now();
      }
    }
  };
  return () => (building ??= build());
}

type Answers = Record<string, unknown>;
const isEmpty = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The rules that read several answers: a number asked only after another answer (the most axes
 * of a multi-axis shop) is required then, and a group of numbers (a part's three sizes) is
 * answered whole or left empty; each error is put on the question to fill.
 */
function answerRules(asked: readonly (Field & { key: string })[]) {
  const numbers = asked.filter((f): f is Extract<Field, { kind: 'number' }> & { key: string } => f.kind === 'number');
  const conditional = numbers.filter((f) => f.askedWhen && f.required);
  const groups = [...new Set(numbers.flatMap((f) => (f.group ? [f.group.name] : [])))].map((name) =>
    numbers.filter((f) => f.group?.name === name),
  );
  if (conditional.length === 0 && groups.length === 0) return [];
  return [
    z.superRefine<Answers>((answers, ctx) => {
      for (const field of conditional) {
        if (isAsked(field, answers) && isEmpty(answers[field.key]))
          ctx.issues.push({
            code: 'custom',
            message: typeof field.required === 'string' ? field.required : fieldMessages.required,
            path: [field.key],
            input: answers[field.key],
          });
      }
      for (const group of groups) {
        const missing = group.filter((f) => isEmpty(answers[f.key]));
        if (missing.length === 0 || missing.length === group.length) continue;
        for (const field of missing)
          ctx.issues.push({
            code: 'custom',
            message: field.group?.message ?? fieldMessages.required,
            path: [field.key],
            input: answers[field.key],
          });
      }
    }),
  ];
}
