import { teamAlertCopy } from '../../../src/shared/email/lead-emails.ts';
import { oneLine } from '../../../src/shared/email/html.ts';
import { answerLines, FILE_COLUMN, filesText } from '../../../src/shared/leads/answer-text.ts';
import { formatUkDueTime } from '../../../src/shared/leads/due-time.ts';
import { leadEmail, leadTitle } from '../../../src/shared/leads/fields/roles.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { leadKindOf, type LeadKindId } from '../../../src/shared/leads/tables.ts';

/**
 * A stored lead as the team alert shows it: every answer under the label its form asked it with
 * (the labels the admin shows, from one module), the attached files' names and sizes, and a
 * subject naming the lead. Values are returned as typed; the renderer escapes them.
 */

export type Answer = { label: string; value: string };
export type LeadRecord = Readonly<Record<string, unknown>>;

export { leadKindOf };

/** Every answer of the lead, in the order its form asked for them, as the one reader reads them. */
export function leadAnswers(kind: LeadKindId, lead: LeadRecord): Answer[] {
  return answerLines(kind, lead).map(({ label, value }) => ({ label, value }));
}

/** The files the lead lists, each as the one reader describes it. */
export const leadAttachments = (lead: LeadRecord): string[] => filesText(lead[FILE_COLUMN]);

/**
 * What the team reads first in their inbox: the kind of lead and who it is from, and whether the
 * database held it for review (stored during a flood, see the held-leads intro).
 */
export function alertSubject(kind: LeadKindId, lead: LeadRecord): string {
  const held = isHeld(lead) ? teamAlertCopy.heldSubjectPrefix : '';
  return oneLine(`${held}${teamAlertCopy.subject[kind]}: ${leadTitle(kind, lead)}`);
}

/** Stored over a limit someone else could fill: the team reviews it before anything is sent. */
export function isHeld(lead: LeadRecord): boolean {
  return lead.status === 'held';
}

/** The address a lead's receipt goes to; the ICP download sends none. */
export function receiptAddress(kind: LeadKindId, lead: LeadRecord): string | undefined {
  return kind === 'icp' ? undefined : leadEmail(kind, lead) || undefined;
}

/** Where the team's reply to an alert goes: the lead's own address, as one header line. */
export function replyAddress(kind: LeadKindId, lead: LeadRecord): string | undefined {
  return (
    leadEmail(kind, lead)
      .replace(/[\r\n\t]+/g, ' ')
      .trim() || undefined
  );
}

/**
 * What the team reads before the answers: the lead's reference and, for an RFQ, when its 3
 * supplier options are due (the row's due_at, fixed by the database at insert).
 */
export function leadFacts(id: string, lead: LeadRecord): Answer[] {
  const facts: Answer[] = [{ label: teamAlertCopy.referenceLabel, value: leadReference(id) }];
  if (typeof lead.due_at === 'string')
    facts.push({ label: teamAlertCopy.dueLabel, value: formatUkDueTime(lead.due_at) });
  return facts;
}
