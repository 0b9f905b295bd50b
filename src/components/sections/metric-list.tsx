import type { Metric } from '@/content/types';

export function MetricList({ metrics }: { metrics: readonly Metric[] }) {
  return (
    <dl className="grid grid-cols-3 gap-3">
      {metrics.map((metric) => (
        <div key={metric.label} className="bg-brand-50 flex flex-col-reverse rounded-lg p-3 text-center">
          <dt className="text-xs text-slate-700">{metric.label}</dt>
          <dd className="text-brand-800 text-xl font-bold">{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}
