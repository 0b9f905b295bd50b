/*
 * The wording of the messages after the buyer's options (docs/decisions/0037-buyer-options-page.md),
 * read by the deliver-leads Edge Function (Deno) and its tests: plain data with no imports.
 *
 * The introduction is the one message both sides read: it goes to the buyer and the chosen
 * supplier together, so it carries no private link. The team's alerts may name the buyer; the
 * reply to a buyer's question goes to the buyer only, with a link to its options page.
 */

/** One introduction: a buyer chose to meet a supplier. Both are on To. */
export const introductionEmail = {
  subject: (buyerCompany: string, supplierCompany: string, reference: string) =>
    `Introduction: ${buyerCompany} and ${supplierCompany} (${reference})`,
  greeting: (names: readonly string[]) => (names.length > 0 ? `Hello ${names.join(' and ')},` : 'Hello,'),
  intro: (buyerCompany: string, supplierCompany: string, reference: string) =>
    `${buyerCompany} compared the suppliers Forgebridge found for RFQ ${reference} and asked to meet ${supplierCompany}. This email introduces you to each other.`,
  buyerHeading: 'The buyer',
  supplierHeading: 'The supplier',
  statedHeading: (supplierCompany: string) => `What ${supplierCompany} stated on its brief`,
  nothingStated: 'Nothing beyond its interest in the job.',
  nameLabel: 'Name',
  jobTitleLabel: 'Job title',
  companyLabel: 'Company',
  contactLabel: 'Contact',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  websiteLabel: 'Website',
  placeLabel: 'Location',
  nextHeading: 'Next step',
  next: 'You now talk directly: reply to all and your message reaches both of you. The figures above are indicative; the supplier confirms its quote, lead time and terms with the buyer directly.',
  referenceLine: (reference: string) => `Our reference for this job: ${reference}`,
  signOff: 'The Forgebridge team',
} as const;

/** The team's alert of a buyer's choice: whom it asked to meet, or why none fits. */
export const buyerChoiceEmail = {
  introduceSubject: (reference: string, company: string, chosen: number, offered: number) =>
    `${reference}: ${company} asked to meet ${chosen} of ${offered} supplier${offered === 1 ? '' : 's'}`,
  noneFitSubject: (reference: string, company: string) => `${reference}: ${company} says none of its options fits`,
  introduceIntro:
    'A buyer chose on its options page whom to meet. An introduction email goes to the buyer and each chosen supplier together.',
  noneFitIntro: 'A buyer said on its options page that none of its options fits.',
  referenceLabel: 'Reference',
  companyLabel: 'Buyer',
  chosenLabel: 'Asked to meet',
  offeredLabel: 'Offered',
  consentLabel: 'Privacy notice agreed',
  reasonLabel: 'Reason',
  wordsLabel: 'In the buyer’s words',
  madeLabel: 'When',
  introduceAdvice: 'Check on the desk that each introduction was sent; the suppliers now see who the buyer is.',
  noneFitAdvice: 'Decide on the desk whether to find other suppliers or close the RFQ.',
  openInDesk: 'Open this RFQ on the desk',
} as const;

/**
 * The team's alert that a chosen supplier's introduction did not go (skipped, or failed for good):
 * the buyer's options page then says the team will be in touch.
 */
export const unsentIntroductionEmail = {
  subject: (reference: string, supplier: string) => `${reference}: the introduction to ${supplier} was not sent`,
  intro:
    'A buyer asked to meet a supplier, but the email introducing them did not go. The buyer’s options page now says that the team will be in touch.',
  referenceLabel: 'Reference',
  companyLabel: 'Buyer',
  supplierLabel: 'Supplier',
  reasonLabel: 'Why it did not go',
  advice:
    'Contact the buyer. On the desk, retry the introduction once the reason is resolved, or offer the buyer another supplier.',
  openInDesk: 'Open this RFQ on the desk',
} as const;

/** The team's alert that a buyer asked a question on its options page. */
export const buyerQuestionEmail = {
  subject: (reference: string, company: string) => `Question on ${reference} from the buyer, ${company}`,
  intro:
    'A buyer asked a question on its options page. Reply from the desk: the reply is emailed to the buyer with a link to the same page.',
  referenceLabel: 'Reference',
  companyLabel: 'Buyer',
  askedLabel: 'Asked',
  questionLabel: 'Question',
  advice: 'The buyer may wait for your reply before it chooses.',
  openInDesk: 'Open this RFQ on the desk',
} as const;

/** The team's reply to a buyer's question, with a link to its options page (same expiry). */
export const buyerReplyEmail = {
  subject: (reference: string) => `Your RFQ ${reference}: our answer to your question – Forgebridge`,
  greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  intro: 'Thank you for your question about your options. Here is our answer.',
  questionLabel: 'You asked',
  replyLabel: 'Our answer',
  page: 'Open your options page to compare the suppliers and choose whom to meet.',
  linkLabel: 'Open your options',
  linkExpires: (until: string) => `This link works until ${until}. It is yours: please do not forward it.`,
  referenceLine: (reference: string) => `Your reference: ${reference}`,
  signOff: 'The Forgebridge team',
} as const;
