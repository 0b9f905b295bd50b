import { z } from '@/lib/zod';
import { limits } from '../field-rules';
import { optionalChoice, optionalText, requiredEmail, requiredText } from '../field-schemas';
import { hearAboutUsValues } from '@/lib/leads/options';

/** The partner form: three required fields, the rest optional. */
export const partnerSchema = z.object({
  email: requiredEmail(),
  companyName: requiredText(limits.shortText),
  contactName: requiredText(limits.shortText),
  companyWebsite: optionalText(2048),
  numberOfEmployees: optionalText(50),
  certifications: optionalText(limits.shortText * 5),
  industriesServed: optionalText(limits.longText),
  hearAboutUs: optionalChoice(hearAboutUsValues),
});

export type PartnerFormInput = z.input<typeof partnerSchema>;
export type PartnerFormValues = z.output<typeof partnerSchema>;
