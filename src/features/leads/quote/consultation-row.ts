import type { LeadRowInput } from '../api/insert-lead';
import { emptyToNull } from '../field-schemas';
import type { FileFacts } from './file-rules';
import type { ProjectRequest } from './project-request-schema';
import { fitFileName } from '@/lib/files';

/** What is stored about each chosen file (the file itself is not uploaded yet). */
export type AttachmentMeta = { name: string; size: number; type: string };

export function toAttachmentMeta(file: FileFacts): AttachmentMeta {
  return { name: fitFileName(file.name), size: file.size, type: file.type.slice(0, 255) };
}

/** A valid request plus its files' metadata: the value the submit path maps to a row. */
export type ConsultationSubmission = ProjectRequest & { attachments: readonly AttachmentMeta[] };

/** The `consultation_requests` columns of one submission. */
export function toConsultationRow(values: ConsultationSubmission): LeadRowInput<'consultation_requests'> {
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
    attachments: values.attachments.map((a) => ({ name: a.name, size: a.size, type: a.type })),
  };
}
