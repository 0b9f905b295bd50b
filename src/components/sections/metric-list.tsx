import type { Metric } from '@/content/types';

export function MetricList({ metrics }: { metrics: readonly Metric[] }) {
  return (
    <dl className="grid grid-cols-3 gap-3">
      {metrics.map((metric) => (
        <div
          key={metric.label}
          className="bg-brand-50 flex min-w-0 flex-col-reverse rounded-lg px-1.5 py-3 text-center xl:px-3"
        >
          <dt className="text-xs text-slate-700">{metric.label}</dt>
          {/* A figure such as "20-30%" never breaks at its hyphen. */}
          <dd data-figure="" className="text-brand-800 text-lg font-bold whitespace-nowrap tabular-nums xl:text-xl">
            {metric.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
