import { dueMovedCopy as copy } from '../../../src/shared/email/clock-emails.ts';
import { factsEmail } from '../../../src/shared/email/html.ts';
import { formatUkDueTime } from '../../../src/shared/leads/due-time.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import type { Composed } from './introductions.ts';
import type { LeadRecord } from './lead-answers.ts';

/**
 * The buyer's message once a resumed pause moved their options' due time
 * (public.resume_rfq_clock queues it on the pause; private.due_moved_facts gives the RFQ's clock
 * as it is when sent). Nothing to say when the options went out, the RFQ closed or was held, or
 * the clock was paused again in the meantime: the next resume queues its own message.
 */
export function composeDueMoved(facts: LeadRecord | null): Composed {
  if (!facts || typeof facts.lead_id !== 'string') return { skip: 'The RFQ no longer exists' };
  if (facts.options_sent_at) return { skip: 'The options were sent before the new time went out' };
  if (facts.clock_closed_at) return { skip: 'The RFQ was closed before the new time went out' };
  if (facts.status === 'held') return { skip: 'The RFQ is held for review' };
  if (facts.clock_paused_at) return { skip: 'The clock was paused again; its resume tells the buyer' };
  const to = typeof facts.email === 'string' ? facts.email.trim() : '';
  if (!to) return { skip: 'This RFQ has no address for the buyer' };
  if (typeof facts.clock_due_at !== 'string') return { skip: 'The RFQ has no due time' };
  const reference = leadReference(facts.lead_id);
  const { text, html } = factsEmail({
    intro: `${copy.greeting}\n\n${copy.intro}`,
    lines: [
      [copy.dueLabel, formatUkDueTime(facts.clock_due_at)],
      [copy.referenceLabel, reference],
    ],
    advice: `${copy.advice}\n\n${copy.signOff}`,
  });
  return { to, email: { subject: copy.subject(reference), text, html } };
}
