/*
 * The wording of the two messages sending an RFQ's options writes, read by the desk's preview
 * (browser) and the deliver-leads Edge Function (Deno): plain data with no imports.
 *
 * A supplier's brief carries the RFQ's technical facts and a download link for its drawings, and
 * nothing that identifies the buyer: the supplier answers Forgebridge, which introduces them.
 */

export const supplierBriefEmail = {
  subject: (reference: string) => `RFQ ${reference}: would you quote for this job? – Forgebridge`,
  greeting: (contactName: string | null) => (contactName ? `Hello ${contactName},` : 'Hello,'),
  intro: (companyName: string) =>
    `A buyer has asked Forgebridge for vetted CNC suppliers, and we think ${companyName} fits the job. Here are its technical facts. The buyer's identity stays with us until you tell us you are interested.`,
  factsHeading: 'The job',
  drawingsHeading: 'Drawings',
  noDrawings: 'The buyer attached no drawing; ask us if you need one to quote.',
  drawing: (index: number) => `Drawing ${index}`,
  /** Shown in the desk's preview, where no link exists yet: the function signs it when it sends. */
  linkAtSending: 'A download link is created when the brief is sent.',
  linkExpires: (until: string) => `The download link works for 7 days, until ${until}.`,
  /** A drawing whose copy could not be made certain to name nobody, and the team had not checked. */
  withheld: 'our team checks this file before sharing it; reply to ask for it',
  answer: (reference: string) =>
    `Reply to this email with ${reference} in the subject to tell us whether you are interested, your quote, or why you decline.`,
  signOff: 'The Forgebridge team',
} as const;

export const buyerOptionsEmail = {
  subject: (reference: string) => `Your RFQ ${reference}: your supplier options – Forgebridge`,
  greeting: 'Hello,',
  intro: (count: number) =>
    count === 1
      ? 'Here is the vetted supplier we matched to your RFQ, and why it fits.'
      : `Here are the ${count} vetted suppliers we matched to your RFQ, and why each fits.`,
  /** Exactly what each supplier received, as the privacy notice says it (src/content/legal/file-confidentiality.ts). */
  privacy:
    'Each of them has received your RFQ’s technical answers as you chose them from our lists (where you typed your own words, our team’s wording instead), your models’ measurements, and a 7-day link to a copy of each file under a neutral name, with the file properties that can name you removed and checked by our team. None of them has your name, company, email, phone, website, city, file names or the words you typed. We will introduce you to those who want to quote.',
  noReasons: 'Chosen by our team for this job.',
  reference: (reference: string) => `Your reference: ${reference}`,
  signOff: 'The Forgebridge team',
} as const;
