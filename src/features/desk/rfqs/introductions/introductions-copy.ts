/** The wording of an RFQ's options on the desk: the shortlist, the preview, sending and the answers. */
export const introductionsCopy = {
  heading: 'Supplier options',
  loading: 'Loading the shortlist...',
  failedToLoad: 'The shortlist could not be loaded.',
  none: 'No supplier is shortlisted yet. Confirm up to 3 suppliers to send the options.',
  handPicked: (reason: string) => `Added by hand (internal): ${reason}`,
  suggestedAt: (rank: number) => `Suggested at rank ${rank}`,
  noEmail: 'No email address: add one in the register before sending.',
  preview: 'Preview and send',
  hidePreview: 'Hide the preview',
  previewHeading: 'Every message, exactly as it will be sent',
  previewIntro: (briefs: number) =>
    `${briefs} ${briefs === 1 ? 'brief' : 'briefs'} to the shortlisted ${briefs === 1 ? 'supplier' : 'suppliers'}, without the buyer's name, company, contact details or anything the buyer typed, and 1 email to the buyer naming them. In the buyer's email, your words for each supplier come first; the reasons after them are written again from the register when sent. Sending stops the 72-hour clock.`,
  to: 'To',
  subject: 'Subject',
  briefTitle: (position: number, company: string) => `Brief ${position}: ${company}`,
  buyerTitle: 'Email to the buyer',
  noBuyerAddress: 'This RFQ has no email address for the buyer.',
  send: 'Send the options',
  wording: {
    title: 'What the suppliers read',
    intro:
      'The buyer typed these answers in their own words, which could name them, so no brief carries them. Write what the suppliers read instead, or leave a field empty and the brief says only the options the buyer chose.',
    label: (label: string) => `What the suppliers read instead of the buyer’s words for ${label}`,
    typed: (typed: string) => `The buyer wrote (for the team only, never sent): “${typed}”`,
  },
  buyerReasons: {
    title: 'What the buyer reads',
    label: (company: string) => `What the buyer reads about ${company}`,
    hint: 'Optional. Shown first among this supplier’s reasons in the buyer’s email; the rest are written from the register when sent.',
    handHint:
      'Required: this supplier was added by hand, and its hand reason is internal. Without your words the buyer reads only what the register says.',
    required: (company: string) => `Say what the buyer reads about ${company}.`,
  },
  tooShort: 'Write at least 3 characters that are not spaces.',
  tooLong: (max: number) => `Use ${max} characters or fewer.`,
  fixFields: 'Correct the fields marked above before sending.',
  files: {
    title: 'Files to check before sending',
    intro:
      'No copy of these files can be certain to name nobody: they are not STEP, IGES or STL models, or the model still holds text its copy cannot place. Open each one and look for the buyer’s name or logo, a title block, and the file’s properties.',
    /** While the models are read for names their copy would keep. */
    reading: 'Reading the models for names their copies would keep...',
    unreadable: 'This model could not be read here, so its copy cannot be certain.',
    confirm: 'I opened each file and nothing in it names the buyer (title block, logo, file properties)',
    unchecked: 'The options cannot be sent until you confirm above that you opened each file.',
  },
  sentReasons: 'What the buyer read',
  filesCheckedBy: (by: string, at: string) => `Files checked by ${by}, ${at}`,
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
