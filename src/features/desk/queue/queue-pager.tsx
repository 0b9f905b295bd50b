import { Pager } from '../shared/pager';
import { queueCopy } from './queue-copy';
import { QUEUE_PAGE_SIZE } from './queue-queries';

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
  return (
    <Pager
      page={page}
      pageSize={QUEUE_PAGE_SIZE}
      shown={shown}
      total={total}
      onPageChange={onPageChange}
      copy={queueCopy.pagination}
      rangeTestId="queue-range"
    />
  );
}
