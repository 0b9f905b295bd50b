import type { LeadAttachment } from '@/lib/leads/attachments';
import { partnerFields } from '@/shared/leads/fields/partner-fields';
import { toLeadRow } from '@/shared/leads/fields/rows';
import type { LeadRowInput } from '../api/insert-lead';
import type { PartnerFormValues } from './partner-schema';

/**
 * Every answer in its column: an empty optional answer is null, the most axes only with multi-axis
 * machining, the part's sizes as numbers, the certificate files in `attachments`. The form has
 * no phone field.
 */
export function toPartnerRow(
  values: PartnerFormValues,
  attachments: readonly LeadAttachment[] = [],
): LeadRowInput<'cnc_partner_leads'> {
  return toLeadRow(partnerFields, values, attachments) as LeadRowInput<'cnc_partner_leads'>;
}
