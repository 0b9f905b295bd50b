import { contactFields } from '@/lib/leads/fields/contact-fields';
import type { FormValues } from '@/lib/leads/fields/field-types';
import { formSchema } from '../field-schemas';

/** The contact form's checks, from its field table: bounds as the contact_messages table. */
export const contactSchema = formSchema(contactFields);

export type ContactForm = FormValues<typeof contactFields>;
