import { leadTimes } from '@/lib/suppliers/capabilities';
import type { DeclineReason, LeadTimeBand, PriceBasis, TrailKind } from './introduction-types';

const formatMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);

const suppliers = (n: number) => `${n} ${n === 1 ? 'supplier' : 'suppliers'}`;

/**
 * The wording of an RFQ's introductions on the desk: the shortlist, the two sends (briefs to the
 * suppliers, then the buyer's options), each brief's trail and the supplier's answer.
 */
export const introductionsCopy = {
  heading: 'Supplier options',
  loading: 'Loading the shortlist...',
  failedToLoad: 'The shortlist could not be loaded.',
  none: 'No supplier is shortlisted yet. Confirm the suppliers to brief in the shortlist above.',
  handPicked: (reason: string) => `Added by hand (internal): ${reason}`,
  suggestedAt: (rank: number) => `Suggested at rank ${rank}`,
  noEmail: 'No email address: add one in the register before sending.',
  to: 'To',
  subject: 'Subject',
  tooShort: 'Write at least 3 characters that are not spaces.',
  tooLong: (max: number) => `Use ${max} characters or fewer.`,
  fixFields: 'Correct the fields marked above before sending.',
  /** Why nothing can be previewed or sent while the shortlist above has changes not confirmed. */
  unconfirmedPicks: 'Confirm the shortlist first: your changes are not saved. Nothing is previewed or sent until then.',

  briefs: {
    preview: 'Preview and send briefs',
    hidePreview: 'Hide the briefs',
    formLabel: 'Send briefs',
    heading: 'Every brief, exactly as it will be sent',
    intro: (briefs: number) =>
      `${suppliers(briefs)} not briefed yet. Each brief goes to one supplier, without the buyer's name, company, contact details or anything the buyer typed, and carries a private link to the job's page, where the supplier accepts the terms before the drawings, then answers. The clock keeps running until the buyer's options are sent.`,
    title: (position: number, company: string) => `Brief ${position}: ${company}`,
    send: 'Send briefs',
    sending: 'Sending...',
    sent: (count: number) => ({
      title: 'Briefs sent',
      description: `${suppliers(count)} briefed; their answers will show here.`,
    }),
    failed: (message: string) => ({ title: 'The briefs were not sent', description: message }),
  },

  wording: {
    title: 'What the suppliers read',
    intro:
      'The buyer typed these answers in their own words, which could name them, so no brief carries them. Write what the suppliers read instead, or leave a field empty and the brief says only the options the buyer chose.',
    label: (label: string) => `What the suppliers read instead of the buyer’s words for ${label}`,
    typed: (typed: string) => `The buyer wrote (for the team only, never sent): “${typed}”`,
  },

  files: {
    title: 'Files to check before sending',
    intro:
      'No copy of these files can be certain to name nobody: they are not STEP, IGES or STL models, or the model still holds text its copy cannot place. Open each one and look for the buyer’s name or logo, a title block, and the file’s properties.',
    /** While the models are read for names their copy would keep. */
    reading: 'Reading the models for names their copies would keep...',
    unreadable: 'This model could not be read here, so its copy cannot be certain.',
    confirm: 'I opened each file and nothing in it names the buyer (title block, logo, file properties)',
    unchecked: 'The briefs cannot be sent until you confirm above that you opened each file.',
  },

  buyer: {
    preview: 'Choose the buyer’s options',
    hidePreview: 'Hide the buyer’s options',
    formLabel: 'Send options to the buyer',
    pickTitle: 'Suppliers the buyer reads about',
    pickHint: 'Tick up to 3 suppliers that answered interested, in the order shown.',
    pickLabel: (company: string) => `Offer ${company} to the buyer`,
    full: 'Three suppliers are ticked: untick one to choose another.',
    noneTicked: 'Tick at least one supplier.',
    fewer: (n: number) =>
      `${n === 1 ? 'Only 1 option' : `Only ${n} options`}, fewer than the 3 promised: the buyer reads ${n === 1 ? 'it' : 'them'} now rather than wait.`,
    terms: (parts: readonly string[]) => parts.join('; '),
    termsLeadTime: (band: string) => `Lead time ${band.toLowerCase()}`,
    termsStart: (date: string) => `can start from ${date}`,
    termsPrice: (price: string) => `indicative price ${price}`,
    reasonsLabel: (company: string) => `What the buyer reads about ${company}`,
    reasonsHint:
      'Optional. Shown first among this supplier’s reasons in the buyer’s email; the rest are written from the register when sent.',
    handHint:
      'Required: this supplier was added by hand, and its hand reason is internal. Without your words the buyer reads only what the register says.',
    reasonsRequired: (company: string) => `Say what the buyer reads about ${company}.`,
    emailTitle: 'Email to the buyer',
    previewHeading: 'The buyer’s email, exactly as it will be sent',
    noBuyerAddress: 'This RFQ has no email address for the buyer.',
    send: 'Send options to the buyer',
    sending: 'Sending...',
    sent: { title: 'Options sent', description: 'The buyer’s email is queued; the clock has stopped.' },
    failed: (message: string) => ({ title: 'The options were not sent', description: message }),
  },

  sentAt: 'Options sent to the buyer',
  offered: (at: string) => `Offered to the buyer, ${at}`,
  sentReasons: 'What the buyer read',
  filesCheckedBy: (by: string, at: string) => `Files checked by ${by}, ${at}`,
  brief: 'Brief',
  introductionEmail: 'Introduction email',

  trail: {
    title: 'Trail',
    label: (company: string) => `Trail of the brief to ${company}`,
    empty: 'Nothing recorded yet.',
    kinds: {
      sent: 'Brief sent',
      delivered: 'Delivered',
      bounced: 'Bounced',
      opened: 'Opened the page',
      terms_accepted: 'Accepted the terms',
      downloaded: 'Downloaded a drawing',
      answered: 'Answered',
      question: 'Asked a question',
      reply: 'The team replied',
      reminded: 'Reminded',
      link_revoked: 'Link revoked',
    } satisfies Record<TrailKind, string>,
    termsBy: (name: string) => `Accepted the terms, as “${name}”`,
    downloadedN: (n: number) => `Downloaded drawing ${n}`,
    answeredVia: (answer: string, via: 'page' | 'phone' | null) =>
      via === 'phone' ? `Answered by phone: ${answer}` : via === 'page' ? `Answered on the page: ${answer}` : answer,
    bouncedWhy: (why: string) => `Bounced: ${why}`,
    sentAgain: 'Brief sent again, with a new link',
    /** What a delivery or a bounce was of (the outbox kind in the event's detail). */
    messages: {
      supplier_brief: 'brief',
      brief_reply: 'reply',
      brief_reminder: 'reminder',
    } as Readonly<Record<string, string>>,
    deliveredOf: (message: string) => `${message[0]?.toUpperCase()}${message.slice(1)} delivered`,
    bouncedOf: (message: string, why: string | null) =>
      `${message[0]?.toUpperCase()}${message.slice(1)} bounced${why ? `: ${why}` : ''}`,
    revokedN: (n: number) => (n === 1 ? 'Link revoked' : `${n} links revoked`),
  },

  answer: {
    title: 'The supplier’s answer',
    none: 'No answer yet.',
    interested: 'Interested',
    quoted: 'Quoted',
    declined: 'Declined',
    viaPage: (at: string) => `On the page, ${at}`,
    viaPhone: (by: string | null, at: string) => `By phone, recorded by ${by ?? 'the team'}, ${at}`,
    leadTime: 'Lead time',
    earliestStart: 'Earliest start',
    price: 'Indicative price',
    minimumOrder: 'Minimum order',
    note: 'Note to the team',
    reason: 'Reason',
    words: 'In their words',
    priceText: (amount: number, currency: string, basis: PriceBasis) =>
      `${formatMoney(amount, currency)} ${basis === 'per_part' ? 'per part' : 'in total'}`,
    minimumOrderText: (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'part' : 'parts'}`,
    leadTimes: Object.fromEntries(leadTimes.map((t) => [t.value, t.label])) as Record<LeadTimeBand, string>,
    declineReasons: {
      deadline: 'Cannot meet the deadline',
      not_manufacturable: 'Not manufacturable as drawn',
      no_capacity: 'No capacity now',
      outside_our_work: 'Outside the work we do',
      other: 'Another reason',
    } satisfies Record<DeclineReason, string>,
  },

  phone: {
    open: 'Record an answer taken by phone',
    change: 'Change the answer, taken by phone',
    hide: 'Hide the phone answer',
    formLabel: (company: string) => `${company}’s answer by phone`,
    answer: 'Their answer',
    interested: 'Interested',
    declined: 'Declined',
    leadTime: 'Lead time',
    choose: 'Choose...',
    earliestStart: 'Earliest start',
    priceAmount: 'Indicative price (optional)',
    priceHint: 'Leave empty when they gave none.',
    currency: 'Currency',
    basis: 'Price basis',
    bases: { per_part: 'Per part', total: 'Total' } satisfies Record<PriceBasis, string>,
    minimumOrder: 'Minimum order, in parts (optional)',
    note: 'Note to the team (optional)',
    reason: 'Reason',
    words: 'In their words',
    wordsOptional: 'Optional, unless the reason is another one.',
    errors: {
      answer: 'Choose interested or declined.',
      leadTime: 'Choose a lead time.',
      earliestStart: (from: string, to: string) => `Give a date from ${from} to ${to}.`,
      price: 'Give a price from 0.01 to 99,999,999.',
      minimumOrder: 'Give a whole number of parts from 1 to 1,000,000.',
      reason: 'Choose a reason.',
      words: 'Say the reason in at least 3 characters that are not spaces.',
      tooLong: 'Use 1,000 characters or fewer.',
    },
    save: 'Save the answer',
    saving: 'Saving...',
    saved: { title: 'Answer saved', description: 'Recorded as taken by phone.' },
    failed: (message: string) => ({ title: 'The answer was not saved', description: message }),
    closed: 'Answers closed when the buyer’s options were sent.',
  },

  questions: {
    title: 'Questions',
    asked: (at: string) => `Asked ${at}`,
    replied: (by: string | null, at: string) => `Replied${by ? ` by ${by}` : ''}, ${at}`,
    replyLabel: (n: number) => `Your reply to question ${n}`,
    replyHint: 'The supplier gets it by email, with a fresh link to the same page.',
    reply: 'Send the reply',
    replying: 'Sending...',
    replyRequired: 'Write a reply of at least 3 characters that are not spaces.',
    replied_: { title: 'Reply sent' },
    failed: (message: string) => ({ title: 'The reply was not sent', description: message }),
  },

  link: {
    resend: 'Send again',
    resendLabel: (company: string) => `Send again to ${company}`,
    resendTitle: (company: string) => `Send the brief to ${company} again?`,
    resendText:
      'A new brief goes out with a new link. The link in the earlier brief stops working at once, and the new one works for 7 days.',
    resendConfirm: 'Send again',
    resent: { title: 'Brief queued again', description: 'The earlier link no longer works.' },
    resendFailed: (message: string) => ({ title: 'The brief was not sent again', description: message }),
    revoke: 'Revoke link',
    revokeLabel: (company: string) => `Revoke link for ${company}`,
    revokeTitle: (company: string) => `Revoke ${company}’s link?`,
    revokeText:
      'The supplier’s page stops opening at once: they can no longer read the job, download a drawing or answer. “Send again” gives them a new link.',
    revokeConfirm: 'Revoke link',
    revoked: { title: 'Link revoked' },
    revokeFailed: (message: string) => ({ title: 'The link was not revoked', description: message }),
    cancel: 'Cancel',
    working: 'Working...',
  },
} as const;
