import type { QueueDue, QueueSort, QueueStage } from './queue-params';

/** Words of the RFQ queue: its table, filters, pager and empty states. */
export const queueCopy = {
  heading: 'RFQ queue',
  /** RFQs the flood guard held: on no clock and not in the queue until the team releases them. */
  held: {
    intro: 'Held for review, and not in this queue until released:',
    oem: (n: number) => `${n.toLocaleString('en-GB')} OEM ${n === 1 ? 'RFQ' : 'RFQs'}`,
    quote: (n: number) => `${n.toLocaleString('en-GB')} consultation ${n === 1 ? 'request' : 'requests'}`,
  },
  caption: 'Open RFQs by time left',
  loading: 'Loading the RFQ queue...',
  columns: {
    reference: 'Reference',
    company: 'Company',
    kind: 'Kind',
    due: 'Time left',
    stage: 'Stage',
    assignee: 'Assignee',
  } satisfies Partial<Record<QueueSort, string>>,
  /** A sort button that is not a column's header says in its name that the queue is sorted by it. */
  sortedBy: (column: string, desc: boolean) => `${column}, sorted ${desc ? 'descending' : 'ascending'}`,
  kinds: { oem_leads: 'OEM', consultation_requests: 'Consultation' },
  unassigned: 'Unassigned',
  stages: {
    new: 'New',
    suggested: 'Suggested',
    briefs_sent: 'Briefs sent',
    answers_in: 'Answers in',
    options_sent: 'Options sent',
    introduced: 'Introduced',
    closed: 'Closed',
  } satisfies Record<QueueStage, string>,
  /** The stage on a row; answers in says how many of the three options said yes. */
  answersIn: (yes: number) => `Answers in (${yes} of 3 yes)`,
  filters: {
    label: 'Filter the queue',
    stage: 'Stage',
    anyStage: 'All open stages',
    due: 'Due',
    anyTime: 'Any time',
    dues: { overdue: 'Overdue', due_24h: 'Due within 24 h' } satisfies Record<QueueDue, string>,
    mine: 'Mine',
  },
  pagination: {
    label: 'Queue pages',
    previous: 'Previous',
    next: 'Next',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    range: (first: number, last: number, total: number) =>
      `${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}`,
  },
  empty: 'No open RFQs',
  noMatch: 'No RFQs match these filters',
  clear: 'Clear filters',
} as const;

/** A row's stage in words: answers in says how many of the three options said yes. */
export function stageLabel(stage: QueueStage, yes: number): string {
  return stage === 'answers_in' ? queueCopy.answersIn(yes) : queueCopy.stages[stage];
}
