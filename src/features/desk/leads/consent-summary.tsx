import { useId } from 'react';
import { consentAnswers, consentLabels, type ConsentRecord } from './lead-fields';

/** The consent a lead was given with: what was agreed, under which wording, and when. */
export function ConsentSummary({ row }: { row: ConsentRecord }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {consentLabels.heading}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {consentAnswers(row).map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
