import { formatUkDueTime } from '../../../src/shared/leads/due-time.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { briefDrawings, briefFacts } from '../../../src/shared/introductions/brief-facts.ts';
import { isRfqTable, rfqKindOf } from '../../../src/shared/leads/tables.ts';
import { neutralCopy } from '../../../src/shared/introductions/neutral-copy/index.ts';
import {
  renderBriefQuestion,
  renderBriefReminder,
  renderBriefReply,
} from '../../../src/shared/introductions/brief-followups.ts';
import { renderSupplierBrief } from '../../../src/shared/introductions/supplier-brief.ts';
import type { RenderedEmail } from '../../../src/shared/email/html.ts';
import type { BriefStorage } from '../_shared/storage.ts';
import { BRIEF_PAGE_PATH, sendingPageLink, shownPageLink } from './page-token.ts';
import type { LeadRecord } from './lead-answers.ts';

/**
 * The messages of an RFQ's introductions (docs/decisions/0031-sending-the-options.md), written by
 * the same renderers the desk's preview uses. A brief's facts come from the claim
 * (private.supplier_brief_facts: technical columns only). Its drawings are neutral copies made
 * here, when the brief is sent: the buyer's stored file is read, stripped of the names its
 * metadata holds (src/shared/introductions/neutral-copy), and written under the introduction as
 * `briefs/<introduction id>/drawing-<n>.<ext>`, so no download carries the buyer's file name or
 * lead id. The email links none of them: it carries the private link to the brief's page (a
 * token whose hash only the database keeps), where the supplier accepts the terms before the
 * brief-files function signs a copy for minutes, per click. A reply or a reminder adds a link to
 * the same page, with the live link's expiry.
 */

/** A message and its addressees, or why it is skipped. The introduction has two on To. */
export type Composed = { to: string | string[]; email: RenderedEmail } | { skip: string };

type BriefClaim = {
  introduction_id: string;
  lead_table: string;
  lead_id: string;
  supplier: { company_name: string; contact_name: string | null; email: string | null };
  rfq: Record<string, unknown> | null;
  wording?: Record<string, string>;
  /** The team confirmed at sending that it opened the files. */
  files_checked?: boolean;
  /** When the team needs the supplier's answer (private.brief_answer_by). */
  answer_by?: string | null;
};

/** Where drawing `n` of an introduction's brief is copied: its position and the file's extension only. */
export function briefCopyPath(introductionId: string, n: number, originalPath: string): string {
  const name = originalPath.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return `briefs/${introductionId}/drawing-${n}${/^[a-z0-9]{1,10}$/.test(ext) ? `.${ext}` : ''}`;
}

/**
 * Copies drawing `n` to its neutral key and returns that key, or null when the copy cannot be
 * certain to name nobody (text the stripper could not place) and the team did not confirm it
 * opened the files: such a copy is never stored or linked.
 */
async function copyNeutral(
  storage: BriefStorage,
  introductionId: string,
  n: number,
  path: string,
  filesChecked: boolean,
): Promise<string | null> {
  const original = await storage.download(path);
  const target = briefCopyPath(introductionId, n, path);
  const copy = await neutralCopy(original.bytes, target.split('.').pop() ?? '');
  if (copy.review && !filesChecked) return null;
  await storage.upload(target, copy.bytes, original.contentType);
  return target;
}

/** How the composers make a brief page's link: the site's origin and the database's issue_brief_link. */
export type BriefLinks = {
  siteUrl: string;
  issue: (introductionId: string, tokenHash: string, replace: boolean) => Promise<string>;
};

/** A link that joins the live one (a reply or a reminder), or why none can be made. */
const joinedBriefLink = (links: BriefLinks, introductionId: string) =>
  shownPageLink((hash, replace) => links.issue(introductionId, hash, replace), links.siteUrl, BRIEF_PAGE_PATH, false);

