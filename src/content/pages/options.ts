import { noneFitReasonIds, type NoneFitReason } from '@/shared/introductions/none-fit-reasons';

/*
 * The words of the buyer's options page (/options), docs/decisions/0037-buyer-options-page.md.
 * The messages a link's failures show are the database's own wording (its token functions answer
 * with the same sentences), so a person reads the same thing whichever side said it.
 */

/** Why none fits, in the buyer's words; the ids and their order are the database's. */
const noneFitLabels: Record<NoneFitReason, string> = {
  lead_time: 'The lead times are too long',
  price: 'The prices are too high',
  capability: 'They can’t make what I need',
  certification: 'They lack a certificate I need',
  location: 'They are in the wrong place',
  found_elsewhere: 'I found a supplier elsewhere',
  project_changed: 'The project changed or stopped',
  other: 'Another reason',
};

export const noneFitReasons = noneFitReasonIds.map((value) => ({ value, label: noneFitLabels[value] }));

export type { NoneFitReason };

export const optionsContent = {
  head: {
    title: 'Your options',
    description: 'Your private options from Forgebridge: the suppliers that can take your job.',
  },
  title: 'Your options from Forgebridge',
  /** The heading once the options are open. */
  optionsTitle: (reference: string) => `Your options for ${reference}`,
  opening: 'Opening your options…',
  /** In a browser that runs no JavaScript, followed by the team's address. */
  noScript: 'Your options open only with JavaScript. Turn it on and reload this page, or email us at',
  noToken: {
    title: 'This page opens from your options email',
    text: 'Open the link in the email Forgebridge sent you: it carries the key to your options. If you no longer have the email, ask us and we will send it again with a new link.',
  },
  /** The database's 404 and 429 answers, word for word. */
  invalid: 'This link is not valid or has expired. Ask Forgebridge for a new one.',
  limited: 'Too many attempts from this address. Try again in 15 minutes.',
  loadFailed: {
    title: 'Your options could not load',
    offline: 'You appear to be offline. Check your connection, then try again.',
    text: 'Something went wrong on our side. Try again in a moment.',
    retry: 'Try again',
  },
  contact: (email: string) => `Questions about this page: ${email}`,
  summary: {
    reference: 'Reference',
    promised: 'Options promised by',
    sent: 'Options sent',
    linkUntil: 'This link works until',
    filesTitle: 'Your files',
    noFiles: 'You sent no files with this request.',
    measurementsLabel: (name: string) => `Measurements of ${name}`,
    noMeasurements: 'No measurements for this file.',
  },
  option: {
    title: (position: number, company: string) => `Option ${position}: ${company}`,
    where: 'Where',
    serves: (regions: string) => `serves ${regions}`,
    processes: 'Processes',
    axes: (n: number) => `up to ${n} axes`,
    materials: 'Materials',
    certificates: 'Certificates',
    certificate: (label: string, month: string) => `${label} · verified, valid to ${month}`,
    noCertificates: 'None verified by us',
    lastVisit: 'Our last vetting visit',
    noVisit: 'No visit on record',
    statedTitle: 'What the supplier stated',
    leadTime: 'Lead time',
    earliestStart: 'Earliest start',
    price: 'Indicative price',
    minimumOrder: 'Minimum order',
    notStated: 'Not stated',
    reasonsTitle: 'Why it fits',
    noReasons: 'The team will explain the fit on request.',
    none: 'None listed',
    select: (company: string) => `Introduce me to ${company}`,
    introduced: (when: string) => `Introduction sent ${when}`,
    /** Chosen, its email still on its way. */
    introducing: (when: string) =>
      `You asked to meet this supplier ${when}. The email introducing you both is on its way.`,
    /** Chosen, and held back: the supplier is no longer one we may introduce. */
    withheld: 'No longer available: we did not introduce you to this supplier. The team will be in touch.',
    /** Chosen, and the email did not go for another reason. */
    notSent: 'The introduction has not been sent. The team will be in touch.',
    unavailable: 'No longer available: we can no longer introduce you to this supplier. The team will be in touch.',
  },
  options: {
    title: 'The suppliers',
    intro: 'Each said it can take your job. Tick up to three you would like to meet.',
    none: 'No options are listed yet.',
  },
  table: {
    title: 'Compare side by side',
    caption: (reference: string) => `The options for ${reference}, fact by fact`,
    fact: 'Fact',
    notGiven: 'not given',
    download: 'Download as CSV',
    fileName: (reference: string) => `forgebridge-options-${reference}.csv`,
    supplier: 'Supplier',
    scrollHint: 'Scroll sideways to see every option.',
  },
  introduce: {
    title: 'Meet a supplier',
    intro:
      'We introduce you by one email to you both. A choice is final: an introduction once sent cannot be taken back, but you can add more later.',
    button: 'Introduce me',
    chooseFirst: 'Tick at least one supplier above first.',
    tooMany: 'Choose at most three suppliers.',
    selected: (n: number) => (n === 1 ? '1 supplier ticked.' : `${n} suppliers ticked.`),
    dialogTitle: 'Confirm your introductions',
    shared: 'We will share your name, company, email and phone with:',
    final: 'This cannot be undone: once sent, an introduction stands.',
    consentLegend: 'Your consent',
    consent: 'I agree that Forgebridge shares my name, company, email and phone with these suppliers',
    consentRequired: 'Tick the box to agree before we send anything',
    submit: 'Send the introductions',
    submitting: 'Sending…',
    cancel: 'Not now',
    sent: (companies: string) => `Done. An email introducing you and ${companies} is on its way.`,
    /** Shown once an introduction went or is on its way. */
    done: 'An email introducing both sides is on its way for each introduction sent.',
  },
  noneFit: {
    title: 'None of these fit',
    intro: 'Tell us why, so the next options are better. This is said once.',
    reason: 'Why none fit',
    reasonRequired: 'Choose a reason',
    words: 'A few words (optional)',
    wordsOther: 'Tell us why',
    wordsRequired: 'Tell us why in a few words',
    tooLong: (max: number) => `Use at most ${max.toLocaleString('en-GB')} characters`,
    submit: 'Tell the team',
    submitting: 'Sending…',
    saved: 'Thank you: the team has your answer.',
    said: (when: string) => `You told us none fit on ${when}.`,
  },
  questions: {
    title: 'Questions to the Forgebridge team',
    intro: 'Ask about your options. We reply by email with a link back to this page.',
    none: 'No questions yet.',
    asked: (when: string) => `Asked ${when}`,
    reply: (when: string) => `Our reply, ${when}`,
    waiting: 'Waiting for our reply.',
    label: 'Your question',
    required: 'Type your question',
    tooShort: 'Use at least 3 characters',
    tooLong: (max: number) => `Use at most ${max.toLocaleString('en-GB')} characters`,
    submit: 'Send the question',
    submitting: 'Sending…',
    sent: 'Your question was sent. We reply by email.',
  },
  /** A step the server did not take. */
  notSent: {
    offline: 'You appear to be offline: nothing was sent. Check your connection, then send it again.',
    failed: 'Nothing was sent: something went wrong on our side. Try again in a moment.',
  },
} as const;
