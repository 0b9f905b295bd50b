import { noneFitReasonLabel } from '@/shared/introductions/none-fit-reasons';

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * The wording of the buyer's answer on the desk, once the options were sent: the options link,
 * what the buyer chose (or that none fits), and their questions (docs/decisions/0037-buyer-options-page.md).
 */
export const buyerAnswerCopy = {
  title: 'The buyer’s answer',
  loading: 'Loading the buyer’s answer...',
  failedToLoad: 'The buyer’s answer could not be loaded.',
  chosen: (at: string) => `Chosen by the buyer ${at}`,

  link: {
    title: 'Options link',
    none: 'No options link yet: it is made when the buyer’s email is sent.',
    label: (n: number) => `Options link ${n}`,
    issued: 'Issued',
    opened: 'Opened',
    notOpened: 'Not opened yet',
    expires: 'Expires',
    expired: 'Expired',
    revoked: 'Revoked',
    revokedBy: (at: string, by: string | null) => `${at}${by ? ` by ${by}` : ''}`,
  },

  choices: {
    title: 'What the buyer chose',
    none: 'The buyer has not answered yet.',
    introduce: (names: readonly string[]) => `Asked to meet ${list(names)}`,
    unknownSupplier: 'a supplier no longer on the shortlist',
    consent: (version: string) =>
      `Consented to share their name, company, email and phone with the suppliers chosen, under the privacy notice of ${version}`,
    noneFit: (reason: string) => `None fits: ${noneFitReasonLabel(reason)}`,
    words: 'In their words',
    at: (at: string) => `On the options page, ${at}`,
  },

  questions: {
    title: 'The buyer’s questions',
    replyHint: 'The buyer gets it by email, with a link to their options page.',
    failed: (message: string) => ({ title: 'The reply was not sent', description: message }),
    replied: { title: 'Reply sent' },
  },
} as const;
