import type { LeadAttachment } from '@/lib/leads/attachments';
import { leadReference } from '@/shared/leads/reference';

/**
 * What a form knows of a lead it has just stored, without reading it back (visitors may insert,
 * never select): the id it made for the row, the reference derived from that id, the moment the
 * insert succeeded and the files stored with it (with the measurements of each model).
 */
export type SubmittedLead = {
  id: string;
  reference: string;
  /** When the database answered; the RFQ's due time is counted from here on screen. */
  storedAt: Date;
  attachments: readonly LeadAttachment[];
};

export function submittedLead(
  id: string,
  attachments: readonly LeadAttachment[],
  storedAt = new Date(),
): SubmittedLead {
  return { id, reference: leadReference(id), storedAt, attachments };
}
