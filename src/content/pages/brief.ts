/*
 * The words of the supplier's brief page (/brief). The messages a link's failures show are the
 * database's own wording (its token functions answer with the same sentences), so a person reads
 * the same thing whichever side said it. The terms themselves are in ../brief-terms.ts.
 */

export const briefDeclineReasons = [
  { value: 'deadline', label: 'Can’t meet the deadline' },
  { value: 'not_manufacturable', label: 'Not manufacturable as drawn' },
  { value: 'no_capacity', label: 'No capacity' },
  { value: 'outside_our_work', label: 'Outside our processes or materials' },
  { value: 'other', label: 'Other' },
] as const;

export const briefCurrencies = [
  { value: 'GBP', label: 'GBP (£)' },
  { value: 'EUR', label: 'EUR (€)' },
] as const;

export const briefPriceBases = [
  { value: 'per_part', label: 'Per part' },
  { value: 'total', label: 'For the whole order' },
] as const;

export const briefContent = {
  head: {
    title: 'Your brief',
    description: 'A private brief from Forgebridge: the job, its drawings and your answer.',
  },
  title: 'Your brief from Forgebridge',
  /** The heading once the brief is open. */
  briefTitle: (reference: string) => `Brief ${reference}`,
  opening: 'Opening your brief…',
  /** In a browser that runs no JavaScript, followed by the team's address. */
  noScript: 'Your brief opens only with JavaScript. Turn it on and reload this page, or email us at',
  noToken: {
    title: 'This page opens from your brief’s email',
    text: 'Open the link in the email Forgebridge sent you: it carries the key to your brief. If you no longer have the email, ask us for a new link.',
  },
  /** The database's 404 and 429 answers, word for word. */
  invalid: 'This link is not valid or has expired. Ask Forgebridge for a new one.',
  limited: 'Too many attempts from this address. Try again in 15 minutes.',
  loadFailed: {
    title: 'Your brief could not load',
    offline: 'You appear to be offline. Check your connection, then try again.',
    text: 'Something went wrong on our side. Try again in a moment.',
    retry: 'Try again',
  },
  contact: (email: string) => `Questions about this page: ${email}`,
  summary: {
    reference: 'Reference',
    answerBy: 'Answer needed by',
    linkUntil: 'This link works until',
    factsTitle: 'The job',
    noFacts: 'The team will send the job’s details separately.',
    modelsTitle: 'Drawings and models',
    noModels: 'This job has no drawings.',
    model: (n: number, extension: string) => `Drawing ${n} (${extension.toUpperCase()})`,
    noMeasurements: 'No measurements for this file.',
    measurementsLabel: (n: number) => `Measurements of drawing ${n}`,
    unavailable: 'Not available any more.',
  },
  terms: {
    nameLabel: 'Your full name',
    nameHint: 'The person accepting for your business.',
    nameRequired: 'Type your name',
    nameTooShort: 'Type your full name',
    nameTooLong: 'Use at most 120 characters',
    acceptLegend: 'Your acceptance',
    accept: 'I accept these terms for my business',
    acceptRequired: 'Accept the terms to open the drawings',
    submit: 'Accept and open the drawings',
    submitting: 'Recording…',
    accepted: (name: string, when: string) => `Accepted by ${name} on ${when}.`,
    filesLocked: 'The drawings open once you accept the terms.',
  },
  files: {
    title: 'The drawings',
    download: (name: string) => `Download ${name}`,
    downloadShort: 'Download',
    preview: (name: string) => `Show a 3D preview of ${name}`,
    previewShort: '3D preview',
    preparing: 'Preparing…',
    linkNote: 'Each download link is made when you click and works for 5 minutes.',
    failed: 'The file could not be fetched. Try again.',
    offline: 'You appear to be offline: the file was not fetched.',
  },
  answer: {
    title: 'Your answer',
    intro: 'Tell us whether you can take this job. You can change it until the buyer’s options are sent.',
    closed: 'Answers closed when the buyer’s options were sent.',
    none: 'You have not answered yet.',
    current: 'Your answer',
    answeredAt: (when: string, via: 'page' | 'phone') =>
      via === 'phone' ? `Recorded by our team from a call on ${when}.` : `Sent on ${when}.`,
    interested: 'Interested',
    declined: 'Declined',
    choiceLabel: 'Can you take this job?',
    choose: 'Choose…',
    choiceRequired: 'Choose interested or decline',
    leadTime: 'Lead time',
    leadTimeRequired: 'Choose a lead time',
    earliestStart: 'Earliest start',
    earliestStartHint: 'The first day you could start work.',
    earliestStartRequired: 'Give the earliest start date',
    earliestStartPast: 'The date cannot be in the past',
    earliestStartFar: 'Give a date within a year',
    price: 'Indicative price (optional)',
    priceHint: 'Not a binding quote: it helps the buyer compare. Up to two decimals.',
    priceInvalid: 'Give an amount such as 1250 or 12.50',
    priceRange: 'Give an amount between 0.01 and 99,999,999',
    currency: 'Currency',
    basis: 'The price is',
    minimumOrder: 'Minimum order, in parts (optional)',
    minimumOrderInvalid: 'Give a whole number from 1 to 1,000,000',
    note: 'Note to the Forgebridge team (optional)',
    noteHint: 'Not shown to the buyer.',
    reason: 'Why you decline',
    reasonRequired: 'Choose a reason',
    words: 'A few words (optional)',
    wordsOther: 'Tell us why',
    wordsRequired: 'Tell us why in a few words',
    tooLong: (max: number) => `Use at most ${max.toLocaleString('en-GB')} characters`,
    submit: 'Send my answer',
    change: 'Change my answer',
    submitting: 'Sending…',
    saved: 'Your answer was sent. Thank you.',
    priceLine: (amount: string, currency: string, basis: 'per_part' | 'total') =>
      `${currency} ${amount} ${basis === 'per_part' ? 'per part' : 'for the whole order'}`,
    minimumOrderLine: (n: number) => `Minimum order: ${n.toLocaleString('en-GB')} parts`,
    earliestStartLine: (date: string) => `Earliest start: ${date}`,
    leadTimeLine: (label: string) => `Lead time: ${label}`,
  },
  questions: {
    title: 'Questions to the Forgebridge team',
    intro: 'Ask about the job. We reply by email with a link back to this page.',
    none: 'No questions yet.',
    asked: (when: string) => `Asked ${when}`,
    reply: (when: string) => `Our reply, ${when}`,
    waiting: 'Waiting for our reply.',
    label: 'Your question',
    required: 'Type your question',
    tooShort: 'Use at least 3 characters',
    submit: 'Send the question',
    submitting: 'Sending…',
    sent: 'Your question was sent. We reply by email.',
  },
  buyer: {
    title: 'The buyer asked to meet you',
    intro: (when: string) =>
      `On ${when} the buyer chose to meet you. An email introducing you both is on its way; contact them directly.`,
    name: 'Name',
    jobTitle: 'Role',
    company: 'Company',
    email: 'Email',
    phone: 'Phone',
  },
  /** A step the server did not take. */
  notSent: {
    offline: 'You appear to be offline: nothing was sent. Check your connection, then send it again.',
    failed: 'Nothing was sent: something went wrong on our side. Try again in a moment.',
  },
} as const;
