import { partnerFields } from '@/shared/leads/fields/partner-fields';
import { toLeadRow } from '@/shared/leads/fields/rows';
import type { LeadRowInput } from '../api/insert-lead';
import type { PartnerFormValues } from './partner-schema';

/** Every answer in its column; an empty optional answer is null. The form has no phone field. */
export function toPartnerRow(values: PartnerFormValues): LeadRowInput<'cnc_partner_leads'> {
  return toLeadRow(partnerFields, values) as LeadRowInput<'cnc_partner_leads'>;
}
