import { useId } from 'react';
import { Card, CardDescription } from '@/components/ui/card';
import { leadCopy } from './lead-copy';
import { leadKindIds } from '@/shared/leads/tables';
import type { LeadCount, LeadCounts } from './lead-count-queries';
import { leadTabs } from './lead-tabs';

function SummaryCard({ title, subtitle, count }: { title: string; subtitle: string; count: LeadCount }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 p-4 sm:p-6">
      <h3 id={titleId} className="text-sm font-semibold break-words text-slate-900 sm:text-base">
        {title}
      </h3>
      <p className="mt-2 text-2xl font-bold text-slate-950 tabular-nums sm:text-3xl">
        {count.total.toLocaleString('en-GB')}
      </p>
      <CardDescription className="mt-1">{subtitle}</CardDescription>
      <p className="text-brand-800 mt-2 text-sm font-medium">{leadCopy.newCount(count.new)}</p>
    </Card>
  );
}

/** One count card per lead kind, in tab order: its total and how many are still new. */
export function SummaryCards({ counts }: { counts: LeadCounts }) {
  const headingId = useId();
  const cards = leadKindIds.map((id) => ({ id, ...leadTabs[id].card }));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {leadCopy.summaryHeading}
      </h2>
      {/* Two a row on a phone, so the counts take half a screen and the list starts above the fold. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {cards.map((card) => (
          <SummaryCard key={card.id} title={card.title} subtitle={card.subtitle} count={counts[card.id]} />
        ))}
      </div>
    </section>
  );
}
