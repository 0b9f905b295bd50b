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
