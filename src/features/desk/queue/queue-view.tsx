import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { RfqKindId } from '@/shared/leads/tables';
import { LeadPanel } from '../leads/lead-panel';
import { leadTabs } from '../leads/lead-tabs';
import { rfqKeys } from '../rfqs/rfq-keys';
import { LoadFailed, LoadingStatus } from '../shared/load-state';
import { queueCopy } from './queue-copy';
import { QueueFiltersForm } from './queue-filters';
import { QueuePager } from './queue-pager';
import { isQueueFiltered, noQueueFilters, type QueueState } from './queue-params';
import { queueQuery, type QueuePage } from './queue-queries';
import { QueueTable } from './queue-table';
import { HeldRfqsNote } from './held-rfqs-note';
import { clockCountsQuery } from '../rfqs/clock/clock-queries';
import { useQueueParams } from './use-queue-params';

const copy = queueCopy;

const emptyBox =
  'grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700';

/** No rows: none open at all, or none that match the filters (which can be cleared). */
export function QueueEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return filtered ? (
    <div data-testid="queue-empty" className={emptyBox}>
      <p>{copy.noMatch}</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        {copy.clear}
      </Button>
    </div>
  ) : (
    <p data-testid="queue-empty" className={emptyBox}>
      {copy.empty}
    </p>
  );
}

export type QueueBodyProps = {
  state: Omit<QueueState, 'lead'>;
  data: QueuePage | undefined;
  isError: boolean;
  onRetry: () => void;
  queue: Pick<ReturnType<typeof useQueueParams>, 'sortBy' | 'setFilters' | 'setPage' | 'openLead'>;
};

/** Filters, then the page of rows with its pager, or why there is none. */
export function QueueBody({ state, data, isError, onRetry, queue }: QueueBodyProps) {
  const clear = () => queue.setFilters(noQueueFilters);
  return (
    <>
      <QueueFiltersForm filters={state} onChange={queue.setFilters} />
      {data && data.rows.length === 0 ? (
        <QueueEmpty filtered={isQueueFiltered(state) || state.page > 0} onClear={clear} />
      ) : data ? (
        <div className="grid gap-3">
          <QueueTable rows={data.rows} sort={state} onSort={queue.sortBy} onOpen={queue.openLead} />
          <QueuePager page={state.page} shown={data.rows.length} total={data.total} onPageChange={queue.setPage} />
        </div>
      ) : isError ? (
        <LoadFailed onRetry={onRetry} />
      ) : (
        <LoadingStatus text={copy.loading} />
      )}
    </>
  );
}

/** An open RFQ's lead panel, of its kind. */
function RfqPanel({ id, kind, onClose }: { id: string; kind: RfqKindId; onClose: () => void }) {
  return kind === 'oem' ? (
    <LeadPanel kind={leadTabs.oem} id={id} onClose={onClose} />
  ) : (
    <LeadPanel kind={leadTabs.quote} id={id} onClose={onClose} />
  );
}

/**
 * The desk's first view: every open RFQ, OEM and consultation alike, in the order the 72-hour
 * promise would break, one page at a time from the server. Sort, filters, page and the open RFQ
 * live in the URL. RFQs held for review are left out until released, and said above it.
 */
export function QueueView() {
  const headingId = useId();
  const queue = useQueueParams();
  const { lead, ...state } = queue;
  const queryClient = useQueryClient();
  // The panel's work (ranking, a shortlist, answers) changes what the queue shows: closing the
  // panel reloads it, so the row never shows a stage the record has left behind.
  const closeLead = () => {
    queue.closeLead();
    void queryClient.invalidateQueries({ queryKey: rfqKeys.queue });
  };
  const { data, isError, refetch } = useQuery(
    queueQuery({
      sort: state.sort,
      desc: state.desc,
      stage: state.stage,
      due: state.due,
      mine: state.mine,
      page: state.page,
    }),
  );
  const { data: counts } = useQuery(clockCountsQuery());
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {copy.heading}
      </h2>
      <HeldRfqsNote counts={counts} />
      <QueueBody state={state} data={data} isError={isError} onRetry={() => void refetch()} queue={queue} />
      {lead ? <RfqPanel id={lead.id} kind={lead.kind} onClose={closeLead} /> : null}
    </section>
  );
}
