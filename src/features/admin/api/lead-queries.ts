import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ATTACHMENT_BUCKET } from '@/lib/leads/attachments';
import { getSupabase } from '@/lib/supabase';
import type { LeadStatus } from '@/lib/leads/options';
import { leadKindIds, leadTables, type LeadKindId, type LeadRow } from '@/lib/leads/tables';
import { signedLinkSeconds } from '@/lib/leads/signed-links';
import { leadSearchColumns } from '@/lib/leads/fields/roles';

/** Query keys for lead data; invalidate `leadKeys.all` to reload everything. */
export const leadKeys = {
  all: ['leads'] as const,
  counts: () => [...leadKeys.all, 'counts'] as const,
  page: (kind: LeadKindId, filters: LeadFilters, page: number) =>
    [...leadKeys.all, kind, 'page', filters, page] as const,
  lead: (kind: LeadKindId, id: string) => [...leadKeys.all, kind, 'lead', id] as const,
  history: (kind: LeadKindId, id: string) => [...leadKeys.all, kind, 'history', id] as const,
};

/**
 * What narrows a table: free text matched against the kind's name, company and email columns
 * (case-insensitive), a status, and a date range of whole days in the admin's time zone.
 */
export type LeadFilters = { q: string; status: LeadStatus | ''; from: string; to: string };
export const noFilters: LeadFilters = { q: '', status: '', from: '', to: '' };

/** True when any filter narrows the view (an empty view then means "no match", not "no leads"). */
export const isFiltered = (filters: LeadFilters): boolean =>
  filters.q.trim() !== '' || filters.status !== '' || filters.from !== '' || filters.to !== '';

/** A date range that ends before it starts matches nothing, and is a mistake to point out. */
export const isReversedRange = (filters: LeadFilters): boolean =>
  filters.from !== '' && filters.to !== '' && filters.to < filters.from;

/** Which columns the search box looks in, per kind: the person, company and email of its field roles. */
export const searchColumns = leadSearchColumns;

/** Start of a YYYY-MM-DD day in the admin's own time zone, as an ISO instant. */
function dayStart(day: string, offsetDays = 0): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d + offsetDays).toISOString();
}

/**
 * The search term as a PostgREST `ilike` pattern. Commas, parentheses, quotes and backslashes
 * would end the `or=(…)` list or its quoting, so they become spaces; `*` is the wildcard.
 */
