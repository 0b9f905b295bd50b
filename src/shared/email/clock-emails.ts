/*
 * The wording of the team's 48-hour reminder, read by the deliver-leads Edge Function (Deno):
 * plain data with no imports. It goes to the team only, so it may name the buyer's company.
 */

export const clockReminderCopy = {
  subject: (reference: string, company: string) =>
    `24 hours left: 3 supplier options for ${reference}${company ? ` (${company})` : ''}`,
  intro: (kind: string) =>
    `48 of the 72 calendar hours promised for this ${kind} have run, and its supplier options have not been sent.`,
  kinds: { oem: 'OEM RFQ', quote: 'quote request' } as Readonly<Record<string, string>>,
  referenceLabel: 'Reference',
  companyLabel: 'Company',
  dueLabel: 'Options due by',
  advice:
    'Confirm the shortlist and send the options from the desk, or pause the clock there with a reason if the buyer owes us something.',
  openInDesk: 'Open this RFQ on the desk',
} as const;

/*
 * The buyer's message when a pause of the clock moved the time their options are due: their
 * receipt promised the old time. Fixed words and the new time only: never the team's reason for
 * the pause, which is written for the desk.
 */
export const dueMovedCopy = {
  subject: (reference: string) => `Your RFQ ${reference}: a new time for your supplier options – Forgebridge`,
  greeting: 'Hello,',
  intro:
    'Our team paused the 72-hour clock on your RFQ while it waited on something it needed to match suppliers to the job, so the time we promised has moved by as long as it stood still.',
  dueLabel: 'Your supplier options are now due by',
  referenceLabel: 'Your reference',
  advice: 'Reply to this email if something is missing on your side, or if the new time does not work for you.',
  signOff: 'The Forgebridge team',
} as const;
