import { afterEach, describe, expect, it, vi } from 'vitest';
import { oemFields } from '@/shared/leads/fields/oem-fields';
import type { z } from '@/lib/zod';
import { emptyToNull, fieldMessages, hasMissingRequired } from './field-rules';
import {
  formSchema,
  formSchemaLoader,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredText,
} from './field-schemas';
import { emptyOemForm } from './oem/oem-row';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('shared field schemas', () => {
  it('requires text after trimming and bounds it like the database', () => {
    expect(firstMessage(requiredText(), '   ')).toBe(fieldMessages.required);
    expect(requiredText().parse('  Acme  ')).toBe('Acme');
    expect(requiredText(200).safeParse('x'.repeat(200)).success).toBe(true);
    expect(firstMessage(requiredText(200), 'x'.repeat(201))).toBe('Use 200 characters or fewer');
    expect(optionalText().parse('')).toBe('');
  });

  it('tells an empty email from a malformed one', () => {
    expect(firstMessage(requiredEmail(), '')).toBe(fieldMessages.required);
    expect(firstMessage(requiredEmail(), 'jane@')).toBe(fieldMessages.email);
    expect(requiredEmail().parse(' jane@acme.co.uk ')).toBe('jane@acme.co.uk');
    expect(firstMessage(requiredEmail(), `${'a'.repeat(320)}@x.io`)).toBe('Use 320 characters or fewer');
  });

  it('accepts only listed option values, or empty when optional', () => {
    const values = ['yes', 'no'] as const;
    expect(optionalChoice(values).parse('')).toBe('');
    expect(optionalChoice(values).safeParse('maybe').success).toBe(false);
    // A radio group that focus passed through without a choice reads as null.
    expect(optionalChoice(values).parse(null)).toBe('');
    expect(optionalChoice(values).parse(undefined)).toBe('');
    expect(firstMessage(requiredChoice(values), '')).toBe(fieldMessages.required);
    expect(requiredChoice(values).parse('no')).toBe('no');
  });

  it('turns empty text into null', () => {
    expect(emptyToNull('  ')).toBeNull();
    expect(emptyToNull(undefined)).toBeNull();
    expect(emptyToNull(' a ')).toBe('a');
  });

  it('sees a missing required field only when a field failed with the required message', () => {
    expect(hasMissingRequired({ email: { message: fieldMessages.email } })).toBe(false);
    expect(
      hasMissingRequired({ email: { message: fieldMessages.email }, city: { message: fieldMessages.required } }),
    ).toBe(true);
    expect(hasMissingRequired({})).toBe(false);
  });
});

describe('a form schema as its page loads it', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks exactly as the schema built at once, and is built once for every caller', async () => {
    const load = formSchemaLoader(oemFields);
    const [first, second] = await Promise.all([load(), load()]);
    expect(second).toBe(first);
    expect(await load()).toBe(first);
    const issues = (schema: z.ZodMiniType) =>
      (schema.safeParse(emptyOemForm).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues(first).length).toBeGreaterThan(0);
    expect(issues(first)).toEqual(issues(formSchema(oemFields)));
  });

  it('lets the page run between slices once a slice has taken its time', async () => {
    // Each reading of the clock is 5 ms on: every question is over the slice's time.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    const order: string[] = [];
    const building = formSchemaLoader(oemFields)().then(() => order.push('schema built'));
    setTimeout(() => order.push('the page ran'), 0);
    await building;
    expect(order).toEqual(['the page ran', 'schema built']);
  });

  it('is built in one task when the clock says there is time', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const order: string[] = [];
    const building = formSchemaLoader(oemFields)().then(() => order.push('schema built'));
    setTimeout(() => order.push('the page ran'), 0);
    await building;
    expect(order).toEqual(['schema built']);
  });
});
