import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { leadTables, type LeadKindId, type LeadRow, type LeadRows } from '@/lib/leads/tables';

/** Query keys for lead data; invalidate or remove `leadKeys.all` to drop everything. */
export const leadKeys = {
  all: ['leads'] as const,
  dashboard: () => [...leadKeys.all, 'dashboard'] as const,
};

/**
 * Rows per request. Hosted PostgREST caps a response at `max_rows` (1000 in supabase/config.toml)
 * without saying so, so a table is read page by page until a short page comes back.
 */
export const LEAD_PAGE_SIZE = 1000;

/**
 * Every row of one lead table, newest first; `id` breaks ties in `created_at` so the order (and
 * paging) is stable. Throws the supabase-js error so the query fails and shows its error state.
 */
export async function fetchLeadRows<K extends LeadKindId>(kind: K, signal?: AbortSignal): Promise<LeadRow<K>[]> {
  const rows: LeadRow<K>[] = [];
  const seen = new Set<string>();
  for (let from = 0; ; from += LEAD_PAGE_SIZE) {
    let request = getSupabase()
      .from(leadTables[kind])
      .select('*')
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + LEAD_PAGE_SIZE - 1)
      // TanStack Query owns retries (3, delay doubling from 1 s); postgrest-js would retry each
      // failed GET 3 more times itself, so an outage took ~35 s to be reported instead of ~7 s.
      .retry(false);
    if (signal) request = request.abortSignal(signal);
    const { data, error } = await request;
    if (error) throw error;
    // supabase-js cannot resolve the row type of a table chosen by a type parameter.
    const page = data as unknown as LeadRow<K>[];
    // A lead stored while paging shifts later pages down by one; skip the row seen twice.
    for (const row of page) {
      if (!seen.has(row.id)) {
        seen.add(row.id);
        rows.push(row);
      }
    }
    if (page.length < LEAD_PAGE_SIZE) return rows;
  }
}

/** All five tables loaded together, so the cards and tabs agree; one failing table fails the whole load. */
export function dashboardLeadsQuery() {
  return queryOptions({
    queryKey: leadKeys.dashboard(),
    queryFn: async ({ signal }): Promise<LeadRows> => {
      const [icp, oem, cnc, contact, consultation] = await Promise.all([
        fetchLeadRows('icp', signal),
        fetchLeadRows('oem', signal),
        fetchLeadRows('cnc', signal),
        fetchLeadRows('contact', signal),
        fetchLeadRows('consultation', signal),
      ]);
      return { icp, oem, cnc, contact, consultation };
    },
  });
}
