import { useId } from 'react';
import { Card, CardDescription } from '@/components/ui/card';
import { adminCopy } from '../admin-copy';
import { leadKindIds } from '@/lib/leads/tables';
import type { LeadCount, LeadCounts } from '../api/lead-queries';
import { leadKinds } from '../lead-kinds';

function SummaryCard({ title, subtitle, count }: { title: string; subtitle: string; count: LeadCount }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-2 text-3xl font-bold text-slate-950 tabular-nums">{count.total.toLocaleString('en-GB')}</p>
      <CardDescription className="mt-1">{subtitle}</CardDescription>
      <p className="text-brand-800 mt-2 text-sm font-medium">{adminCopy.dashboard.newCount(count.new)}</p>
    </Card>
  );
}

/** One count card per lead kind, in tab order: its total and how many are still new. */
export function SummaryCards({ counts }: { counts: LeadCounts }) {
  const headingId = useId();
  const cards = leadKindIds.map((id) => ({ id, ...leadKinds[id].card }));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {adminCopy.dashboard.summaryHeading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((card) => (
          <SummaryCard key={card.id} title={card.title} subtitle={card.subtitle} count={counts[card.id]} />
        ))}
      </div>
    </section>
  );
}
