import { useSearchParams } from 'react-router-dom';
import type { RfqKindId } from '@/shared/leads/tables';
import { readQueueParams, sortParams, type QueueFilters, type QueueSort } from './queue-params';

type Changes = Partial<Record<'sort' | 'desc' | 'stage' | 'due' | 'mine' | 'page' | 'lead' | 'kind', string | null>>;

/** The queue's state in the URL, and the changes the view makes to it. A new sort or filter starts on page 1. */
export function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const state = readQueueParams(params);
  const update = (changes: Changes) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return {
    ...state,
    sortBy: (column: QueueSort) => update({ ...sortParams(state, column), page: null }),
    setFilters: (filters: QueueFilters) =>
      update({ stage: filters.stage, due: filters.due, mine: filters.mine ? '1' : null, page: null }),
    setPage: (page: number) => update({ page: page > 0 ? String(page + 1) : null }),
    openLead: (id: string, kind: RfqKindId) => update({ lead: id, kind }),
    closeLead: () => update({ lead: null, kind: null }),
  };
}
