import { z } from '@/lib/zod';
import { limits } from '../field-rules';
import { requiredEmail, requiredText } from '../field-schemas';
import { contactMessages } from './contact-values';

/** The contact form, stored in `contact_messages`; bounds match the table. */
export const contactSchema = z.object({
  name: requiredText(limits.shortText, contactMessages.name),
  email: requiredEmail(contactMessages.emailMissing),
  subject: requiredText(limits.shortText, contactMessages.subject),
  message: requiredText(limits.longText, contactMessages.message),
});

export type ContactForm = z.infer<typeof contactSchema>;
