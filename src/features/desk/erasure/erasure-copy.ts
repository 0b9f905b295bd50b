/** Copy of the admin's erasure tool (a data subject's right to erasure). */
export const erasureCopy = {
  title: 'Erase a person’s data',
  intro:
    'For an erasure request: find every lead stored for one email address, in every table, and erase them with their files. The erasure is logged with a hash of the address, never the address itself. Then follow docs/privacy.md for copies held elsewhere.',
  email: 'Email address',
  emailMissing: 'Enter the email address to search for',
  find: 'Find leads',
  finding: 'Searching...',
  none: 'No leads are stored for this address.',
  found: (count: number, files: number) =>
    `${count} ${count === 1 ? 'lead' : 'leads'} and ${files} ${files === 1 ? 'file' : 'files'} stored for this address:`,
  leadLine: (kind: string, when: string) => `${kind}, received ${when}`,
  erase: 'Erase all',
  confirmTitle: 'Erase everything for this address?',
  confirmText: (email: string, count: number, files: number) =>
    `${count} ${count === 1 ? 'lead' : 'leads'} and ${files} ${files === 1 ? 'file' : 'files'} for ${email} will be deleted for good. This cannot be undone.`,
  confirm: 'Erase permanently',
  erasing: 'Erasing...',
  cancel: 'Cancel',
  erased: (leads: number, files: number) => ({
    title: 'Erased',
    description: `${leads} ${leads === 1 ? 'lead' : 'leads'} and ${files} ${files === 1 ? 'file' : 'files'} were erased.`,
  }),
  filesLeft: (files: number) => ({
    title: 'Files pending',
    description: `${files} ${files === 1 ? 'file' : 'files'} could not be removed now; the daily clean-up deletes ${files === 1 ? 'it' : 'them'}.`,
  }),
  failure: { title: 'Error', description: 'The erasure failed and nothing was deleted. Please try again.' },
  searchFailure: { title: 'Error', description: 'The search failed. Please try again.' },
} as const;
