import { CheckCircle2 } from 'lucide-react';
import type { Feature } from '@/content/types';
import { cn } from '@/lib/utils';

const columnClass = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' };

export function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={cn('grid gap-6', columnClass[columns])}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 text-slate-800 shadow-sm">
          <CheckCircle2 className="text-brand-700 size-6 shrink-0" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-slate-950">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
