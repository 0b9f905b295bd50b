import type { RfqStageFilter } from './filtered-rows';

/** Words of the lead tabs, their table, filters and the lead panel. */
export const leadCopy = {
  summaryHeading: 'Lead summary',
  tablesLabel: 'Lead tables',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  newCount: (count: number) => `${count.toLocaleString('en-GB')} new`,
  rowCount: (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'row' : 'rows'}`,
  updateFailure: { title: 'Error', description: 'The change could not be saved. Please try again.' },
  panel: {
    title: 'Lead',
    loading: 'Loading the lead...',
    notFound: 'This lead does not exist, or you cannot see it.',
    status: 'Status',
    answers: 'Answers',
    received: (when: string) => `Received ${when}`,
    updated: (when: string, who: string) => `updated ${when} by ${who}`,
    notes: 'Notes',
    notesTooLong: (max: number) => `Use ${max.toLocaleString('en-GB')} characters or fewer`,
    saveNotes: 'Save notes',
    saving: 'Saving...',
    history: 'History',
    noHistory: 'No changes yet.',
    assignedTo: (email: string | null) => (email ? `Assigned to ${email}` : 'Unassigned'),
    open: (name: string) => `Open ${name}`,
    statusOf: (name: string) => `Status of ${name}`,
    /** Beside a held lead's status: why nothing was sent, and what releasing it sends. */
    held: {
      why: 'Held for review: it arrived over a flood limit, so nothing was sent for it.',
      release: {
        oem: 'Any other status releases it, which sends the buyer’s receipt (unless its options were already due) and the automation webhook.',
        partner: 'Any other status releases it, which sends the shop’s receipt and the automation webhook.',
        quote: 'Any other status releases it, which sends the visitor’s receipt.',
        contact: 'Any other status releases it, which sends the visitor’s receipt.',
        icp: 'Any other status releases it.',
      },
    },
    notesSaved: { title: 'Saved', description: 'The notes are saved.' },
  },
  filters: {
    label: 'Filter leads',
    search: 'Search company, name or email',
    status: 'Status',
    anyStatus: 'Any status',
    from: 'From',
    to: 'To',
    apply: 'Search',
    clear: 'Clear filters',
    noMatch: 'No leads match these filters',
    reversedRange: 'The "To" date is before the "From" date: swap them to see leads.',
    stage: 'Stage',
    anyStage: 'Any',
    stages: { introduced: 'Introduced' } satisfies Record<RfqStageFilter, string>,
  },
  introducedAt: (when: string) => `Introduced ${when}`,
  introducedTitle: 'The buyer chose to meet a supplier',
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
