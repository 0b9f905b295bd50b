import { contactFields } from '@/shared/leads/fields/contact-fields';
import type { FormValues } from '@/shared/leads/fields/field-types';
import { formSchemaLoader } from '../field-schemas';

/** The contact form's checks, from its field table: bounds as the contact_messages table. */
export const loadContactSchema = formSchemaLoader(contactFields);

export type ContactForm = FormValues<typeof contactFields>;
