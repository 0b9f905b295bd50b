import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { leadTables, type LeadKindId, type LeadRow } from '@/shared/leads/tables';
import { leadKeys } from './lead-keys';

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
