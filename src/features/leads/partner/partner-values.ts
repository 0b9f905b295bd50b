import { partnerFields } from '@/shared/leads/fields/partner-fields';
import { formDefaults } from '@/shared/leads/fields/rows';
import type { PartnerFormInput } from './partner-schema';

/** A blank partner form. */
export const emptyPartnerForm = formDefaults(partnerFields) as PartnerFormInput;
