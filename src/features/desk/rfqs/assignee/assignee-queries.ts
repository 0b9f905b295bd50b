import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { getSupabase } from '@/lib/supabase';
import type { RfqTable } from '@/shared/leads/tables';
import { deskKeys } from '../../shared/desk-keys';
import { rfqKeys } from '../rfq-keys';
import { assigneeCopy } from './assignee-copy';

export type TeamMember = { id: string; email: string };

/** Every admin, by email: who an RFQ can be assigned to. The team changes rarely. */
export function teamQuery() {
  return queryOptions({
    queryKey: rfqKeys.team,
    queryFn: async ({ signal }): Promise<TeamMember[]> => {
      const { data, error } = await getSupabase().rpc('team_members').retry(false).abortSignal(signal);
      if (error) throw error;
      return data;
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * Assigns an RFQ to a team member, or to nobody (null). Saved at once; the queue and every query
 * about this RFQ (its panel's row among them) reload.
 */
export function useAssignRfq(table: RfqTable, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (assignee: string | null) => {
      const { error } = await getSupabase().rpc('assign_rfq', {
        p_lead_table: table,
        p_lead_id: id,
        // The generated argument type leaves out that null unassigns.
        p_assignee: assignee as string,
      });
      if (error) throw error;
    },
    onSuccess: () => toast(assigneeCopy.saved),
    onError: () => toast({ ...assigneeCopy.failed, variant: 'destructive' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rfqKeys.queue }),
        queryClient.invalidateQueries({ queryKey: deskKeys.all, predicate: (q) => q.queryKey.includes(id) }),
      ]),
  });
}