export async function composeSupplierBrief(
  claim: LeadRecord | null,
  storage: BriefStorage,
  links: BriefLinks,
  /** The delivery's attempt, from 1. */
  attempt = 1,
): Promise<Composed> {
  const brief = claim as BriefClaim | null;
  if (!brief || !brief.rfq || !isRfqTable(brief.lead_table)) return { skip: 'The RFQ no longer exists' };
  const to = brief.supplier.email?.trim();
  if (!to) return { skip: 'The supplier has no email address' };
  if (typeof brief.introduction_id !== 'string') throw new Error('The brief’s facts name no introduction');
  // The copies first: the page offers them the moment the link works.
  const drawings = await Promise.all(
    briefDrawings(brief.rfq).map(async (drawing, i) => {
      if (!drawing.path) return drawing;
      const copy = await copyNeutral(storage, brief.introduction_id, i + 1, drawing.path, brief.files_checked === true);
      return copy === null ? { ...drawing, withheld: true } : drawing;
    }),
  );
  // Its first attempt (and "Send again", which starts the attempts over) starts the 7 days.
  const link = await sendingPageLink(
    (hash, replace) => links.issue(brief.introduction_id, hash, replace),
    links.siteUrl,
    BRIEF_PAGE_PATH,
    attempt,
  );
  if ('skip' in link) return link;
  const email = renderSupplierBrief({
    reference: leadReference(brief.lead_id),
    supplier: brief.supplier,
    facts: briefFacts(brief.lead_table, brief.rfq, brief.wording),
    drawings,
    link,
    ...(brief.answer_by ? { answerBy: formatUkDueTime(brief.answer_by) } : {}),
  });
  return { to, email };
}

/** brief_reply and brief_question (private.brief_question_facts): the question and its brief's facts. */
type QuestionClaim = {
  question_id: string;
  question: string;
  reply: string | null;
  asked_at: string | null;
  brief: BriefClaim | null;
};

export async function composeBriefReply(claim: LeadRecord | null, links: BriefLinks): Promise<Composed> {
  const question = claim as QuestionClaim | null;
  const brief = question?.brief;
  if (!question || !brief || typeof brief.introduction_id !== 'string')
    return { skip: 'The question no longer exists' };
  const to = brief.supplier.email?.trim();
  if (!to) return { skip: 'The supplier has no email address' };
  if (!question.reply) return { skip: 'The question has no reply' };
  const link = await joinedBriefLink(links, brief.introduction_id);
  if ('skip' in link) return link;
  const email = renderBriefReply({
    reference: leadReference(brief.lead_id),
    supplier: brief.supplier,
    question: question.question,
    reply: question.reply,
    link,
  });
  return { to, email };
}

/** brief_reminder: the brief's facts, when an answer is needed, and whether one still is. */
type ReminderClaim = BriefClaim & { answer_by?: string | null; answered?: boolean; options_sent?: boolean };

export async function composeBriefReminder(claim: LeadRecord | null, links: BriefLinks): Promise<Composed> {
  const reminder = claim as ReminderClaim | null;
  if (!reminder || typeof reminder.introduction_id !== 'string') return { skip: 'The introduction no longer exists' };
  if (reminder.answered) return { skip: 'The supplier answered before the reminder' };
  if (reminder.options_sent) return { skip: 'The buyer’s options were sent before the reminder' };
  const to = reminder.supplier.email?.trim();
  if (!to) return { skip: 'The supplier has no email address' };
  const link = await joinedBriefLink(links, reminder.introduction_id);
  if ('skip' in link) return link;
  const email = renderBriefReminder({
    reference: leadReference(reminder.lead_id),
    supplier: reminder.supplier,
    ...(reminder.answer_by ? { answerBy: formatUkDueTime(reminder.answer_by) } : {}),
    link,
  });
  return { to, email };
}

/** The team's alert of a supplier's question; `deskUrl` makes the RFQ's desk link. */
export function composeBriefQuestion(
  claim: LeadRecord | null,
  deskUrl: (kind: string, leadId: string) => string,
): RenderedEmail | { skip: string } {
  const question = claim as QuestionClaim | null;
  const brief = question?.brief;
  if (!question || !brief || !isRfqTable(brief.lead_table)) return { skip: 'The question no longer exists' };
  return renderBriefQuestion({
    reference: leadReference(brief.lead_id),
    supplier: brief.supplier,
    question: question.question,
    ...(question.asked_at ? { askedAt: formatUkDueTime(question.asked_at) } : {}),
    deskUrl: deskUrl(rfqKindOf(brief.lead_table), brief.lead_id),
  });
}
