import { oemFields } from '@/shared/leads/fields/oem-fields';
import type { FormInput, FormValues } from '@/shared/leads/fields/field-types';
import { formSchemaLoader } from '../field-schemas';

/**
 * The OEM dialog's checks, from its field table: eight mandatory fields, every other section
 * optional, the website plain text (not checked as a URL), bounds as the oem_leads checks.
 */
export const loadOemSchema = formSchemaLoader(oemFields);

export type OemFormInput = FormInput<typeof oemFields>;
export type OemFormValues = FormValues<typeof oemFields>;
