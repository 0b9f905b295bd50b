import { hoursAndMinutes } from '@/lib/leads/rfq-clock';

/** The 72-hour clock's words on the desk: the row, the panel and the dashboard's counts. */
export const clockCopy = {
  column: 'Options due',
  /** The rule, said wherever the clock is shown. */
  rule: '3 supplier options within 72 calendar hours of arrival.',
  state: {
    running: (seconds: number) => `${hoursAndMinutes(seconds)} left`,
    due_soon: (seconds: number) => `${hoursAndMinutes(seconds)} left`,
    overdue: (seconds: number) => `Overdue by ${hoursAndMinutes(seconds)}`,
    paused: (seconds: number) => `Paused, ${hoursAndMinutes(seconds)} left`,
    closed: (seconds: number) => (seconds < 0 ? `Closed, overdue by ${hoursAndMinutes(seconds)}` : 'Closed'),
    sent: () => 'Options sent',
  },
  /** What the colour says, for screen readers and for anyone who does not see it. */
  stateName: {
    running: 'On time',
    due_soon: 'Due within 24 hours',
    overdue: 'Overdue',
    paused: 'Paused',
    closed: 'Closed (won or lost)',
    sent: 'Options sent',
  },
  /** An RFQ held by the flood guard: off the desk's counts, filters and queue until released. */
  held: {
    name: 'Held for review, not on the desk’s clock until released',
    prefix: 'Held · ',
  },
  panel: {
    heading: 'The 72-hour clock',
    dueBy: (when: string) => `Options due by ${when} (72 calendar hours from arrival, plus any pause).`,
    sentAt: (when: string) => `Options sent ${when}: the clock has stopped.`,
    closedAt: (when: string) =>
      `Closed (won or lost) ${when}: the clock has stopped. Reopening the RFQ starts it again.`,
    pausedSince: (when: string, reason: string) => `Paused since ${when}: ${reason}`,
    pauseReason: 'Why pause the clock?',
    pauseHint: 'For example: waiting for the buyer’s drawing. The pause and its reason are recorded.',
    pause: 'Pause the clock',
    pausing: 'Pausing...',
    resume: 'Resume the clock',
    resuming: 'Resuming...',
    reasonTooShort: 'Give a reason of at least 3 characters',
    pausesHeading: 'Pauses',
    pauseEntry: (from: string, by: string, until: string | null) =>
      until ? `${from} to ${until}, by ${by}` : `${from}, still paused, by ${by}`,
    failed: 'The clock could not be changed',
    /** The database refuses a pause once the clock ran out: an overdue RFQ stays overdue. */
    overdueNoPause: 'The clock ran out: an overdue RFQ cannot be paused. Send the options as soon as you can.',
    /** The buyer's message when a resume moved their due time (the outbox sends it). */
    buyerTold: 'New due time to the buyer',
  },
  counts: {
    heading: 'The 72-hour promise',
    dueSoon: (n: number) => `${n.toLocaleString('en-GB')} due within 24 h`,
    overdue: (n: number) => `${n.toLocaleString('en-GB')} overdue`,
    held: (n: number) => `${n.toLocaleString('en-GB')} held for review`,
    kinds: { oem: 'OEM RFQs', quote: 'Quote requests' },
  },
  filter: {
    label: 'Clock',
    any: 'Any',
    due_soon: 'Due within 24 h',
    overdue: 'Overdue',
  },
} as const;
