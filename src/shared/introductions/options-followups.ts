import {
  buyerChoiceEmail,
  buyerQuestionEmail,
  buyerReplyEmail,
  introductionEmail,
  unsentIntroductionEmail,
} from '../email/options-emails.ts';
import { isNoneFitReason, noneFitReasonLabels } from './none-fit-reasons.ts';
import {
  escapeHtml,
  factsEmail,
  labelledLines,
  labelledRowsHtml,
  oneLine,
  type LabelledValue,
  type RenderedEmail,
} from '../email/html.ts';
import { countryName, statedLines, type Stated } from './buyer-options.ts';
import { linkHtml, linkLines, type BriefLink } from './brief-link.ts';

/*
 * The messages after the buyer's options (docs/decisions/0037-buyer-options-page.md): the
 * introduction, which the buyer and a chosen supplier read together (so it carries no private
 * link); the team's alerts of a choice, of an introduction that did not go and of a question
 * (which may name the buyer, with the desk's link); and the team's reply to the buyer, with a link to its options page.
 */

export type IntroducedBuyer = {
  name: string | null;
  company: string | null;
  job_title: string | null;
  email: string | null;
  phone: string | null;
};

export type IntroducedSupplier = {
  company_name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  town: string | null;
  country: string | null;
};

const present = (value: string | null | undefined) => (value ?? '').trim();

/** Rows for what is given; nothing for what is not. */
const rows = (pairs: readonly (readonly [string, string | null | undefined])[]): LabelledValue[] =>
  pairs.flatMap(([label, value]) => (present(value) ? [{ label, value: present(value) }] : []));