export function searchPattern(q: string): string | undefined {
  const term = q.replace(/[,()"\\*%]/g, ' ').trim();
  return term === '' ? undefined : `"*${term}*"`;
}

/** Rows in one page of a dashboard table. */
export const TABLE_PAGE_SIZE = 50;

/**
 * Rows per request when exporting a whole table. Hosted PostgREST caps a response at `max_rows`
 * (1000 in supabase/config.toml) without saying so, so a table is read page by page.
 */
const EXPORT_PAGE_SIZE = 1000;

export type LeadCount = { total: number; new: number };
export type LeadCounts = Readonly<Record<LeadKindId, LeadCount>>;
export type LeadPage<K extends LeadKindId> = { rows: LeadRow<K>[]; total: number };

/**
 * Newest first; `id` breaks ties in `created_at` so paging is stable (the tables have an index on
 * exactly this order). TanStack Query owns retries (3, delay doubling from 1 s); postgrest-js
 * would retry each failed GET 3 more times itself, so an outage took ~35 s to be reported.
 */
function orderedRows(
  kind: LeadKindId,
  filters: LeadFilters,
  from: number,
  to: number,
  signal: AbortSignal | undefined,
  count = false,
) {
  let request = getSupabase()
    .from(leadTables[kind])
    .select('*', count ? { count: 'exact' } : undefined);
  const pattern = searchPattern(filters.q);
  if (pattern) request = request.or(searchColumns[kind].map((c) => `${c}.ilike.${pattern}`).join(','));
  if (filters.status) request = request.eq('status', filters.status);
  if (filters.from) request = request.gte('created_at', dayStart(filters.from));
  if (filters.to) request = request.lt('created_at', dayStart(filters.to, 1));
  let ordered = request.order('created_at', { ascending: false }).order('id').range(from, to).retry(false);
  if (signal) ordered = ordered.abortSignal(signal);
  return ordered;
}

/** Leads per table and status, as the counters kept by triggers hold them; a missing status is 0. */
type LeadCounters = Readonly<Partial<Record<string, Readonly<Partial<Record<string, number>>>>>>;

/**
 * One request for every count the desk shows. The counters are kept in the same transaction as
 * each insert, status change and delete (supabase/migrations/20261124090000_lead_counters.sql),
 * so they are exact without reading the tables, whose size would otherwise set the desk's speed.
 */
async function fetchCounters(signal?: AbortSignal): Promise<LeadCounters> {
  let request = getSupabase().rpc('lead_counts').retry(false);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  const counters: Record<string, Record<string, number>> = {};
  for (const { lead_table, status, leads } of data) (counters[lead_table] ??= {})[status] = Number(leads);
  return counters;
}

function countOf(counters: LeadCounters, kind: LeadKindId, status?: LeadStatus): number {
  const byStatus = counters[leadTables[kind]] ?? {};
  if (status) return byStatus[status] ?? 0;
  return Object.values(byStatus).reduce<number>((sum, n) => sum + (n ?? 0), 0);
}

/** How many leads each table holds, and how many are still new. */
export function leadCountsQuery() {
  return queryOptions({
    queryKey: leadKeys.counts(),
    queryFn: async ({ signal }): Promise<LeadCounts> => {
      const counters = await fetchCounters(signal);
      const counts = leadKindIds.map(
        (kind) => [kind, { total: countOf(counters, kind), new: countOf(counters, kind, 'new') }] as const,
      );
      return Object.fromEntries(counts) as Record<LeadKindId, LeadCount>;
    },
  });
}

/** The matching rows' exact count (a count(*) over them), without their data. */
async function exactTotal(kind: LeadKindId, filters: LeadFilters, signal?: AbortSignal): Promise<number> {
  const { error, count } = await orderedRows(kind, filters, 0, 0, signal, true);
  if (error) throw error;
  return count ?? 0;
}

/** A view narrowed by status alone (or not at all) has its total in the counters. */
const countedByCounters = (filters: LeadFilters) => filters.q.trim() === '' && !filters.from && !filters.to;

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

/** One lead by id, for the detail panel (null when no such lead is visible). */
export function leadQuery<K extends LeadKindId>(kind: K, id: string) {
  return queryOptions({
    queryKey: leadKeys.lead(kind, id),
    queryFn: async ({ signal }): Promise<LeadRow<K> | null> => {
      // supabase-js cannot resolve a table chosen by a type parameter; any lead table has `id`.
      const { data, error } = await getSupabase()
        .from(leadTables[kind] as 'oem_leads')
        .select('*')
        .eq('id', id)
        .retry(false)
        .abortSignal(signal)
        .maybeSingle();
      if (error) throw error;
      return data as unknown as LeadRow<K> | null;
    },
  });
}

export type LeadHistoryEntry = {
  id: number;
  status: string;
  notes: string | null;
  changed_by: string | null;
  changed_at: string;
};

/** Every change of one lead's status or notes, newest first. */
export function leadHistoryQuery(kind: LeadKindId, id: string) {
  return queryOptions({
    queryKey: leadKeys.history(kind, id),
    queryFn: async ({ signal }): Promise<LeadHistoryEntry[]> => {
      const { data, error } = await getSupabase()
        .from('lead_status_history')
        .select('id, status, notes, changed_by, changed_at')
        .eq('lead_table', leadTables[kind])
        .eq('lead_id', id)
        .order('changed_at', { ascending: false })
        .order('id', { ascending: false })
        .retry(false)
        .abortSignal(signal);
      if (error) throw error;
      return data;
    },
  });
}

/**
 * Saves an admin's change of status or notes. The database stamps who and when and records the
 * history; a row the caller may not change comes back empty, which counts as a failure here.
 */
export async function updateLeadDesk(
  kind: LeadKindId,
  id: string,
  patch: { status?: LeadStatus; notes?: string | null },
): Promise<void> {
  const { data, error } = await getSupabase()
    .from(leadTables[kind] as 'oem_leads')
    .update(patch)
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (!data || data.length !== 1) throw new Error('The lead could not be updated');
}

/** Seconds a download link stays valid: long enough to start the download, too short to share. */
const DOWNLOAD_URL_SECONDS = signedLinkSeconds.desk;

/** A short-lived signed URL that downloads one attachment under its original name (admins only). */
export async function attachmentDownloadUrl(path: string, name: string): Promise<string> {
  const { data, error } = await getSupabase()
    .storage.from(ATTACHMENT_BUCKET)
    .createSignedUrl(path, DOWNLOAD_URL_SECONDS, { download: name });
  if (error) throw error;
  return data.signedUrl;
}
