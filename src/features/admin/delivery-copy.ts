/** The wording of a lead's delivery list in the admin panel. */
export const deliveryCopy = {
  heading: 'Notifications',
  loading: 'Loading notifications...',
  none: 'No notifications for this lead.',
  failedToLoad: 'The notifications could not be loaded.',
  kinds: {
    team_alert: 'Team alert email',
    receipt: 'Receipt to the visitor',
    webhook: 'Automation webhook',
  } as Readonly<Record<string, string>>,
  sent: 'Sent',
  pendingUntil: 'Pending until',
  retrying: (attempts: number, error: string) =>
    `${attempts} failed ${attempts === 1 ? 'attempt' : 'attempts'} so far; last error: ${error}`,
  failed: (attempts: number) => `Failed after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`,
  lastError: (error: string) => `Last error: ${error}`,
  skipped: (reason: string) => `Not sent: ${reason}`,
  retry: 'Retry',
  retryLabel: (kind: string) => `Retry the ${kind.toLowerCase()}`,
  retryBusy: 'Retrying...',
  retried: { title: 'Queued again', description: 'The notification will be sent again shortly.' },
  retryFailed: { title: 'Error', description: 'The notification could not be queued again. Please try again.' },
} as const;
