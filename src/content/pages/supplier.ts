/*
 * The words of a shop's own page (/supplier). The messages a link's failures show are the
 * database's own wording (its token functions answer with the same sentences), so a person reads
 * the same thing whichever side said it. The capability terms' labels are the vocabulary's
 * (src/lib/suppliers/capabilities.ts), never repeated here.
 */

/** A shop's status as the shop reads it; `rejected` is the register's word for "not vetted". */
export const supplierStatusWords = {
  prospect: 'Prospect',
  vetting: 'Vetting',
  vetted: 'Vetted',
  paused: 'Paused',
  lapsed: 'Lapsed',
  rejected: 'Not vetted',
} as const satisfies Record<string, string>;

/** What each status means for the shop, in a sentence. */
export const supplierStatusMeaning: Record<keyof typeof supplierStatusWords, string> = {
  prospect: 'We have your details and have not started vetting yet.',
  vetting: 'We are vetting your shop: a visit to check your certifications, sample parts, QA procedures and capacity.',
  vetted: 'You are a vetted supplier: we send you briefs for jobs that fit your capabilities.',
  paused: 'We have paused sending you briefs for now.',
  lapsed: 'Your vetting has lapsed: we will arrange a revisit. Until then we do not send you briefs.',
  rejected: 'We could not add your shop to our vetted suppliers.',
};

export const supplierPageContent = {
  head: {
    title: 'Your supplier page',
    description: 'Your private page with Forgebridge: your status, capabilities, certificates and capacity.',
  },
  title: 'Your supplier page',
  opening: 'Opening your page…',
  /** In a browser that runs no JavaScript, followed by the team's address. */
  noScript: 'Your page opens only with JavaScript. Turn it on and reload this page, or email us at',
  noToken: {
    title: 'This page opens from your email',
    text: 'Open the link in the latest email Forgebridge sent you: it carries the key to your page. If you no longer have it, ask us for a new link.',
  },
  /** The database's 404 and 429 answers, word for word. */
  invalid: 'This link is not valid or has expired. Ask Forgebridge for a new one.',
  limited: 'Too many attempts from this address. Try again in 15 minutes.',
  loadFailed: {
    title: 'Your page could not load',
    offline: 'You appear to be offline. Check your connection, then try again.',
    text: 'Something went wrong on our side. Try again in a moment.',
    retry: 'Try again',
  },
  contact: (email: string) => `Questions about this page: ${email}`,
  linkUntil: (when: string) => `This link works until ${when}. It is yours: please do not forward it.`,
  status: {
    title: 'Your status with Forgebridge',
    label: 'Status',
    since: (date: string) => `since ${date}`,
    reason: 'The reason our team recorded',
    visit: 'Vetting visit',
    visitOn: (date: string) => `Booked for ${date}`,
  },
  capacity: {
    title: 'Your capacity',
    intro: 'Tell us how much work you want. It applies at once: we use it when we choose whom to brief.',
    current: (label: string, date: string) => `${label}, set on ${date}`,
    notSet: 'You have not told us yet.',
    legend: 'How much work do you want now?',
    required: 'Choose one',
    submit: 'Set my capacity',
    submitting: 'Saving…',
    saved: (label: string, date: string) => `Saved: ${label}, set on ${date}. It applies now.`,
  },
  capabilities: {
    title: 'Your capabilities as we hold them',
    intro: 'We match you to jobs on these. Something wrong or out of date? Propose a change below.',
    processes: 'Processes',
    maxAxes: 'Most axes machined at once',
    materials: 'Materials',
    industries: 'Industries',
    orderSizes: 'Order sizes',
    leadTime: 'Typical lead time',
    envelope: 'Largest part (X × Y × Z)',
    envelopeValue: (x: number, y: number, z: number) => `${x} × ${y} × ${z} mm`,
    town: 'Town',
    country: 'Country',
    none: 'Not given',
  },
  proposal: {
    pendingTitle: 'Proposed changes awaiting review by Forgebridge',
    pendingIntro: (date: string) =>
      `Sent on ${date}. Your capabilities above stay as they are until our team accepts the changes.`,
    title: 'Propose changes',
    intro:
      'Tick what is true of your shop now. Your changes apply once the Forgebridge team accepts them; until then we match you on what we hold above.',
    replaces: 'Sending again replaces the changes still awaiting review.',
    maxAxes: 'Most axes machined at once',
    maxAxesHint: 'For multi-axis machining, from 4 to 9.',
    maxAxesRequired: 'Choose the most axes you machine at once',
    leadTime: 'Typical lead time',
    notSet: 'Not given',
    envelope: 'Largest part you can machine, in mm',
    envelopeHint: 'All three sizes, or none.',
    envelopeX: 'X (mm)',
    envelopeY: 'Y (mm)',
    envelopeZ: 'Z (mm)',
    envelopeAllOrNone: 'Give all three sizes, or none',
    envelopeRange: 'Give a whole number of mm from 1 to 100,000',
    town: 'Town',
    townTooLong: 'Use at most 100 characters',
    noChange: 'Nothing changed: change something before sending.',
    submit: 'Send my proposed changes',
    submitting: 'Sending…',
    saved: 'Your proposed changes were sent. They apply once the Forgebridge team accepts them.',
  },
  certificates: {
    title: 'Your certificates',
    intro:
      'We verify each certificate before it counts when we match you to jobs. Send renewed certificates to us by email.',
    none: 'We hold no certificates for you.',
    standard: 'Standard',
    number: 'Certificate number',
    expires: 'Expires',
    state: 'State',
    unknown: 'Not given',
    verified: 'Verified',
    notVerified: 'Not yet verified',
    expired: 'Expired',
  },
  answers: {
    title: 'Your answers to our briefs',
    none: 'We have not sent you a brief yet.',
    reference: 'Reference',
    sent: 'Sent',
    answer: 'Your answer',
    chosen: 'Chosen by the buyer',
    words: { interested: 'Interested', quoted: 'Quoted', declined: 'Declined', none: 'No answer' },
    yes: 'Yes',
    no: 'No',
  },
  /** A step the server did not take. */
  notSaved: {
    offline: 'You appear to be offline: nothing was saved. Check your connection, then try again.',
    failed: 'Nothing was saved: something went wrong on our side. Try again in a moment.',
  },
} as const;
