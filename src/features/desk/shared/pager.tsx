import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A pager's words: its landmark's name, the buttons (visible words and names) and the range. */
export type PagerCopy = {
  label: string;
  previous: string;
  next: string;
  previousLabel: string;
  nextLabel: string;
  range: (first: number, last: number, total: number) => string;
};

/**
 * Where a server-paged list's page sits among the rows that match, and the way to the next or
 * previous page. The range is announced politely as it changes. At the first or last page its
 * button stays focusable and does nothing, so a keyboard user pressing it is not sent to the top.
 */
export function Pager({
  page,
  pageSize,
  shown,
  total,
  onPageChange,
  copy,
  rangeTestId,
}: {
  /** Zero-based page. */
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onPageChange: (page: number) => void;
  copy: PagerCopy;
  rangeTestId: string;
}) {
  const first = page * pageSize;
  return (
    <nav aria-label={copy.label} className="flex flex-wrap items-center justify-between gap-3">
      <p data-testid={rangeTestId} className="text-sm text-slate-700" aria-live="polite">
        {copy.range(first + 1, first + shown, total)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={copy.previousLabel}
          aria-disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          {copy.previous}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={copy.nextLabel}
          aria-disabled={first + shown >= total}
          onClick={() => onPageChange(page + 1)}
        >
          {copy.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
