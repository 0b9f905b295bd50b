import { getSupabase } from '@/lib/supabase';
import type { LeadStatus } from '@/shared/leads/options';
import { isRfqKind, leadTables, type LeadKindId } from '@/shared/leads/tables';
import { DUE_SOON_SECONDS, type ClockFilter } from '@/lib/leads/rfq-clock';
import { leadSearchColumns } from '@/shared/leads/fields/roles';

/**
 * What narrows a table: free text matched against the kind's name, company and email columns
 * (case-insensitive), a status, a date range of whole days in the admin's time zone, and for an
 * RFQ the state of its 72-hour clock (open clocks due within 24 hours, or overdue) and its stage
 * (introduced: the buyer chose to meet a supplier, docs/decisions/0037-buyer-options-page.md).
 */
export type LeadFilters = {
  q: string;
  status: LeadStatus | '';
  from: string;
  to: string;
  clock: ClockFilter | '';
  stage: RfqStageFilter | '';
};
export const noFilters: LeadFilters = { q: '', status: '', from: '', to: '', clock: '', stage: '' };

/** The stages an RFQ's list can be narrowed to. */
export const rfqStageFilters = ['introduced'] as const;
export type RfqStageFilter = (typeof rfqStageFilters)[number];

/** True when any filter narrows the view (an empty view then means "no match", not "no leads"). */
export const isFiltered = (filters: LeadFilters): boolean =>
  filters.q.trim() !== '' ||
  filters.status !== '' ||
  filters.from !== '' ||
  filters.to !== '' ||
  filters.clock !== '' ||
  filters.stage !== '';

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

/**
 * Newest first; `id` breaks ties in `created_at` so paging is stable (the tables have an index on
 * exactly this order). TanStack Query owns retries (3, delay doubling from 1 s); postgrest-js
 * would retry each failed GET 3 more times itself, so an outage took ~35 s to be reported.
 */
export function orderedRows(
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
  if (filters.clock && isRfqKind(kind)) {
    // Open clocks of RFQs on the clock (the partial index on clock_due_at holds exactly these
    // rows): the same rule as public.rfq_clock_state, read at this moment, and as the dashboard's
    // counts, which leave out an RFQ the flood guard held until the team releases it.
    const now = Date.now();
    request = request
      .is('options_sent_at', null)
      .is('clock_paused_at', null)
      .is('clock_closed_at', null)
      .neq('status', 'held');
    request =
      filters.clock === 'overdue'
        ? request.lt('clock_due_at', new Date(now).toISOString())
        : request
            .gte('clock_due_at', new Date(now).toISOString())
            .lte('clock_due_at', new Date(now + DUE_SOON_SECONDS * 1000).toISOString());
  }
  if (filters.stage === 'introduced' && isRfqKind(kind)) request = request.not('introduced_at', 'is', null);
  let ordered = request.order('created_at', { ascending: false }).order('id').range(from, to).retry(false);
  if (signal) ordered = ordered.abortSignal(signal);
  return ordered;
}
