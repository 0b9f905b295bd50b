import type { LeadAttachment } from '@/lib/leads/attachments';
import { quoteFields } from '@/shared/leads/fields/quote-fields';
import { toLeadRow } from '@/shared/leads/fields/rows';
import type { LeadRowInput } from '../api/insert-lead';
import type { QuoteFormValues } from './quote-schema';

/** The `consultation_requests` columns of one request and the files uploaded for it. */
export function toQuoteRow(
  values: QuoteFormValues,
  attachments: readonly LeadAttachment[],
): LeadRowInput<'consultation_requests'> {
  return toLeadRow(quoteFields, values, attachments) as LeadRowInput<'consultation_requests'>;
}
