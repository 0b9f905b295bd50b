/** The wording of a lead's delivery list in the admin panel, and of the marks on its row. */
export const deliveryCopy = {
  heading: 'Notifications',
  loading: 'Loading notifications...',
  none: 'No notifications for this lead.',
  failedToLoad: 'The notifications could not be loaded.',
  kinds: {
    team_alert: 'Team alert email',
    receipt: 'Receipt to the visitor',
    webhook: 'Automation webhook',
    buyer_options: 'Supplier options to the buyer',
    buyer_due_moved: 'New due time to the buyer',
    supplier_brief: 'Brief to the supplier',
    supplier_notice: 'Vetting message to the supplier',
  } as Readonly<Record<string, string>>,
  sent: 'Sent',
  pendingUntil: 'Pending until',
  retrying: (attempts: number) => `Retrying: ${attempts} failed ${attempts === 1 ? 'attempt' : 'attempts'} so far`,
  nextTry: 'Next try at',
  tryingNow: 'Trying again now.',
  failed: (attempts: number) => `Failed after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`,
  gaveUp: 'No more tries are scheduled.',
  lastError: (error: string) => `Last error: ${error}`,
  skipped: (reason: string) => `Not sent: ${reason}`,
  retry: 'Retry',
  /** A kind's first letter in lower case only: a supplier's name in it keeps its capitals. */
  retryLabel: (kind: string) => `Retry the ${kind.charAt(0).toLowerCase()}${kind.slice(1)}`,
  retryBusy: 'Retrying...',
  retried: { title: 'Queued again', description: 'The notification will be sent again shortly.' },
  retryFailed: { title: 'Error', description: 'The notification could not be queued again. Please try again.' },
  /** On the lead's row in the list, beside its name. */
  rowMark: {
    retrying: 'Notification retrying',
    failed: 'Notification failed',
  },
} as const;
