import { z } from '@/lib/zod';
import { icpFields } from '@/shared/leads/fields/icp-fields';
import type { FormInput, FormValues } from '@/shared/leads/fields/field-types';
import { messages } from '@/lib/messages';
import { formSchemaLoader } from '../field-schemas';

/**
 * The ICP template download form, from its field table. Missing values and the unticked consent
 * box are reported as toasts with the texts of src/lib/messages.ts, so the box's check carries
 * the consent toast's wording rather than the "required" one.
 */
export const loadIcpSchema = formSchemaLoader(icpFields, {
  agreeToPolicy: z.boolean().check(z.refine((agreed) => agreed, messages.icp.noConsent.description)),
});

export type IcpFormInput = FormInput<typeof icpFields>;
export type IcpForm = FormValues<typeof icpFields>;
