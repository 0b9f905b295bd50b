import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** What the service costs: a headline figure or terms, a short explanation and one action. */
export function PriceCard({ headline, text, action }: { headline: string; text: string; action: ReactNode }) {
  return (
    <Card className="grid max-w-2xl gap-4">
      <p className="text-brand-800 text-3xl font-bold">{headline}</p>
      <p className="text-base text-slate-600">{text}</p>
      <div>{action}</div>
    </Card>
  );
}
