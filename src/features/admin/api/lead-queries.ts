import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { leadKindIds, leadTables, type LeadKindId, type LeadRow } from '@/lib/leads/tables';

/** Query keys for lead data; invalidate `leadKeys.all` to reload everything. */
export const leadKeys = {
  all: ['leads'] as const,
  counts: () => [...leadKeys.all, 'counts'] as const,
  page: (kind: LeadKindId, page: number) => [...leadKeys.all, kind, 'page', page] as const,
};

/** Rows in one page of a dashboard table. */
export const TABLE_PAGE_SIZE = 50;

/**
 * Rows per request when exporting a whole table. Hosted PostgREST caps a response at `max_rows`
 * (1000 in supabase/config.toml) without saying so, so a table is read page by page.
 */
const EXPORT_PAGE_SIZE = 1000;

export type LeadCounts = Readonly<Record<LeadKindId, number>>;
export type LeadPage<K extends LeadKindId> = { rows: LeadRow<K>[]; total: number };

/**
 * Newest first; `id` breaks ties in `created_at` so paging is stable (the tables have an index on
 * exactly this order). TanStack Query owns retries (3, delay doubling from 1 s); postgrest-js
 * would retry each failed GET 3 more times itself, so an outage took ~35 s to be reported.
 */
function orderedRows(kind: LeadKindId, from: number, to: number, signal: AbortSignal | undefined, count = false) {
  let request = getSupabase()
    .from(leadTables[kind])
    .select('*', count ? { count: 'exact' } : undefined)
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, to)
    .retry(false);
  if (signal) request = request.abortSignal(signal);
  return request;
}

async function countRows(kind: LeadKindId, signal?: AbortSignal): Promise<number> {
  let request = getSupabase().from(leadTables[kind]).select('id', { count: 'exact', head: true }).retry(false);
  if (signal) request = request.abortSignal(signal);
  const { count, error } = await request;
  if (error) throw error;
  return count ?? 0;
}

/** How many leads each table holds: five HEAD requests, no rows transferred. */
export function leadCountsQuery() {
  return queryOptions({
    queryKey: leadKeys.counts(),
    queryFn: async ({ signal }): Promise<LeadCounts> => {
      const counts = await Promise.all(leadKindIds.map((kind) => countRows(kind, signal)));
      return Object.fromEntries(leadKindIds.map((kind, i) => [kind, counts[i] ?? 0])) as Record<LeadKindId, number>;
    },
  });
}

/** One page of one table with the table's total, read from the server on its own. */
export function leadPageQuery<K extends LeadKindId>(kind: K, page: number) {
  return queryOptions({
    queryKey: leadKeys.page(kind, page),
    queryFn: async ({ signal }): Promise<LeadPage<K>> => {
      const from = page * TABLE_PAGE_SIZE;
      const { data, error, count } = await orderedRows(kind, from, from + TABLE_PAGE_SIZE - 1, signal, true);
      if (error) throw error;
      // supabase-js cannot resolve the row type of a table chosen by a type parameter.
      return { rows: data as unknown as LeadRow<K>[], total: count ?? 0 };
    },
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * Every row of one table, newest first, for the CSV export: fetched when asked for, in pages.
 * A lead stored while paging shifts later pages down by one; the row seen twice is skipped.
 */
export async function fetchAllLeadRows<K extends LeadKindId>(kind: K): Promise<LeadRow<K>[]> {
  const rows: LeadRow<K>[] = [];
  const seen = new Set<string>();
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    const { data, error } = await orderedRows(kind, from, from + EXPORT_PAGE_SIZE - 1, undefined);
    if (error) throw error;
    const page = data as unknown as LeadRow<K>[];
    for (const row of page) {
      if (!seen.has(row.id)) {
        seen.add(row.id);
        rows.push(row);
      }
    }
    if (page.length < EXPORT_PAGE_SIZE) return rows;
  }
}
