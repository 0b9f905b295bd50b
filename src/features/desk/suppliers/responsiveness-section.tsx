import { useId } from 'react';
import { supplierCopy } from './supplier-copy';
import type { Responsiveness } from './supplier-queries';

const copy = supplierCopy.panel.responsiveness;

/**
 * How the supplier answers its briefs, from what it did: its last 10 briefs whose outcome is known
 * and its median time to an answer. With no such brief, it says so instead of a rate made from
 * nothing.
 */
export function ResponsivenessSection({ figures }: { figures: Responsiveness }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-1 text-sm text-slate-700">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {copy.title}
      </h3>
      {figures.briefs === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <>
          <p className="font-semibold text-slate-950">{copy.answered(figures.answered_in_time, figures.briefs)}</p>
          <p>{figures.median_hours === null ? copy.noAnswer : copy.median(figures.median_hours)}</p>
        </>
      )}
      <p className="text-slate-600">{copy.how}</p>
    </section>
  );
}
