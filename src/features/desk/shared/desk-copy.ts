/** Words of the desk's frame and of what its areas share: loading, failure, attachments. */
export const deskCopy = {
  page: { title: 'Leads dashboard' },
  /** Toasts: the desk's data did not load, a CSV export (leads or suppliers) failed. */
  loadFailure: { title: 'Error', description: 'Failed to fetch leads data' },
  exportFailure: { title: 'Error', description: 'The CSV export failed. Please try again.' },
  dashboard: {
    signedInAs: (email: string) => `Signed in as ${email}`,
    loading: 'Loading leads data...',
    failed: 'The leads could not be loaded.',
    retry: 'Try again',
    refresh: 'Refresh',
  },
  attachments: {
    noFiles: 'No files attached.',
    download: 'Download',
    downloadLabel: (name: string) => `Download ${name}`,
    preparing: 'Preparing...',
    /** Rows stored before uploads existed kept only the file's name. */
    nameOnly: 'Name only: sent before files were uploaded',
    downloadFailure: { title: 'Error', description: 'The file could not be downloaded. Please try again.' },
  },
} as const;
