import { formatUkDueTime } from '../../../src/shared/leads/due-time.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { isRfqTable, rfqKindOf } from '../../../src/shared/leads/tables.ts';
import { renderBuyerOptions, type BuyerOption, type Stated } from '../../../src/shared/introductions/buyer-options.ts';
import {
  renderBuyerChoice,
  renderUnsentIntroduction,
  renderBuyerQuestion,
  renderBuyerReply,
  renderIntroduction,
  type IntroducedBuyer,
  type IntroducedSupplier,
} from '../../../src/shared/introductions/options-followups.ts';
import type { RenderedEmail } from '../../../src/shared/email/html.ts';
import type { Composed } from './introductions.ts';
import type { LeadRecord } from './lead-answers.ts';
import { OPTIONS_PAGE_PATH, sendingPageLink, shownPageLink } from './page-token.ts';

/**
 * The messages of the buyer's options (docs/decisions/0037-buyer-options-page.md): the options
 * email with the buyer's private link to its page, the introduction the buyer and a chosen
 * supplier read together, the team's alerts of a choice, of an introduction that did not go and
 * of a question, and the reply to the buyer. Only the introduction goes to a supplier, and only once the buyer chose it; it carries no
 * private link, since both sides read it.
 */

/** How the composers make an options page's link: the site's origin and issue_options_link. */
export type OptionsLinks = {
  siteUrl: string;
  issue: (leadTable: string, leadId: string, tokenHash: string, replace: boolean) => Promise<string>;
};

type DeskUrl = (kind: string, leadId: string) => string;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The buyer's name and company as an RFQ's row holds them (oem_leads or consultation_requests). */
const buyerName = (lead: LeadRecord) => text(lead.contact_person) || text(lead.contact_name) || null;
const buyerCompany = (lead: LeadRecord) => text(lead.company_name) || buyerName(lead) || '';

/**
 * buyer_options: the options, and the link to compare them and choose. Its first attempt starts
 * the link's 30 days, revoking any earlier one; a retry joins the live link. The database refuses
 * (23514) once the RFQ is closed: then nothing is sent.
 */
export async function composeBuyerOptions(
  leadTable: string,
  leadId: string,
  lead: LeadRecord | null,
  links: OptionsLinks,
  /** The delivery's attempt, from 1. */
  attempt = 1,
): Promise<Composed> {
  if (!lead) return { skip: 'The RFQ no longer exists' };
  const to = text(lead.email);
  if (!to) return { skip: 'This RFQ has no address for the options' };
  const options = Array.isArray(lead.options) ? (lead.options as BuyerOption[]) : [];
  if (options.length === 0) return { skip: 'No supplier was offered' };
  const link = await sendingPageLink(
    (hash, replace) => links.issue(leadTable, leadId, hash, replace),
    links.siteUrl,
    OPTIONS_PAGE_PATH,
    attempt,
  );
  if ('skip' in link) return link;
  return { to, email: renderBuyerOptions({ reference: leadReference(leadId), options, link }) };
}

/** introduction (private.introduction_facts): null when the supplier is not (or no longer) chosen. */
type IntroductionClaim = {
  introduction_id: string;
  lead_table: string;
  lead_id: string;
  chosen_at: string | null;
  buyer: IntroducedBuyer | null;
  /** Why the introduction must not go: its supplier is no longer one we may introduce. */
  withheld?: string | null;
  supplier: IntroducedSupplier | null;
  stated: Stated | null;
};

/** One email to the buyer and the chosen supplier, both on To, each with the other's details. */
export function composeIntroduction(claim: LeadRecord | null): Composed {
  const intro = claim as IntroductionClaim | null;
  if (intro && typeof intro.withheld === 'string' && intro.withheld) return { skip: intro.withheld };
  if (!intro || !intro.chosen_at || !intro.buyer || !intro.supplier)
    return { skip: 'The supplier is not chosen, or the RFQ no longer exists' };
  const buyerTo = text(intro.buyer.email);
  const supplierTo = text(intro.supplier.email);
  if (!buyerTo) return { skip: 'The buyer has no email address' };
  if (!supplierTo) return { skip: 'The supplier has no email address' };
  const email = renderIntroduction({
    reference: leadReference(intro.lead_id),
    buyer: intro.buyer,
    supplier: intro.supplier,
    stated: intro.stated ?? null,
  });
  return { to: [buyerTo, supplierTo], email };
}

/** buyer_choice (private.buyer_choice_facts). */
type ChoiceClaim = {
  choice: {
    id: string;
    lead_table: string;
    lead_id: string;
    kind: 'introduce' | 'none_fit';
    made_at: string | null;
    introduction_ids: string[] | null;
    consent_version: string | null;
    none_fit_reason: string | null;
    words: string | null;
  } | null;
  lead: LeadRecord | null;
  chosen: string[] | null;
  offered: number | null;
};

