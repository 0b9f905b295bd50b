import { receiptEmail } from '../../../src/shared/email/lead-emails.ts';
import { formatUkDueTime } from '../../../src/shared/leads/due-time.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import type { LeadKindId } from '../../../src/shared/leads/tables.ts';
import type { LeadRecord } from './lead-answers.ts';
import { escapeHtml, type RenderedEmail } from '../../../src/shared/email/html.ts';

/** The kinds of lead that send a receipt (the ICP download sends the template instead). */
export type ReceiptKind = Exclude<LeadKindId, 'icp'>;

/** What a receipt links to on the site: the booking page a partner books its call on. */
export type ReceiptSite = { bookingUrl: string };

/**
 * The visitor's receipt for one kind of lead. It repeats nothing the visitor typed, not even
 * their name: anyone can type any address into a form. What it does carry is ours: the reference
 * derived from the row's id, for an RFQ the due time the database fixed at insert, and for a
 * partner the site's booking page.
 */
export function renderReceipt(kind: ReceiptKind, lead: LeadRecord, site: ReceiptSite): RenderedEmail {
  const reference = leadReference(String(lead.id));
  const copy = receiptEmail[kind];
  const paragraphs =
    kind === 'oem'
      ? receiptEmail.oem.paragraphs(formatUkDueTime(String(lead.due_at)))
      : kind === 'partner'
        ? receiptEmail.partner.paragraphs(site.bookingUrl)
        : receiptEmail[kind].paragraphs;
  const lines = [
    receiptEmail.greeting,
    ...paragraphs,
    receiptEmail.reference(reference),
    receiptEmail.notYou,
    receiptEmail.signOff,
  ];
  return {
    subject: copy.subject(reference),
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}</body></html>`,
  };
}
