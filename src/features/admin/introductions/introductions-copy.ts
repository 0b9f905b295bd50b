/** The wording of an RFQ's options on the desk: the shortlist, the preview, sending and the answers. */
export const introductionsCopy = {
  heading: 'Supplier options',
  loading: 'Loading the shortlist...',
  failedToLoad: 'The shortlist could not be loaded.',
  none: 'No supplier is shortlisted yet. Confirm up to 3 suppliers to send the options.',
  handPicked: (reason: string) => `Added by hand: ${reason}`,
  suggestedAt: (rank: number) => `Suggested at rank ${rank}`,
  noEmail: 'No email address: add one in the register before sending.',
  preview: 'Preview and send',
  hidePreview: 'Hide the preview',
  previewHeading: 'Every message, exactly as it will be sent',
  previewIntro: (briefs: number) =>
    `${briefs} ${briefs === 1 ? 'brief' : 'briefs'} to the shortlisted ${briefs === 1 ? 'supplier' : 'suppliers'}, without the buyer's name, company or contact details, and 1 email to the buyer naming them. Sending stops the 72-hour clock.`,
  to: 'To',
  subject: 'Subject',
  briefTitle: (position: number, company: string) => `Brief ${position}: ${company}`,
  buyerTitle: 'Email to the buyer',
  noBuyerAddress: 'This RFQ has no email address for the buyer.',
  send: 'Send the options',
  sending: 'Sending...',
  sent: { title: 'Options sent', description: 'The briefs and the buyer’s email are queued; the clock has stopped.' },
  sendFailed: (message: string) => ({ title: 'The options were not sent', description: message }),
  sentAt: 'Options sent',
  brief: 'Brief',
  answerHeading: 'Answer',
  answerLabel: (company: string) => `${company}’s answer`,
  reasonLabel: 'Reason',
  reasonRequired: 'Say why the supplier declined.',
  saveAnswer: 'Save the answer',
  savingAnswer: 'Saving...',
  answerSaved: { title: 'Answer saved' },
  answerFailed: (message: string) => ({ title: 'The answer was not saved', description: message }),
  noAnswer: 'No answer yet',
  answers: {
    interested: 'Interested',
    quoted: 'Quoted',
    declined: 'Declined',
  },
  answered: (answer: string, by: string, at: string) => `${answer} · recorded by ${by}, ${at}`,
} as const;

export type SupplierAnswer = keyof typeof introductionsCopy.answers;
export const supplierAnswers = Object.keys(introductionsCopy.answers) as SupplierAnswer[];
