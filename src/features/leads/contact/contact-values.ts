import type { LeadRowInput } from '../api/insert-lead';
import type { ContactForm } from './contact-schema';

/** Per-field messages of the contact form; none were prescribed, so they say what to do. */
export const contactMessages = {
  name: 'Please enter your full name',
  emailMissing: 'Please enter your email address',
  subject: 'Please enter a subject',
  message: 'Please write your message',
} as const;

export const contactDefaults: ContactForm = { name: '', email: '', subject: '', message: '' };

export function toContactRow(values: ContactForm): LeadRowInput<'contact_messages'> {
  return { name: values.name, email: values.email, subject: values.subject, message: values.message };
}
