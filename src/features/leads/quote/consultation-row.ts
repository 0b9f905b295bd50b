import type { LeadRowInput } from '../api/insert-lead';
import { emptyToNull } from '../field-schemas';
import type { FileFacts } from './file-rules';
import type { ProjectRequest } from './project-request-schema';

/** What is stored about each chosen file; the file itself is not uploaded yet: the visitor is told only what is stored. */
export type AttachmentMeta = { name: string; size: number; type: string };

/** The database allows names up to 255 characters; longer ones keep their ending (the extension). */
const MAX_NAME = 255;

export function toAttachmentMeta(file: FileFacts): AttachmentMeta {
  const name = file.name.length > MAX_NAME ? `…${file.name.slice(-(MAX_NAME - 1))}` : file.name;
  return { name, size: file.size, type: file.type.slice(0, 255) };
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
