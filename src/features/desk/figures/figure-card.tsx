import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { figuresCopy as copy } from './figures-copy';

/** One figure's card, a region named by its title. */
export function Figure({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="grid min-w-0 content-start gap-2 p-4">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </Card>
  );
}

/** A big number, or "No data yet" with why: never 0% or 100% made from nothing. */
export function Value({ value, none }: { value: string | null; none: string }) {
  return value === null ? (
    <>
      <p className="text-2xl font-bold text-slate-700">{copy.noData}</p>
      <p className="text-sm text-slate-600">{none}</p>
    </>
  ) : (
    <p className="text-2xl font-bold text-slate-950 tabular-nums">{value}</p>
  );
}
