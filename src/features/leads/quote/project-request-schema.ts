import { consultationFields } from '@/lib/leads/fields/consultation-fields';
import type { FormInput, FormValues } from '@/lib/leads/fields/field-types';
import { formSchema } from '../field-schemas';

/**
 * The /quote consultation request's checks, from its field table: upper bounds as the
 * database's checks, so the insert never rejects what the form accepted; materials, tolerance
 * and the international preference are optional with empty defaults.
 */
export const projectRequestSchema = formSchema(consultationFields);

/** What the form holds while editing (selects may still be ''). */
export type ProjectRequestInput = FormInput<typeof consultationFields>;
/** What a valid submit hands over. */
export type ProjectRequest = FormValues<typeof consultationFields>;
