import { describe, expect, it } from 'vitest';
import { loadContactSchema } from './contact-schema';
import { contactDefaults, toContactRow } from './contact-row';

/** The schema the form loads, built as the form builds it. */
const contactSchema = await loadContactSchema();

function messagesFor(input: unknown): Record<string, string> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

const valid = { name: 'Nia Patel', email: 'nia@oem.test', subject: 'Titanium brackets', message: 'Can you help?' };

describe('contact form rules', () => {
  it('says what is missing in each field', () => {
    expect(messagesFor(contactDefaults)).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter your email address',
      subject: 'Please enter a subject',
      message: 'Please write your message',
    });
  });

  it('tells a malformed email from a missing one', () => {
    expect(messagesFor({ ...valid, email: 'nia@oem' })).toEqual({ email: 'Enter a valid email address' });
  });

  it('bounds each value like the contact_messages table', () => {
    expect(messagesFor({ ...valid, subject: 's'.repeat(201), message: 'm'.repeat(5001) })).toEqual({
      subject: 'Use 200 characters or fewer',
      message: 'Use 5000 characters or fewer',
    });
  });

  it('maps to the contact_messages columns, trimmed', () => {
    expect(toContactRow(contactSchema.parse({ ...valid, name: ' Nia Patel ' }))).toStrictEqual({
      name: 'Nia Patel',
      email: 'nia@oem.test',
      subject: 'Titanium brackets',
      message: 'Can you help?',
    });
  });
});
