import type { HardFilter } from './suggestion-queries';

const suppliers = (n: number) => `${n} ${n === 1 ? 'supplier' : 'suppliers'}`;

/** The words of the RFQ panel's ranked suggestions, exclusions and shortlist. */
export const suggestionCopy = {
  title: 'Suppliers for this RFQ',
  caption: 'The vetted register, filtered for this RFQ and ranked by a score out of 100.',
  loading: 'Ranking the register...',
  failed: 'The suggestions could not be loaded. Reload the page to try again.',
  ranked: 'Suggested',
  rank: (n: number) => `#${n}`,
  score: (score: number) => `Score ${score.toLocaleString('en-GB', { maximumFractionDigits: 0 })} / 100`,
  reasonsOf: (name: string) => `Why ${name} fits`,
  pick: 'Add to shortlist',
  pickLabel: (name: string) => `Add ${name} to the shortlist`,
  picked: 'On the shortlist',
  none: 'No supplier passes every filter for this RFQ.',
  /** Fewer than 3 pass: say so, and which filters excluded the most. */
  fewer: (passed: number) =>
    passed === 0
      ? 'No supplier passes every filter, so there are not 3 options to send.'
      : `Only ${suppliers(passed)} ${passed === 1 ? 'passes' : 'pass'} every filter, fewer than the 3 options promised.`,
  mostExcluding: 'Excluded the most:',
  filterCount: (label: string, n: number) => `${label} (${suppliers(n)})`,
  fewerHint:
    'No filter is relaxed automatically: add a supplier by hand, with the reason, if one should still be asked.',
  excluded: (n: number) => `Excluded (${suppliers(n)})`,
  more: (n: number) => `and ${n} more`,
  /** Suppliers that fail exactly one filter, shown first among the excluded. */
  nearMisses: (n: number) => `Near misses (${suppliers(n)})`,
  nearMissesCaption: 'Each fails exactly one filter. A supplier the rules allow may be added by hand below.',
  onlyFails: (label: string) => `fails only: ${label}`,
  whyExcluded: (name: string) => `Why ${name} is excluded`,
  failsCount: (n: number) => `Fails ${n} filters:`,
  /** Each hard filter, in plain words, as the reason a supplier is left out. */
  filters: {
    status: 'Not vetted, or its revisit is overdue',
    process: 'Does not do this type of work',
    certification: 'A required certification is not held (verified and unexpired)',
    uk_first: 'Outside the UK, and the buyer asked for UK suppliers',
    region: "Does not ship to the buyer's delivery region",
    envelope: 'The part does not fit its machines',
    capacity: 'At capacity',
    declined: 'Declined this RFQ',
  } satisfies Record<HardFilter, string>,
  byHand: {
    title: 'Add a supplier by hand',
    supplier: 'Supplier',
    choose: 'Choose a supplier',
    nearMisses: 'Near misses (fail one filter)',
    others: 'Other excluded suppliers',
    reason: 'Why this supplier',
    reasonHint:
      'Internal: recorded with the pick for the team, never shown to the buyer. You write what the buyer reads about this supplier when you send the options.',
    reasonShort: 'Give a reason of at least 3 characters that are not spaces',
    blockedTitle: 'Cannot be picked',
    blockedCaption: 'Only a vetted supplier holding every certification this RFQ requires may be picked.',
    blockedReasons: (name: string) => `Why ${name} cannot be picked`,
    blockedFailed: 'Who cannot be picked could not be loaded; the shortlist is still checked when it is confirmed.',
    noneLeft: 'No other supplier may be picked for this RFQ.',
    reasonLong: 'Use 500 characters or fewer',
    add: 'Add by hand',
  },
  shortlist: {
    title: 'Shortlist',
    caption:
      'Up to 10 suppliers to brief, in order. More can be added after the briefs went out (a replacement after a decline); the buyer reads at most 3 of those who answer interested.',
    empty: 'No supplier picked yet.',
    full: 'The shortlist holds 10 suppliers, the most one RFQ can brief.',
    suggestedAt: (rank: number) => `Suggested, ranked #${rank}`,
    byHand: (reason: string) => `Added by hand (internal): ${reason}`,
    sent: 'Sent',
    up: (name: string) => `Move ${name} up`,
    down: (name: string) => `Move ${name} down`,
    remove: (name: string) => `Remove ${name} from the shortlist`,
    confirm: 'Confirm shortlist',
    confirming: 'Saving...',
    confirmed: 'Shortlist confirmed',
    unsaved: 'Changes not confirmed yet.',
    failed: 'The shortlist was not saved',
  },
} as const;
