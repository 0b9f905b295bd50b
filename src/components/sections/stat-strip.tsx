import type { Stat } from '@/content/types';

export function StatStrip({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid gap-6 rounded-xl bg-brand-800 p-8 text-center text-white sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className="text-sm text-slate-200">{stat.label}</dt>
          <dd className="text-4xl font-bold text-accent-400">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
