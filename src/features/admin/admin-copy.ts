/** Words of the admin screens (an internal page, so its copy sits with the feature). */
export const adminCopy = {
  page: { title: 'Leads dashboard' },
  checkingSession: 'Checking your sign-in...',
  signIn: {
    title: 'Admin sign-in',
    intro: 'Sign in with your admin account to view and export leads.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    invalidEmail: 'Enter a valid email address',
    missingPassword: 'Enter your password',
    invalidCredentials: 'Incorrect email or password. Check both and try again.',
    unavailable: 'Sign-in is unavailable right now. Please try again in a moment.',
  },
  notAuthorised: {
    title: 'Not authorised',
    text: (email: string) =>
      `You are signed in as ${email}, but this account is not authorised to view leads. Ask a project owner to grant it the admin role, or sign out and use an admin account.`,
  },
  dashboard: {
    signedInAs: (email: string) => `Signed in as ${email}`,
    loading: 'Loading leads data...',
    failed: 'The leads could not be loaded.',
    retry: 'Try again',
    refresh: 'Refresh',
    signOut: 'Sign out',
    signOutFailure: { title: 'Error', description: 'Sign-out failed. Please try again.' },
    summaryHeading: 'Lead summary',
    tablesLabel: 'Lead tables',
    exportCsv: 'Export CSV',
    exporting: 'Exporting...',
    rowCount: (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'row' : 'rows'}`,
  },
  pagination: {
    label: 'Table pages',
    previous: 'Previous',
    next: 'Next',
    // Names include the visible words (WCAG 2.5.3) and say what moves.
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    range: (first: number, last: number, total: number) =>
      `Showing ${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}`,
  },
} as const;
