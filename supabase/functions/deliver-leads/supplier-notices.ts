import {
  escapeHtml,
  labelledLines,
  labelledRowsHtml,
  oneLine,
  type RenderedEmail,
} from '../../../src/shared/email/html.ts';
import {
  supplierNoticeEmail as copy,
  standardLabel,
  ukDay,
  type SupplierNoticeEvent,
} from '../../../src/shared/email/supplier-emails.ts';
import { linkHtml, linkLines, type BriefLink } from '../../../src/shared/introductions/brief-link.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import type { Composed } from './introductions.ts';
import type { LeadRecord } from './lead-answers.ts';
import { sendingPageLink, SUPPLIER_PAGE_PATH } from './page-token.ts';

/*
 * supplier_notice: one message to a shop per event of its vetting and register entry (the
 * database's supplier_notices outbox), each with a fresh link to the shop's own page. The first
 * attempt starts the link's term, revoking earlier links; a retry joins the live one. The database
 * refuses a link (23514) for a shop with no address: then the message is skipped, not retried. A
 * shop recorded as not vetted gets its link too: its page says so, with the reason recorded.
 */

/** How the composer makes the shop page's link: the site's origin and issue_supplier_link. */
export type SupplierLinks = {
  siteUrl: string;
  issue: (supplierId: string, tokenHash: string, replace: boolean) => Promise<string>;
};

/** What claim_lead_deliveries answers for a supplier_notice. */
type NoticeClaim = {
  event: string;
  facts: Record<string, unknown> | null;
  created_at: string;
  supplier: {
    id: string;
    company_name: string;
    contact_name: string | null;
    email: string | null;
    status: string;
    partner_lead_id: string | null;
  } | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type Body = { subject: string; paragraphs: readonly string[]; rows?: { label: string; value: string }[] };

/** The event's own words, or why it cannot be said (a fact it needs is missing). */
function bodyOf(
  event: SupplierNoticeEvent,
  reference: string,
  company: string,
  facts: Record<string, unknown>,
): Body | string {
  switch (event) {
    case 'vetting_started':
    case 'vetted':
    case 'lapsed':
      return { subject: copy[event].subject(reference), paragraphs: copy[event].paragraphs(company) };
    case 'visit_booked': {
      const day = ukDay(text(facts.visit_on));
      if (!day) return 'The notice has no visit date';
      return { subject: copy.visit_booked.subject(reference), paragraphs: copy.visit_booked.paragraphs(company, day) };
    }
    case 'not_vetted': {
      const reason = text(facts.reason);
      return {
        subject: copy.not_vetted.subject(reference),
        paragraphs: copy.not_vetted.paragraphs(company),
        rows: reason ? [{ label: copy.not_vetted.reasonLabel, value: reason }] : [],
      };
    }
    case 'certificate_expiring':
    case 'certificate_expired': {
      const standard = text(facts.standard);
      const expiresOn = ukDay(text(facts.expires_on));
      if (!standard || !expiresOn) return 'The notice has no certificate standard or expiry';
      const label = standardLabel(standard);
      return { subject: copy[event].subject(reference, label), paragraphs: copy[event].paragraphs(label, expiresOn) };
    }
  }
}

const events: readonly string[] = [
  'vetting_started',
  'visit_booked',
  'vetted',
  'not_vetted',
  'certificate_expiring',
  'certificate_expired',
  'lapsed',
] satisfies SupplierNoticeEvent[];
const isEvent = (event: string): event is SupplierNoticeEvent => events.includes(event);

export function renderSupplierNotice(input: {
  reference: string;
  contactName: string | null;
  body: Body;
  after?: readonly string[];
  link: BriefLink;
}): RenderedEmail {
  const { reference, contactName, body, after = [], link } = input;
  const greeting = copy.greeting(contactName);
  const rows = body.rows ?? [];
  const paragraphs = [...body.paragraphs, copy.referenceLine(reference)];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(rows.length > 0 ? [...labelledLines(rows), ''] : []),
    ...after.flatMap((p) => [p, '']),
    copy.pageHeading,
    copy.page,
    '',
    ...linkLines(link, copy),
    '',
    copy.signOff,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(rows.length > 0 ? [`<table>${labelledRowsHtml(rows)}</table>`] : []),
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<h2 style="font-size:16px">${escapeHtml(copy.pageHeading)}</h2>`,
    `<p>${escapeHtml(copy.page)}</p>`,
    linkHtml(link, copy),
    `<p>${escapeHtml(copy.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(body.subject), text, html };
}

/** supplier_notice: the message of one event to the shop's address, or why it is skipped. */
export async function composeSupplierNotice(
  claim: LeadRecord | null,
  links: SupplierLinks,
  /** The delivery's attempt, from 1. */
  attempt = 1,
): Promise<Composed> {
  const notice = claim as NoticeClaim | null;
  const supplier = notice?.supplier;
  if (!notice || !supplier) return { skip: 'The supplier no longer exists' };
  const to = text(supplier.email);
  if (!to) return { skip: 'The supplier has no email address' };
  if (!isEvent(notice.event)) return { skip: `No message for the event ${notice.event}` };
  const reference = leadReference(supplier.partner_lead_id ?? supplier.id);
  const body = bodyOf(notice.event, reference, supplier.company_name, notice.facts ?? {});
  if (typeof body === 'string') return { skip: body };
  const contactName = text(supplier.contact_name) || null;
  const after = notice.event === 'not_vetted' ? [copy.not_vetted.after] : [];
  const link = await sendingPageLink(
    (hash, replace) => links.issue(supplier.id, hash, replace),
    links.siteUrl,
    SUPPLIER_PAGE_PATH,
    attempt,
  );
  if ('skip' in link) return link;
  return { to, email: renderSupplierNotice({ reference, contactName, body, after, link }) };
}
