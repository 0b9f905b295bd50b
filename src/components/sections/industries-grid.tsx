import { Factory } from 'lucide-react';
import { industries } from '@/config/site';
import { cn } from '@/lib/utils';

/** Columns from a tablet up that leave no empty cell for the usual list lengths (2 on a phone). */
const columnsFor = (count: number) => (count % 4 === 0 ? 'sm:grid-cols-4' : count % 3 === 0 ? 'sm:grid-cols-3' : '');

export function IndustriesGrid({ items = industries }: { items?: readonly string[] }) {
  return (
    <ul className={cn('grid gap-4', items.length % 2 === 0 ? 'grid-cols-2' : '', columnsFor(items.length))}>
      {items.map((industry) => (
        <li
          key={industry}
          className="flex min-w-0 items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 font-medium text-slate-900"
        >
          <Factory className="text-brand-700 size-5 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{industry}</span>
        </li>
      ))}
    </ul>
  );
}
