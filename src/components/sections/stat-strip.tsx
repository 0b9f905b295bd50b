import type { Stat } from '@/content/types';
import { cn } from '@/lib/utils';

const columns: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

export function StatStrip({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl
      className={cn(
        'bg-brand-800 grid gap-6 rounded-xl p-8 text-center text-white',
        columns[stats.length] ?? 'sm:grid-cols-3',
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className="text-sm text-slate-200">{stat.label}</dt>
          <dd data-figure="" className="text-accent-400 text-4xl font-bold whitespace-nowrap">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
