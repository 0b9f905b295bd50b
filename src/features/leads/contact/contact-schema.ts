import { contactFields } from '@/shared/leads/fields/contact-fields';
import type { FormValues } from '@/shared/leads/fields/field-types';
import { formSchema } from '../field-schemas';

/** The contact form's checks, from its field table: bounds as the contact_messages table. */
export const contactSchema = formSchema(contactFields);

export type ContactForm = FormValues<typeof contactFields>;