export function renderIntroduction(input: {
  reference: string;
  buyer: IntroducedBuyer;
  supplier: IntroducedSupplier;
  stated: Stated | null;
}): RenderedEmail {
  const copy = introductionEmail;
  const { reference, buyer, supplier } = input;
  const buyerCompany = present(buyer.company) || present(buyer.name);
  const place = [present(supplier.town), supplier.country ? countryName(supplier.country) : '']
    .filter(Boolean)
    .join(', ');
  const buyerRows = rows([
    [copy.nameLabel, buyer.name],
    [copy.jobTitleLabel, buyer.job_title],
    [copy.companyLabel, buyer.company],
    [copy.emailLabel, buyer.email],
    [copy.phoneLabel, buyer.phone],
  ]);
  const supplierRows = rows([
    [copy.companyLabel, supplier.company_name],
    [copy.contactLabel, supplier.contact_name],
    [copy.emailLabel, supplier.email],
    [copy.phoneLabel, supplier.phone],
    [copy.websiteLabel, supplier.website],
    [copy.placeLabel, place],
  ]);
  const stated = input.stated ? statedLines(input.stated) : [];
  const statedText = stated.length > 0 ? stated : [copy.nothingStated];
  const greeting = copy.greeting([present(buyer.name), present(supplier.contact_name)].filter(Boolean));
  const intro = copy.intro(buyerCompany, supplier.company_name, reference);
  const sections = [
    { heading: copy.buyerHeading, items: buyerRows },
    { heading: copy.supplierHeading, items: supplierRows },
  ];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...sections.flatMap(({ heading, items }) => [`${heading}:`, ...labelledLines(items), '']),
    `${copy.statedHeading(supplier.company_name)}:`,
    ...statedText,
    '',
    `${copy.nextHeading}:`,
    copy.next,
    '',
    copy.referenceLine(reference),
    '',
    copy.signOff,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(({ heading, items }) => `<h2>${escapeHtml(heading)}</h2><table>${labelledRowsHtml(items)}</table>`),
    `<h2>${escapeHtml(copy.statedHeading(supplier.company_name))}</h2>`,
    `<ul>${statedText.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<h2>${escapeHtml(copy.nextHeading)}</h2>`,
    `<p>${escapeHtml(copy.next)}</p>`,
    `<p>${escapeHtml(copy.referenceLine(reference))}</p>`,
    `<p>${escapeHtml(copy.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(copy.subject(buyerCompany, supplier.company_name, reference)), text, html };
}

export type BuyerChoiceAlert = {
  reference: string;
  company: string;
  /** When the buyer chose, as the team reads it. */
  madeAt?: string;
  deskUrl: string;
} & (
  | { kind: 'introduce'; chosen: readonly string[]; offered: number; consentVersion: string | null }
  | { kind: 'none_fit'; reason: string | null; words: string | null }
);

/** To the team: whom the buyer asked to meet (of how many) under which notice, or why none fits. */
export function renderBuyerChoice(input: BuyerChoiceAlert): RenderedEmail {
  const copy = buyerChoiceEmail;
  const company = oneLine(input.company);
  const common = [
    [copy.referenceLabel, input.reference],
    [copy.companyLabel, company],
    ...(input.madeAt ? ([[copy.madeLabel, input.madeAt]] as const) : []),
  ] as const;
  const link = { label: copy.openInDesk, url: input.deskUrl };
  if (input.kind === 'introduce') {
    const { text, html } = factsEmail({
      intro: copy.introduceIntro,
      lines: [
        ...common,
        [copy.chosenLabel, input.chosen.join(', ')],
        [copy.offeredLabel, String(input.offered)],
        [copy.consentLabel, input.consentVersion ?? ''],
      ],
      advice: copy.introduceAdvice,
      link,
    });
    const subject = copy.introduceSubject(input.reference, company, input.chosen.length, input.offered);
    return { subject: oneLine(subject), text, html };
  }
  const reason = isNoneFitReason(input.reason) ? noneFitReasonLabels[input.reason] : (input.reason ?? '');
  const { text, html } = factsEmail({
    intro: copy.noneFitIntro,
    lines: [...common, [copy.reasonLabel, reason], ...(input.words ? ([[copy.wordsLabel, input.words]] as const) : [])],
    advice: copy.noneFitAdvice,
    link,
  });
  return { subject: oneLine(copy.noneFitSubject(input.reference, company)), text, html };
}

/** To the team: a chosen supplier's introduction did not go, why, and the desk's link. */
export function renderUnsentIntroduction(input: {
  reference: string;
  company: string;
  supplier: string;
  reason: string;
  deskUrl: string;
}): RenderedEmail {
  const copy = unsentIntroductionEmail;
  const supplier = oneLine(input.supplier);
  const { text, html } = factsEmail({
    intro: copy.intro,
    lines: [
      [copy.referenceLabel, input.reference],
      [copy.companyLabel, oneLine(input.company)],
      [copy.supplierLabel, supplier],
      [copy.reasonLabel, input.reason],
    ],
    advice: copy.advice,
    link: { label: copy.openInDesk, url: input.deskUrl },
  });
  return { subject: oneLine(copy.subject(input.reference, supplier)), text, html };
}

/** To the team: the buyer's question on its options page, and the desk's link. No token. */
export function renderBuyerQuestion(input: {
  reference: string;
  company: string;
  question: string;
  askedAt?: string;
  deskUrl: string;
}): RenderedEmail {
  const copy = buyerQuestionEmail;
  const company = oneLine(input.company);
  const { text, html } = factsEmail({
    intro: copy.intro,
    lines: [
      [copy.referenceLabel, input.reference],
      [copy.companyLabel, company],
      ...(input.askedAt ? ([[copy.askedLabel, input.askedAt]] as const) : []),
      [copy.questionLabel, input.question],
    ],
    advice: copy.advice,
    link: { label: copy.openInDesk, url: input.deskUrl },
  });
  return { subject: oneLine(copy.subject(input.reference, company)), text, html };
}

/** To the buyer: its question, the team's reply, and a link to its options page. */
export function renderBuyerReply(input: {
  reference: string;
  name: string | null;
  question: string;
  reply: string;
  link: BriefLink;
}): RenderedEmail {
  const copy = buyerReplyEmail;
  const words = { linkLabel: copy.linkLabel, linkExpires: copy.linkExpires };
  const items = [
    { label: copy.questionLabel, value: input.question },
    { label: copy.replyLabel, value: input.reply },
  ];
  const greeting = copy.greeting(present(input.name) || null);
  const text = [
    greeting,
    '',
    copy.intro,
    '',
    copy.referenceLine(input.reference),
    '',
    ...labelledLines(items),
    '',
    copy.page,
    '',
    ...linkLines(input.link, words),
    '',
    copy.signOff,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(copy.intro)}</p>`,
    `<p>${escapeHtml(copy.referenceLine(input.reference))}</p>`,
    `<table>${labelledRowsHtml(items)}</table>`,
    `<p>${escapeHtml(copy.page)}</p>`,
    linkHtml(input.link, words),
    `<p>${escapeHtml(copy.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(copy.subject(input.reference)), text, html };
}
