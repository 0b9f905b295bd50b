/** The words of the desk's figures view: is the 72-hour promise kept, and what did the buyers choose? */

const rfqs = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'RFQ' : 'RFQs'}`;

const percent = (share: number) => `${(share * 100).toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
const hours = (h: number) => `${h.toLocaleString('en-GB', { maximumFractionDigits: 1 })} h`;

export const figuresCopy = {
  nav: 'Figures',
  title: 'Is the promise kept?',
  intro: (weeks: number) =>
    `3 vetted supplier options within 72 calendar hours of an RFQ arriving (OEM RFQs and quote requests), over the last ${weeks} weeks. An RFQ counts as kept only when 3 options went out in time; fewer than 3 in time, or options sent late, are counted apart. Time the team paused a clock with a reason is left out. An RFQ counts once its options are sent or its clock has run out.`,
  noData: 'No data yet',
  loading: 'Loading the figures...',
  failed: 'The figures could not be loaded.',
  retry: 'Try again',
  percent,
  hours,
  onTime: {
    title: '3 options sent within 72 h',
    of: (within: number, decided: number) =>
      `${within.toLocaleString('en-GB')} of ${decided.toLocaleString('en-GB')} RFQs`,
    fewerInTime: 'Fewer than 3, in time',
    late: 'Sent late',
    none: 'No RFQ has had its options sent or its clock run out yet.',
  },
  timeToOptions: {
    title: 'Time to options',
    median: 'Median',
    p90: '90th percentile',
    from: (n: number) => `From ${n.toLocaleString('en-GB')} ${n === 1 ? 'RFQ' : 'RFQs'} with options sent`,
    none: 'No options have been sent yet.',
  },
  overdue: {
    title: 'Overdue now',
    link: 'See the overdue OEM RFQs',
    linkQuote: 'See the overdue quote requests',
  },
  picks: {
    title: 'The team’s picks',
    precision: 'From the top 3 suggestions',
    byHand: 'Added by hand',
    of: (n: number) => `Of ${n.toLocaleString('en-GB')} ${n === 1 ? 'supplier' : 'suppliers'} in sent shortlists`,
    none: 'No shortlist has been sent yet.',
  },
  steps: {
    title: 'From arrival to options',
    intro:
      'Each step from what was recorded: the first brief sent, the first supplier that said yes (on its page or by phone), the briefs answered within the window, and why suppliers declined.',
    toBriefs: {
      title: 'Time to the first brief',
      from: (n: number) => `From ${n.toLocaleString('en-GB')} ${n === 1 ? 'RFQ' : 'RFQs'} with a brief sent`,
      none: 'No brief has been sent yet.',
    },
    toFirstYes: {
      title: 'Time to the first yes',
      from: (n: number) =>
        `From ${n.toLocaleString('en-GB')} ${n === 1 ? 'RFQ' : 'RFQs'} with a supplier that said yes`,
      none: 'No supplier has said yes yet.',
    },
    answers: {
      title: 'Briefs answered',
      of: (answered: number, briefs: number, interested: number) =>
        `${answered.toLocaleString('en-GB')} of ${briefs.toLocaleString('en-GB')} briefs answered; ${interested.toLocaleString('en-GB')} said yes`,
      none: 'No brief has been answered or gone 48 hours unanswered yet.',
    },
    declines: {
      title: 'Why suppliers declined',
      none: 'No supplier has declined yet.',
      reasons: {
        deadline: 'Can’t meet the deadline',
        not_manufacturable: 'Not manufacturable as drawn',
        no_capacity: 'No capacity',
        outside_our_work: 'Outside their processes or materials',
        other: 'Other',
        unstated: 'Recorded before the brief page',
      },
    },
    options: {
      title: 'Options each RFQ got',
      three: '3 options',
      two: '2 options',
      one: '1 option',
      none: 'No options have been sent yet.',
    },
  },
  choices: {
    title: 'What the buyers chose',
    intro:
      'From the buyer’s options page (docs/decisions/0037-buyer-options-page.md), by the week the options were sent. An RFQ counts once its buyer chose, said none fits, or 14 days passed without an answer.',
    loading: 'Loading what the buyers chose...',
    from: (n: number) => `From ${rfqs(n)}`,
    waiting: (n: number) =>
      n === 0
        ? 'No RFQ is waiting for the buyer.'
        : `${rfqs(n)} still waiting for the buyer, not counted until they answer or 14 days pass.`,
    precision: {
      title: 'Options the buyer chose to meet',
      of: (chosen: number, offered: number) =>
        `${chosen.toLocaleString('en-GB')} of ${offered.toLocaleString('en-GB')} options sent`,
      none: 'No buyer has answered, or gone 14 days without, yet.',
    },
    introduced: {
      title: 'RFQs with at least one introduction',
      of: (introduced: number, all: number) => `${introduced.toLocaleString('en-GB')} of ${rfqs(all)}`,
      none: 'No buyer has answered, or gone 14 days without, yet.',
    },
    toChoice: {
      title: 'Time from options to choice',
      from: (n: number) => `From ${rfqs(n)} where the buyer chose`,
      none: 'No buyer has chosen a supplier yet.',
    },
    noneFit: {
      title: 'Why none fits',
      none: 'No buyer has said none fits yet.',
    },
    table: {
      caption: 'Options the buyer chose to meet, per week',
      columns: { week: 'Week of', rfqs: 'RFQs', offered: 'Options sent', chosen: 'Chosen', share: 'Share' },
    },
  },
  chart: {
    title: 'Share of RFQs with 3 options within 72 h, per week',
    description:
      'One bar per week of arrival, from 0% to 100%. A week with no RFQ decided yet shows "no data" instead of a bar.',
    weekOf: (day: string) => `Week of ${day}`,
    bar: (day: string, share: string, within: number, decided: number) =>
      `Week of ${day}: ${share} (${within} of ${decided})`,
    empty: (day: string) => `Week of ${day}: no data`,
    tableCaption: 'The same figures per week',
    columns: {
      week: 'Week of',
      arrived: 'Arrived',
      decided: 'Decided',
      within: '3 options within 72 h',
      fewerInTime: 'Fewer than 3, in time',
      late: 'Sent late',
      share: 'Share',
    },
  },
} as const;
