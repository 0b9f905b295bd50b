import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

type SubmittedPanelProps = {
  copy: { title: string; text: string; again: string; referenceLabel: string };
  /** The stored lead's reference, the one its receipt carries. */
  reference: string;
  onAgain: () => void;
};

/**
 * What replaces a page's form once its lead is stored: a lasting confirmation (a toast is gone
 * after a few seconds) and a way to send another. The form the visitor was in has gone, so focus
 * moves to the panel's heading.
 */
export function SubmittedPanel({ copy, reference, onAgain }: SubmittedPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="grid justify-items-start gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-8">
      <CheckCircle2 className="size-10 text-emerald-700" aria-hidden="true" />
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-950 focus:outline-none">
        {copy.title}
      </h3>
      <p className="text-slate-700">{copy.text}</p>
      <p className="text-slate-700">
        {copy.referenceLabel}:{' '}
        <span data-testid="lead-reference" className="font-mono font-semibold text-slate-950">
          {reference}
        </span>
      </p>
      <Button size="lg" onClick={onAgain}>
        {copy.again}
      </Button>
    </div>
  );
}
