import { partnerFields } from '@/lib/leads/fields/partner-fields';
import { formDefaults } from '@/lib/leads/fields/rows';
import type { PartnerFormInput } from './partner-schema';

/** A blank partner form. */
export const emptyPartnerForm = formDefaults(partnerFields) as PartnerFormInput;
