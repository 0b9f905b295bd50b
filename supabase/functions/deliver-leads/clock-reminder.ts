import { clockReminderCopy } from '../../../src/shared/email/clock-emails.ts';
import { formatUkDueTime } from '../../../src/shared/leads/due-time.ts';
import { leadTitle } from '../../../src/shared/leads/fields/roles.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import type { LeadKindId } from '../../../src/shared/leads/tables.ts';
import type { LeadRecord } from './lead-answers.ts';
import { factsEmail, type RenderedEmail } from '../../../src/shared/email/html.ts';

/**
 * The team's reminder once 48 of an RFQ's 72 clock hours have run without options
 * (public.queue_clock_reminders): the reference, the company, when the clock runs out (its end,
 * moved by any pause) and the lead's desk link, built as the team alert builds it.
 */
export function renderClockReminder(input: {
  kind: LeadKindId;
  leadId: string;
  lead: LeadRecord;
  deskUrl: string;
}): RenderedEmail {
  const { kind, leadId, lead, deskUrl } = input;
  const reference = leadReference(leadId);
  // The RFQ's company by its field role (the person when it names none), on one line.
  const company = leadTitle(kind, lead).replace(/[\r\n\t]+/g, ' ');
  const dueValue = typeof lead.clock_due_at === 'string' ? lead.clock_due_at : lead.due_at;
  const due = typeof dueValue === 'string' ? formatUkDueTime(dueValue) : '';
  const intro = clockReminderCopy.intro(clockReminderCopy.kinds[kind] ?? 'RFQ');
  const lines: [string, string][] = [
    [clockReminderCopy.referenceLabel, reference],
    ...(company ? ([[clockReminderCopy.companyLabel, company]] as [string, string][]) : []),
    ...(due ? ([[clockReminderCopy.dueLabel, due]] as [string, string][]) : []),
  ];
  const { text, html } = factsEmail({
    intro,
    lines,
    advice: clockReminderCopy.advice,
    link: { label: clockReminderCopy.openInDesk, url: deskUrl },
  });
  return { subject: clockReminderCopy.subject(reference, company).slice(0, 200), text, html };
}
