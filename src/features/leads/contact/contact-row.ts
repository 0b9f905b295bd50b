import { contactFields } from '@/shared/leads/fields/contact-fields';
import { formDefaults, toLeadRow } from '@/shared/leads/fields/rows';
import type { LeadRowInput } from '../api/insert-lead';
import type { ContactForm } from './contact-schema';

export const contactDefaults = formDefaults(contactFields) as ContactForm;

export function toContactRow(values: ContactForm): LeadRowInput<'contact_messages'> {
  return toLeadRow(contactFields, values) as LeadRowInput<'contact_messages'>;
}
