/*
 * The wording of the messages around an RFQ's introductions, read by the desk's preview (browser)
 * and the deliver-leads Edge Function (Deno): plain data with no imports.
 *
 * A supplier's brief carries the RFQ's technical facts and a private link to the brief's page,
 * where the supplier accepts the confidentiality terms, downloads the drawings and answers. It
 * carries nothing that identifies the buyer, and no drawing link: those are made on the page, per
 * click, once the terms are accepted.
 */

export const supplierBriefEmail = {
  subject: (reference: string) => `RFQ ${reference}: would you quote for this job? – Forgebridge`,
  greeting: (contactName: string | null) => (contactName ? `Hello ${contactName},` : 'Hello,'),
  intro: (companyName: string) =>
    `A buyer has asked Forgebridge for vetted CNC suppliers, and we think ${companyName} fits the job. Here are its technical facts. The buyer's identity stays with us until the buyer chooses to meet you.`,
  factsHeading: 'The job',
  drawingsHeading: 'Drawings',
  noDrawings: 'The buyer attached no drawing; ask us on the brief’s page if you need one to quote.',
  drawing: (index: number) => `Drawing ${index}`,
  /** A drawing whose copy could not be made certain to name nobody, and the team had not checked. */
  withheld: 'our team checks this file before sharing it; ask for it on the brief’s page',
  referenceLine: (reference: string) => `Our reference for this job: ${reference}`,
  pageHeading: 'See the job and answer',
  page: 'Open your private page for this job to see it in full, accept our confidentiality terms, then see and download the drawings. Tell us there whether you are interested (with your lead time and, if you like, a price) or decline, or ask our team a question.',
  answerBy: (when: string) => `We need your answer by ${when}.`,
  /** Shown in the desk's preview, where no link exists yet: the function makes it when it sends. */
  linkAtSending: 'Your private link to this page is created when the brief is sent.',
  linkLabel: 'Open the brief',
  linkExpires: (until: string) => `This link works until ${until}. It is yours: please do not forward it.`,
  signOff: 'The Forgebridge team',
} as const;

/** The team's reply to a supplier's question, with a fresh link to the same page. */
export const briefReplyEmail = {
  subject: (reference: string) => `RFQ ${reference}: our answer to your question – Forgebridge`,
  greeting: supplierBriefEmail.greeting,
  intro: 'Thank you for your question about this job. Here is our answer.',
  questionLabel: 'You asked',
  replyLabel: 'Our answer',
  page: 'Open the brief’s page to see the job again, download the drawings and tell us whether you are interested.',
  referenceLine: supplierBriefEmail.referenceLine,
  linkLabel: supplierBriefEmail.linkLabel,
  linkExpires: supplierBriefEmail.linkExpires,
  signOff: supplierBriefEmail.signOff,
} as const;

/** A supplier that has not answered a day after its brief was sent, with a fresh link. */
export const briefReminderEmail = {
  subject: (reference: string) => `Reminder – RFQ ${reference}: can you take this job? – Forgebridge`,
  greeting: supplierBriefEmail.greeting,
  intro: (reference: string) =>
    `Yesterday we sent you a brief for RFQ ${reference}. The buyer is waiting for options, so a quick answer helps, even a decline.`,
  answerBy: supplierBriefEmail.answerBy,
  page: 'Open the brief’s page to see the job and answer: interested (with your lead time), decline, or ask us a question.',
  referenceLine: supplierBriefEmail.referenceLine,
  linkLabel: supplierBriefEmail.linkLabel,
  linkExpires: supplierBriefEmail.linkExpires,
  signOff: supplierBriefEmail.signOff,
} as const;

/** The team's alert that a supplier asked a question on a brief's page. It may name the supplier. */
export const briefQuestionEmail = {
  subject: (reference: string, company: string) => `Question on ${reference} from ${company}`,
  intro:
    'A supplier asked a question on its brief’s page. Reply from the desk: the reply is emailed to the supplier with a link to the same page.',
  referenceLabel: 'Reference',
  supplierLabel: 'Supplier',
  askedLabel: 'Asked',
  questionLabel: 'Question',
  advice: 'The supplier waits for your reply before it answers; the 72-hour clock keeps running.',
  openInDesk: 'Open this RFQ on the desk',
} as const;

export const buyerOptionsEmail = {
  subject: (reference: string) => `Your RFQ ${reference}: your supplier options – Forgebridge`,
  greeting: 'Hello,',
  intro: (count: number) =>
    count === 1
      ? 'Here is the vetted supplier that can take your job, and why it fits.'
      : `Here are the ${count} vetted suppliers that can take your job, and why each fits.`,
  /** When fewer than the 3 promised said they can take the job. */
  fewer: (count: number, asked?: number) =>
    `${count} of the ${asked ? `${asked} ` : ''}suppliers we asked can take this job; the others declined or did not answer in time, and we would rather tell you so than pad the list.`,
  leadTimeLabel: 'Lead time',
  earliestStartLabel: 'Can start from',
  priceLabel: 'Indicative price',
  minimumOrderLabel: 'Minimum order',
  indicative: 'Prices are the suppliers’ indicative figures from the brief; each confirms its quote with you directly.',
  /** Exactly what each supplier received, as the privacy notice says it (src/content/legal/file-confidentiality.ts). */
  privacy:
    'Each of them has received your RFQ’s technical answers as you chose them from our lists (where you typed your own words, our team’s wording instead), your models’ measurements, and, after accepting our confidentiality terms, a copy of each file under a neutral name, with the file properties that can name you removed and checked by our team. None of them has your name, company, email, phone, website, city, file names or the words you typed.',
  /** The call to action above the private link to the options page. */
  choose: 'Compare your options and choose whom to meet',
  chooseHow:
    'Open your private options page to compare them side by side, choose the suppliers you would like to meet, tell us none fits, or ask our team a question.',
  identity: 'A supplier learns your name and contact details only when you ask to meet it; the others never do.',
  linkLabel: 'Open your options',
  /** The options email's link lives 30 days from its sending (a retry's joins it, same expiry). */
  linkExpires: (until: string) => `This link works for 30 days, until ${until}. It is yours: please do not forward it.`,
  /** Shown in the desk's preview, where no link exists yet: the function makes it when it sends. */
  linkAtSending:
    'The buyer’s private link to the options page is created when the options are sent (it works for 30 days).',
  noReasons: 'Chosen by our team for this job.',
  reference: (reference: string) => `Your reference: ${reference}`,
  signOff: 'The Forgebridge team',
} as const;
