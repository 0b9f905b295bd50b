import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { LeadStatus } from '@/shared/leads/options';
import { leadKindIds, leadTables, type LeadKindId } from '@/shared/leads/tables';
import { leadKeys } from './lead-keys';

export type LeadCount = { total: number; new: number };
export type LeadCounts = Readonly<Record<LeadKindId, LeadCount>>;

/** Leads per table and status, as the counters kept by triggers hold them; a missing status is 0. */
export type LeadCounters = Readonly<Partial<Record<string, Readonly<Partial<Record<string, number>>>>>>;

/**
 * One request for every count the desk shows. The counters are kept in the same transaction as
 * each insert, status change and delete (supabase/migrations/20261124090000_lead_counters.sql),
 * so they are exact without reading the tables, whose size would otherwise set the desk's speed.
 */
export async function fetchCounters(signal?: AbortSignal): Promise<LeadCounters> {
  let request = getSupabase().rpc('lead_counts').retry(false);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  const counters: Record<string, Record<string, number>> = {};
  for (const { lead_table, status, leads } of data) (counters[lead_table] ??= {})[status] = Number(leads);
  return counters;
}

export function countOf(counters: LeadCounters, kind: LeadKindId, status?: LeadStatus): number {
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
