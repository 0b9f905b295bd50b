import type { LeadAttachment } from '@/lib/leads/attachments';
import { consultationFields } from '@/lib/leads/fields/consultation-fields';
import { toLeadRow } from '@/lib/leads/fields/rows';
import type { LeadRowInput } from '../api/insert-lead';
import type { ProjectRequest } from './project-request-schema';

/** The `consultation_requests` columns of one request and the files uploaded for it. */
export function toQuoteRow(
  values: ProjectRequest,
  attachments: readonly LeadAttachment[],
): LeadRowInput<'consultation_requests'> {
  return toLeadRow(consultationFields, values, attachments) as LeadRowInput<'consultation_requests'>;
}
