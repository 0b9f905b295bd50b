import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/**
 * What the service costs: a headline figure or terms, a short explanation and one action, across
 * the row's full width (figure, then text, then action side by side from a tablet up).
 */
export function PriceCard({ headline, text, action }: { headline: string; text: string; action: ReactNode }) {
  return (
    <Card className="flex flex-col gap-5 p-8 md:flex-row md:items-center md:gap-10">
      <p className="text-brand-800 shrink-0 text-4xl font-bold md:max-w-[14ch]">{headline}</p>
      <p className="text-base text-slate-600 md:flex-1 md:text-lg">{text}</p>
      <div className="shrink-0">{action}</div>
    </Card>
  );
}
