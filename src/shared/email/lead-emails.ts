import { packageContentsText, partnerOffer } from '../leads/partner-offer.ts';

/*
 * The wording of the emails a stored lead sends, read by the deliver-leads Edge Function (Deno):
 * plain data with relative imports only.
 *
 * The visitor's receipt is fixed text and carries nothing the visitor typed, not even their
 * name: anyone can type any address into a form, and a receipt that repeated their words would
 * let a stranger's inbox be written to through our mail server.
 */

/**
 * The receipt by kind of lead. Everything in it is ours: the reference (derived from the row's
 * id) and, for an RFQ, the due time the database fixed when the row arrived.
 */
export const receiptEmail = {
  greeting: 'Thank you for getting in touch with Forgebridge.',
  reference: (reference: string) => `Your reference: ${reference}`,
  notYou:
    'If you did not fill in a form on our website, someone else may have typed your address by mistake; you can ignore this email and we will not contact you again about it.',
  signOff: 'The Forgebridge team',
  oem: {
    subject: (reference: string) => `Your RFQ ${reference}: 3 supplier options within 72 hours – Forgebridge`,
    paragraphs: (due: string) => [
      'We have received your RFQ and started matching it. Over the next 72 hours our team reviews your requirements and files, checks them against our vetted suppliers, and sends you 3 supplier options, free of charge.',
      `Your 3 supplier options are due by ${due}.`,
      'If we need a detail to match you well, we will ask by email. A call is optional: you can book one on our website at any time.',
    ],
  },
  partner: {
    subject: (reference: string) => `Your partner application ${reference} – Forgebridge`,
    /** The booking page's address is the site's (the success view links the same one). */
    paragraphs: (bookingUrl: string) => [
      'We have received your application to join Forgebridge as a partner shop.',
      `Joining brings the ${partnerOffer.packageLabel}: ${packageContentsText()}. ${partnerOffer.terms}`,
      `If you have not booked it yet, book ${partnerOffer.call}: ${bookingUrl}`,
      `${partnerOffer.vetting} After the call, a member of our team emails you to arrange the visit; once the visit and the checks are done, we tell you the outcome by email and, as a vetted partner, start introducing you to buyers.`,
    ],
  },
  quote: {
    subject: (reference: string) => `We have received your request ${reference} – Forgebridge`,
    paragraphs: [
      'We have received your request, and a member of our team will reply to this address shortly, usually within one working day.',
    ],
  },
  contact: {
    subject: (reference: string) => `We have received your message ${reference} – Forgebridge`,
    paragraphs: [
      // The contact page's promise, word for word in substance: every message answered within 24 hours.
      'We have received your message, and a member of our team will reply to this address within 24 hours on working days.',
    ],
  },
} as const;

export const teamAlertCopy = {
  intro: 'A new lead was stored on the website.',
  /** The alert's subject by kind of lead, before the company (or, with none, the person) it names. */
  subject: {
    icp: 'New ICP template download',
    oem: 'New OEM RFQ',
    partner: 'New CNC partner sign-up',
    contact: 'New contact message',
    quote: 'New quote request',
  },
  heldSubjectPrefix: 'Held for review: ',
  heldIntro:
    'Leads are arriving faster than the website’s limits allow, so it is storing them as "Held for review", with no receipt to the visitor and no webhook. This is the first held lead of this kind this hour; the admin lists the others under the status "Held for review". Releasing a lead (giving it any other status) sends its receipt and webhook then.',
  openInAdmin: 'Open this lead in the admin',
  attachmentsHeading: 'Attachments',
  noAttachments: 'None',
  answersHeading: 'Answers',
  referenceLabel: 'Reference',
  dueLabel: 'Supplier options due by',
} as const;
