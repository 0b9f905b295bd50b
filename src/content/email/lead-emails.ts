/*
 * The wording of the emails a stored lead sends, read by the deliver-leads Edge Function (Deno):
 * plain data with no imports.
 *
 * The visitor's receipt is fixed text and carries nothing the visitor typed, not even their
 * name: anyone can type any address into a form, and a receipt that repeated their words would
 * let a stranger's inbox be written to through our mail server.
 */

export const receiptEmail = {
  subject: 'We have received your request – Forgebridge',
  paragraphs: [
    'Thank you for getting in touch with Forgebridge.',
    'We have received your request, and a member of our team will reply to this address shortly, usually within one working day.',
    'If you did not fill in a form on our website, someone else may have typed your address by mistake; you can ignore this email and we will not contact you again about it.',
  ],
  signOff: 'The Forgebridge team',
} as const;

export const teamAlertCopy = {
  intro: 'A new lead was stored on the website.',
  heldSubjectPrefix: 'Held for review: ',
  heldIntro:
    'Leads are arriving faster than the website’s limits allow, so it is storing them as "Held for review", with no receipt to the visitor and no webhook. This is the first held lead of this kind this hour; the admin lists the others under the status "Held for review".',
  openInAdmin: 'Open this lead in the admin',
  attachmentsHeading: 'Attachments',
  noAttachments: 'None',
  answersHeading: 'Answers',
} as const;
