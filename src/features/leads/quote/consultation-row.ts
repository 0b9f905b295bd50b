import type { LeadAttachment } from '@/lib/leads/attachments';
import type { LeadRowInput } from '../api/insert-lead';
import { emptyToNull } from '../field-rules';
import type { ProjectRequest } from './project-request-schema';

/** The `consultation_requests` columns of one request and the files uploaded for it. */
export function toConsultationRow(
  values: ProjectRequest,
  attachments: readonly LeadAttachment[],
): LeadRowInput<'consultation_requests'> {
  return {
    company_name: values.companyName,
    contact_name: values.contactName,
    email: values.email,
    job_types: [...values.jobTypes],
    project_description: values.projectDescription,
    timeline: values.timeline,
    budget: values.budget,
    materials: [...values.materials],
    quantity: values.quantity,
    tolerance: emptyToNull(values.tolerance),
    international_suppliers: values.internationalSuppliers,
    attachments: attachments.map(({ name, size, type, path }) => ({ name, size, type, path })),
  };
}
