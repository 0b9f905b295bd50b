import { describe, expect, it } from 'vitest';
import type { z } from '@/lib/zod';
import { emptyToNull, fieldMessages, hasMissingRequired } from './field-rules';
import { optionalChoice, optionalText, requiredChoice, requiredEmail, requiredText } from './field-schemas';

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
