import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { clockCopy } from './clock-copy';
import type { RfqTable } from '@/shared/leads/tables';
import { clockCountsQuery } from './clock-queries';

const copy = clockCopy.counts;

const kinds: readonly { table: RfqTable; tab: 'oem' | 'quote' }[] = [
  { table: 'oem_leads', tab: 'oem' },
  { table: 'consultation_requests', tab: 'quote' },
];

/**
 * The promise at a glance: per RFQ kind, how many open clocks are due within 24 hours and how
 * many are overdue, each a link to that filtered list (`?tab=oem&clock=overdue`). RFQs the flood
 * guard held are on no clock until released; when there are any, a third link lists them
 * (`?tab=oem&status=held`) so they are not out of sight.
 */
export function ClockCounts() {
  const headingId = useId();
  const { data } = useQuery(clockCountsQuery());
  if (!data) return null;
  const link = (tab: string, clock: 'due_soon' | 'overdue', text: string, alarming: boolean) => (
    <Link
      to={`?${new URLSearchParams({ tab, clock })}`}
      className={cn(
        'rounded-md border px-3 py-1.5 text-sm font-medium underline-offset-2 hover:underline',
        alarming && clock === 'overdue' && 'border-red-400 bg-red-50 text-red-800',
        alarming && clock === 'due_soon' && 'border-amber-400 bg-amber-50 text-amber-900',
        !alarming && 'border-slate-200 text-slate-700',
      )}
    >
      {text}
    </Link>
  );
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {copy.heading}
      </h2>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {kinds.map(({ table, tab }) => (
          <div key={table} className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-700">{copy.kinds[tab]}:</span>
            {link(tab, 'due_soon', copy.dueSoon(data[table].dueSoon), data[table].dueSoon > 0)}
            {link(tab, 'overdue', copy.overdue(data[table].overdue), data[table].overdue > 0)}
            {data[table].held > 0 ? (
              <Link
                to={`?${new URLSearchParams({ tab, status: 'held' })}`}
                className="rounded-md border border-slate-200 px-3 py-1.5 text-sm font-medium text-slate-700 underline-offset-2 hover:underline"
              >
                {copy.held(data[table].held)}
              </Link>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
