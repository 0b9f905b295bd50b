import type { LeadKindId, LeadRow } from '@/shared/leads/tables';
import { orderedRows, type LeadFilters } from './filtered-rows';

/**
 * Rows per request when exporting a whole table. Hosted PostgREST caps a response at `max_rows`
 * (1000 in supabase/config.toml) without saying so, so a table is read page by page.
 */
const EXPORT_PAGE_SIZE = 1000;

/**
 * Every row of one table that matches the filters, newest first, for the CSV export: fetched
 * when asked for, in pages. A lead stored while paging shifts later pages down by one; the row
 * seen twice is skipped.
 */
export async function fetchAllLeadRows<K extends LeadKindId>(kind: K, filters: LeadFilters): Promise<LeadRow<K>[]> {
  const rows: LeadRow<K>[] = [];
  const seen = new Set<string>();
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    const { data, error } = await orderedRows(kind, filters, from, from + EXPORT_PAGE_SIZE - 1, undefined);
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
