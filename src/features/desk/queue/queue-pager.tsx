import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { queueCopy } from './queue-copy';
import { QUEUE_PAGE_SIZE } from './queue-queries';

const copy = queueCopy.pagination;

/** Where the page sits in the matching RFQs, and the way to the next or previous page. */
export function QueuePager({
  page,
  shown,
  total,
  onPageChange,
}: {
  /** Zero-based page. */
  page: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const first = page * QUEUE_PAGE_SIZE;
  return (
    <nav aria-label={copy.label} className="flex flex-wrap items-center justify-between gap-3">
      <p data-testid="queue-range" className="text-sm text-slate-700" aria-live="polite">
        {copy.range(first + 1, first + shown, total)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={copy.previousLabel}
          disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          {copy.previous}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={copy.nextLabel}
          disabled={first + shown >= total}
          onClick={() => onPageChange(page + 1)}
        >
          {copy.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
