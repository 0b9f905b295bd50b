import { CircleX, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';
import { deliveryCopy } from './delivery-copy';
import type { DeliveryTrouble } from './delivery-health';

/**
 * The mark on a lead's row when one of its notifications failed or is retrying: colour, icon and
 * words, so it reads at a glance and without colour.
 */
export function DeliveryMark({ trouble }: { trouble: DeliveryTrouble }) {
  const Icon = trouble === 'failed' ? CircleX : TriangleAlert;
  return (
    <span
      className={cn(
        'mt-1 flex items-center gap-1 text-xs font-medium',
        trouble === 'failed' ? 'text-red-700' : 'text-amber-800',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {deliveryCopy.rowMark[trouble]}
    </span>
  );
}
