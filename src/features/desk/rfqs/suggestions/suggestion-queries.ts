import { queryOptions } from '@tanstack/react-query';
import type { Database } from '@/shared/database.types';
import type { RfqTable } from '@/shared/leads/tables';
import { getSupabase } from '@/lib/supabase';

/** The hard filters, in the order the ranking applies them. */
export const hardFilters = [
  'status',
  'process',
  'certification',
  'uk_first',
  'region',
  'envelope',
  'capacity',
  'declined',
] as const;
export type HardFilter = (typeof hardFilters)[number];

type StoredItem = Database['public']['Functions']['suggestion_list_items']['Returns'][number];
/**
 * A stored suggestion: ranked and scored, or excluded by the filter named first, with every filter
 * it fails in excluded_by_all and one reason each (null on a list stored before those were kept;
 * the generated types cannot say which are null).
 */
export type Suggestion = Omit<StoredItem, 'rank' | 'score' | 'excluded_by' | 'excluded_by_all'> & {
  rank: number | null;
  score: number | string | null;
  excluded_by: string | null;
  excluded_by_all: string[] | null;
};
export type IntroductionRow = Database['public']['Tables']['introductions']['Row'];
/** One pick as set_shortlist takes it: suggested (no reason) or added by hand (a reason). */
export type ShortlistPick = { supplier_id: string; hand_reason?: string };

export const suggestionKeys = {
  all: ['suggestions'] as const,
  list: (table: RfqTable, id: string) => [...suggestionKeys.all, 'list', table, id] as const,
  shortlist: (table: RfqTable, id: string) => [...suggestionKeys.all, 'shortlist', table, id] as const,
  blockers: (table: RfqTable, id: string) => [...suggestionKeys.all, 'blockers', table, id] as const,
};

/** A supplier that may not be picked for the RFQ, with each reason in words. */
export type Blocked = { supplier_id: string; company_name: string; blockers: string[] };

/**
 * Every supplier the database would refuse on this RFQ's shortlist (not vetted, revisit overdue,
 * a required certification not held, declined it), so the desk offers only who may be picked.
 */
export function shortlistBlockersQuery(table: RfqTable, id: string) {
  return queryOptions({
    queryKey: suggestionKeys.blockers(table, id),
    queryFn: async ({ signal }): Promise<Blocked[]> => {
      const { data, error } = await getSupabase()
        .rpc('shortlist_blockers', { p_lead_table: table, p_lead_id: id })
        .retry(false)
        .abortSignal(signal);
      if (error) throw error;
      return data;
    },
  });
}

/**
 * The ranking the desk shows, stored first (record_suggestions keeps every list shown, and returns
 * the latest when nothing changed) and then read back as stored, so what the team sees is what
 * was kept.
 */
export function suggestionListQuery(table: RfqTable, id: string) {
  return queryOptions({
    queryKey: suggestionKeys.list(table, id),
    queryFn: async () => {
      const supabase = getSupabase();
      const recorded = await supabase.rpc('record_suggestions', { p_lead_table: table, p_lead_id: id }).retry(false);
      if (recorded.error) throw recorded.error;
      const items = await supabase.rpc('suggestion_list_items', { p_list_id: recorded.data }).retry(false);
      if (items.error) throw items.error;
      return { listId: recorded.data, items: items.data as Suggestion[] };
    },
    staleTime: 60_000,
  });
}

/** The RFQ's introductions (its shortlist), in order. */
export function shortlistQuery(table: RfqTable, id: string) {
  return queryOptions({
    queryKey: suggestionKeys.shortlist(table, id),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('introductions')
        .select('*')
        .eq('lead_table', table)
        .eq('lead_id', id)
        .order('position');
      if (error) throw error;
      return data;
    },
  });
}

/** Replaces the unsent picks with these, in order. */
export async function setShortlist(
  table: RfqTable,
  id: string,
  picks: readonly ShortlistPick[],
): Promise<IntroductionRow[]> {
  const { data, error } = await getSupabase()
    .rpc('set_shortlist', { p_lead_table: table, p_lead_id: id, p_picks: [...picks] })
    .retry(false);
  if (error) throw error;
  // A function returning a table's rows is typed loosely by the generator.
  return data as unknown as IntroductionRow[];
}
