import { z } from '@/lib/zod';
import type { LeadRowInput } from '../api/insert-lead';
import { limits, requiredEmail, requiredText } from '../field-schemas';

/** Per-field messages of the contact form; none were prescribed, so they say what to do. */
export const contactMessages = {
  name: 'Please enter your full name',
  emailMissing: 'Please enter your email address',
  subject: 'Please enter a subject',
  message: 'Please write your message',
} as const;

/** The contact form, stored in `contact_messages`; bounds match the table. */
export const contactSchema = z.object({
  name: requiredText(limits.shortText, contactMessages.name),
  email: requiredEmail(contactMessages.emailMissing),
  subject: requiredText(limits.shortText, contactMessages.subject),
  message: requiredText(limits.longText, contactMessages.message),
});

export type ContactForm = z.infer<typeof contactSchema>;

export const contactDefaults: ContactForm = { name: '', email: '', subject: '', message: '' };

export function toContactRow(values: ContactForm): LeadRowInput<'contact_messages'> {
  return { name: values.name, email: values.email, subject: values.subject, message: values.message };
}
