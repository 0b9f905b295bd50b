import type { ReactNode } from 'react';
import { Card, CardDescription } from '@/components/ui/card';

/** What the service costs: a headline figure or terms, a short explanation and one action. */
export function PriceCard({ headline, text, action }: { headline: string; text: string; action: ReactNode }) {
  return (
    <Card className="grid max-w-2xl gap-4">
      <p className="text-brand-800 text-3xl font-bold">{headline}</p>
      <CardDescription className="text-base">{text}</CardDescription>
      <div>{action}</div>
    </Card>
  );
}
