import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LeadKindId, LeadRow } from '@/shared/leads/tables';
import { orderedRows, type LeadFilters } from './filtered-rows';
import { countOf, fetchCounters } from './lead-count-queries';
import { leadKeys } from './lead-keys';

/** Rows in one page of a dashboard table. */
export const TABLE_PAGE_SIZE = 50;

export type LeadPage<K extends LeadKindId> = { rows: LeadRow<K>[]; total: number };

/** The matching rows' exact count (a count(*) over them), without their data. */
async function exactTotal(kind: LeadKindId, filters: LeadFilters, signal?: AbortSignal): Promise<number> {
  const { error, count } = await orderedRows(kind, filters, 0, 0, signal, true);
  if (error) throw error;
  return count ?? 0;
}

/** A view narrowed by status alone (or not at all) has its total in the counters. */
const countedByCounters = (filters: LeadFilters) =>
  filters.q.trim() === '' && !filters.from && !filters.to && !filters.clock && !filters.stage;

/** One page of one table, narrowed by the filters, with the matching total; read from the server on its own. */
export function leadPageQuery<K extends LeadKindId>(kind: K, filters: LeadFilters, page: number) {
  return queryOptions({
    queryKey: leadKeys.page(kind, filters, page),
    queryFn: async ({ signal }): Promise<LeadPage<K>> => {
      const from = page * TABLE_PAGE_SIZE;
      const counted = countedByCounters(filters);
      // A search or a date range is counted exactly with the rows it matches.
      const [{ data, error, count }, counters] = await Promise.all([
        orderedRows(kind, filters, from, from + TABLE_PAGE_SIZE - 1, signal, !counted),
        // The table stays usable if the counters cannot be read: it then counts its rows itself.
        counted ? fetchCounters(signal).catch(() => undefined) : undefined,
      ]);
      if (error) throw error;
      const total = counters
        ? countOf(counters, kind, filters.status || undefined)
        : counted
          ? await exactTotal(kind, filters, signal)
          : (count ?? 0);
      // supabase-js cannot resolve the row type of a table chosen by a type parameter.
      return { rows: data as unknown as LeadRow<K>[], total };
    },
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
