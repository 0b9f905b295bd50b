import {
  briefQuestionEmail,
  briefReminderEmail,
  briefReplyEmail,
  supplierBriefEmail,
} from '../email/introduction-emails.ts';
import { linkHtml, linkLines, type BriefLink } from './brief-link.ts';
import { escapeHtml, factsEmail, labelledLines, labelledRowsHtml, oneLine, type RenderedEmail } from '../email/html.ts';

/*
 * The messages after a brief: the team's reply to a supplier's question and the reminder to a
 * supplier that has not answered, each with a fresh link to the same page (same expiry as the
 * live one), and the team's alert that a supplier asked a question (the desk's link, no token).
 * Nothing in them identifies the buyer; the supplier's own words are quoted back only to itself
 * and to the team.
 */

type Supplier = { company_name: string; contact_name: string | null };

function supplierEmail(parts: {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  rows?: readonly { label: string; value: string }[];
  after: readonly string[];
  link: BriefLink;
}): RenderedEmail {
  const { subject, greeting, paragraphs, rows = [], after, link } = parts;
  const words = { linkLabel: supplierBriefEmail.linkLabel, linkExpires: supplierBriefEmail.linkExpires };
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(rows.length > 0 ? [...labelledLines(rows), ''] : []),
    ...after.flatMap((p) => [p, '']),
    ...linkLines(link, words),
    '',
    supplierBriefEmail.signOff,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(rows.length > 0 ? [`<table>${labelledRowsHtml(rows)}</table>`] : []),
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    linkHtml(link, words),
    `<p>${escapeHtml(supplierBriefEmail.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(subject), text, html };
}

export function renderBriefReply(input: {
  reference: string;
  supplier: Supplier;
  question: string;
  reply: string;
  link: BriefLink;
}): RenderedEmail {
  const copy = briefReplyEmail;
  return supplierEmail({
    subject: copy.subject(input.reference),
    greeting: copy.greeting(input.supplier.contact_name),
    paragraphs: [copy.intro, copy.referenceLine(input.reference)],
    rows: [
      { label: copy.questionLabel, value: input.question },
      { label: copy.replyLabel, value: input.reply },
    ],
    after: [copy.page],
    link: input.link,
  });
}

export function renderBriefReminder(input: {
  reference: string;
  supplier: Supplier;
  /** When an answer is needed, as the supplier reads it; absent when unknown. */
  answerBy?: string;
  link: BriefLink;
}): RenderedEmail {
  const copy = briefReminderEmail;
  return supplierEmail({
    subject: copy.subject(input.reference),
    greeting: copy.greeting(input.supplier.contact_name),
    paragraphs: [copy.intro(input.reference), ...(input.answerBy ? [copy.answerBy(input.answerBy)] : [])],
    after: [copy.page],
    link: input.link,
  });
}

/** To the team: which supplier asked what on which RFQ, and the desk's link. No token. */
export function renderBriefQuestion(input: {
  reference: string;
  supplier: { company_name: string };
  question: string;
  /** When it was asked, as the team reads it. */
  askedAt?: string;
  deskUrl: string;
}): RenderedEmail {
  const copy = briefQuestionEmail;
  const company = oneLine(input.supplier.company_name);
  const { text, html } = factsEmail({
    intro: copy.intro,
    lines: [
      [copy.referenceLabel, input.reference],
      [copy.supplierLabel, company],
      ...(input.askedAt ? ([[copy.askedLabel, input.askedAt]] as const) : []),
      [copy.questionLabel, input.question],
    ],
    advice: copy.advice,
    link: { label: copy.openInDesk, url: input.deskUrl },
  });
  return { subject: oneLine(copy.subject(input.reference, company)), text, html };
}
