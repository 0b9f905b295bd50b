import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { leadTables, type LeadKindId } from '@/lib/leads/tables';
import { leadKeys } from './lead-queries';

export type LeadDelivery = {
  id: string;
  kind: string;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
};

export const deliveryKeys = {
  lead: (kind: LeadKindId, id: string) => [...leadKeys.all, kind, 'deliveries', id] as const,
};

const ORDER = ['team_alert', 'receipt', 'webhook'];
/** While something is still pending its state changes by itself: look again this often. */
const PENDING_REFRESH_MS = 5000;

/** The notifications one lead owes (docs/decisions/0015-lead-delivery-outbox.md); admins only. */
export function leadDeliveriesQuery(kind: LeadKindId, id: string) {
  return queryOptions({
    queryKey: deliveryKeys.lead(kind, id),
    queryFn: async ({ signal }): Promise<LeadDelivery[]> => {
      const { data, error } = await getSupabase()
        .from('lead_deliveries')
        .select('id, kind, status, attempts, next_attempt_at, last_error, sent_at')
        .eq('lead_table', leadTables[kind])
        .eq('lead_id', id)
        .retry(false)
        .abortSignal(signal);
      if (error) throw error;
      return (data as LeadDelivery[]).sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
    },
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

/** Queues a failed delivery again; the database checks that the caller is an admin. */
export function useRetryDelivery(kind: LeadKindId, leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) => {
      const { data, error } = await getSupabase().rpc('retry_lead_delivery', { delivery_id: deliveryId });
      if (error) throw error;
      if (data !== true) throw new Error('The delivery is no longer failed');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.lead(kind, leadId) }),
  });
}
