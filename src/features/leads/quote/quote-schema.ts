import { quoteFields } from '@/shared/leads/fields/quote-fields';
import type { FormInput, FormValues } from '@/shared/leads/fields/field-types';
import { formSchemaLoader } from '../field-schemas';

/**
 * The /quote request's checks, from its field table: upper bounds as the
 * database's checks, so the insert never rejects what the form accepted; materials, tolerance
 * and the international preference are optional with empty defaults.
 */
export const loadQuoteSchema = formSchemaLoader(quoteFields);

/** What the form holds while editing (selects may still be ''). */
export type QuoteFormInput = FormInput<typeof quoteFields>;
/** What a valid submit hands over. */
export type QuoteFormValues = FormValues<typeof quoteFields>;
