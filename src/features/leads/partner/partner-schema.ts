import { partnerFields } from '@/shared/leads/fields/partner-fields';
import type { FormInput, FormValues } from '@/shared/leads/fields/field-types';
import { formSchemaLoader } from '../field-schemas';

/** The partner form's checks, from its field table: three required fields, the rest optional. */
export const loadPartnerSchema = formSchemaLoader(partnerFields);

export type PartnerFormInput = FormInput<typeof partnerFields>;
export type PartnerFormValues = FormValues<typeof partnerFields>;
