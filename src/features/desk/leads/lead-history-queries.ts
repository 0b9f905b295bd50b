import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { leadTables, type LeadKindId } from '@/shared/leads/tables';
import { leadKeys } from './lead-keys';

export type LeadHistoryEntry = {
  id: number;
  /** What changed: the status or notes, or who works the RFQ (then `assignee`, null for nobody). */
  kind: 'status' | 'assignment';
  assignee: string | null;
  status: string;
  notes: string | null;
  changed_by: string | null;
  changed_at: string;
};

/** Every change of one lead's status, notes or assignee, newest first. */
export function leadHistoryQuery(kind: LeadKindId, id: string) {
  return queryOptions({
    queryKey: leadKeys.history(kind, id),
    queryFn: async ({ signal }): Promise<LeadHistoryEntry[]> => {
      const { data, error } = await getSupabase()
        .from('lead_status_history')
        .select('id, kind, assignee, status, notes, changed_by, changed_at')
        .eq('lead_table', leadTables[kind])
        .eq('lead_id', id)
        .order('changed_at', { ascending: false })
        .order('id', { ascending: false })
        .retry(false)
        .abortSignal(signal);
      if (error) throw error;
      // The database allows only these two kinds (its check constraint).
      return data.map((entry) => ({ ...entry, kind: entry.kind === 'assignment' ? 'assignment' : 'status' }));
    },
  });
}
