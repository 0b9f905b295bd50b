import { quoteFields } from '@/shared/leads/fields/quote-fields';
import { askedFields, formDefaults } from '@/shared/leads/fields/rows';
import type { QuoteFormInput } from './quote-schema';

/** The exact validation message of each required field of the quote form (docs/product.md). */
export const quoteRequiredMessages = Object.fromEntries(
  askedFields(quoteFields).flatMap((f) => (typeof f.required === 'string' ? [[f.key, f.required]] : [])),
) as Readonly<Record<string, string>>;

/** A blank form: empty strings and lists, international suppliers off. */
export const emptyQuoteForm = formDefaults(quoteFields) as QuoteFormInput;