/** The team's alert of a buyer's choice, with the desk's link. */
export function composeBuyerChoice(claim: LeadRecord | null, deskUrl: DeskUrl): RenderedEmail | { skip: string } {
  const facts = claim as ChoiceClaim | null;
  const choice = facts?.choice;
  if (!facts || !choice || !facts.lead || !isRfqTable(choice.lead_table))
    return { skip: 'The choice no longer exists' };
  const common = {
    reference: leadReference(choice.lead_id),
    company: buyerCompany(facts.lead),
    ...(choice.made_at ? { madeAt: formatUkDueTime(choice.made_at) } : {}),
    deskUrl: deskUrl(rfqKindOf(choice.lead_table), choice.lead_id),
  };
  if (choice.kind === 'none_fit')
    return renderBuyerChoice({ ...common, kind: 'none_fit', reason: choice.none_fit_reason, words: choice.words });
  return renderBuyerChoice({
    ...common,
    kind: 'introduce',
    chosen: facts.chosen ?? [],
    offered: facts.offered ?? 0,
    consentVersion: choice.consent_version,
  });
}

/** introduction_unsent (private.unsent_introduction_facts). */
type UnsentIntroductionClaim = {
  lead_table: string;
  lead_id: string;
  supplier: string | null;
  introduction: { status: string; reason: string | null } | null;
  lead: LeadRecord | null;
};

/**
 * The team's alert that a chosen supplier's introduction ended skipped or failed, with why. Skipped
 * when the introduction went after all, or is being sent again (someone retried it on the desk).
 */
export function composeUnsentIntroduction(
  claim: LeadRecord | null,
  deskUrl: DeskUrl,
): RenderedEmail | { skip: string } {
  const facts = claim as UnsentIntroductionClaim | null;
  if (!facts || !facts.lead || !isRfqTable(facts.lead_table)) return { skip: 'The introduction no longer exists' };
  const outcome = facts.introduction;
  if (!outcome || (outcome.status !== 'skipped' && outcome.status !== 'failed'))
    return { skip: 'The introduction was sent, or is being sent again' };
  return renderUnsentIntroduction({
    reference: leadReference(facts.lead_id),
    company: buyerCompany(facts.lead),
    supplier: facts.supplier ?? '',
    reason: outcome.reason ?? '',
    deskUrl: deskUrl(rfqKindOf(facts.lead_table), facts.lead_id),
  });
}

/** buyer_question and buyer_reply (private.buyer_question_facts). */
type BuyerQuestionClaim = {
  question: {
    id: string;
    lead_table: string;
    lead_id: string;
    asked_at: string | null;
    question: string;
    reply: string | null;
  } | null;
  lead: LeadRecord | null;
};

/** The team's alert of a buyer's question, with the desk's link. */
export function composeBuyerQuestion(claim: LeadRecord | null, deskUrl: DeskUrl): RenderedEmail | { skip: string } {
  const facts = claim as BuyerQuestionClaim | null;
  const question = facts?.question;
  if (!facts || !question || !facts.lead || !isRfqTable(question.lead_table))
    return { skip: 'The question no longer exists' };
  return renderBuyerQuestion({
    reference: leadReference(question.lead_id),
    company: buyerCompany(facts.lead),
    question: question.question,
    ...(question.asked_at ? { askedAt: formatUkDueTime(question.asked_at) } : {}),
    deskUrl: deskUrl(rfqKindOf(question.lead_table), question.lead_id),
  });
}

/** The team's reply, to the buyer, with a link that joins its live options link (none live: skipped). */
export async function composeBuyerReply(claim: LeadRecord | null, links: OptionsLinks): Promise<Composed> {
  const facts = claim as BuyerQuestionClaim | null;
  const question = facts?.question;
  if (!facts || !question || !facts.lead || !isRfqTable(question.lead_table))
    return { skip: 'The question no longer exists' };
  const to = text(facts.lead.email);
  if (!to) return { skip: 'The buyer has no email address' };
  if (!question.reply) return { skip: 'The question has no reply' };
  const link = await shownPageLink(
    (hash, replace) => links.issue(question.lead_table, question.lead_id, hash, replace),
    links.siteUrl,
    OPTIONS_PAGE_PATH,
    false,
  );
  if ('skip' in link) return link;
  const email = renderBuyerReply({
    reference: leadReference(question.lead_id),
    name: buyerName(facts.lead),
    question: question.question,
    reply: question.reply,
    link,
  });
  return { to, email };
}
