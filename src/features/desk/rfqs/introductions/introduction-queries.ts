import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { leadTables, type LeadKindId, type RfqKindId } from '@/shared/leads/tables';
import type { LeadDelivery } from '../../deliveries/delivery-queries';
import { deskKeys } from '../../shared/desk-keys';
import { suggestionKeys } from '../suggestions/suggestion-queries';

export type ShortlistedSupplier = {
  company_name: string;
  contact_name: string | null;
  email: string | null;
  country: string;
  town: string | null;
};

export type Introduction = {
  id: string;
  position: number;
  supplier_id: string;
  suggested_rank: number | null;
  hand_reason: string | null;
  reasons: string[];
  sent_at: string | null;
  answer: 'interested' | 'quoted' | 'declined' | null;
  answer_reason: string | null;
  answered_at: string | null;
  answered_by: string | null;
  /** Once sent: what the buyer's email said of this supplier (the team's words first). */
  buyer_reasons: string[];
  /** Once sent: who confirmed the files were opened and name nobody, and when; null when none needed it. */
  files_checked_by: string | null;
  files_checked_at: string | null;
  supplier: ShortlistedSupplier | null;
  /** The brief's delivery once the options were sent. */
  delivery: LeadDelivery | null;
};

/** Under the suggestions' keys: confirming the shortlist there reloads it here. */
export const introductionKeys = {
  lead: (kind: LeadKindId, id: string) => [...suggestionKeys.all, 'introductions', kind, id] as const,
};

const PENDING_REFRESH_MS = 5000;

/** An RFQ's shortlist in order, each with its supplier and, once sent, its brief's delivery; admins only. */
export function introductionsQuery(kind: RfqKindId, id: string) {
  return queryOptions({
    queryKey: introductionKeys.lead(kind, id),
    queryFn: async ({ signal }): Promise<Introduction[]> => {
      const supabase = getSupabase();
      const intros = await supabase
        .from('introductions')
        .select(
          'id, position, supplier_id, suggested_rank, hand_reason, reasons, sent_at, answer, answer_reason, answered_at, answered_by, buyer_reasons, files_checked_by, files_checked_at',
        )
        .eq('lead_table', leadTables[kind])
        .eq('lead_id', id)
        .order('position')
        .retry(false)
        .abortSignal(signal);
      if (intros.error) throw intros.error;
      if (intros.data.length === 0) return [];
      const [suppliers, deliveries] = await Promise.all([
        supabase
          .from('suppliers')
          .select('id, company_name, contact_name, email, country, town')
          .in(
            'id',
            intros.data.map((i) => i.supplier_id),
          )
          .retry(false)
          .abortSignal(signal),
        supabase
          .from('lead_deliveries')
          .select('id, lead_id, kind, status, attempts, next_attempt_at, last_error, sent_at, claimed_until')
          .eq('lead_table', 'introductions')
          .in(
            'lead_id',
            intros.data.map((i) => i.id),
          )
          .retry(false)
          .abortSignal(signal),
      ]);
      if (suppliers.error) throw suppliers.error;
      if (deliveries.error) throw deliveries.error;
      return intros.data.map((intro) => ({
        ...intro,
        answer: intro.answer as Introduction['answer'],
        supplier: suppliers.data.find((s) => s.id === intro.supplier_id) ?? null,
        delivery: (deliveries.data.find((d) => d.lead_id === intro.id) as LeadDelivery | undefined) ?? null,
      }));
    },
    refetchInterval: (query) =>
      query.state.data?.some((intro) => intro.delivery?.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

/**
 * What the team adds when sending: supplier-facing words for the brief's columns the buyer typed
 * ({column: words}), buyer-facing words per introduction ({introduction id: words}), and whether
 * they opened every file that is not a STEP, IGES or STL model.
 */
export type SendInput = {
  wording: Readonly<Record<string, string>>;
  buyerReasons: Readonly<Record<string, string>>;
  filesChecked: boolean;
};

/** Sends the options: the database queues every message at once, or nothing (sent already, no shortlist). */
export function useSendOptions(kind: RfqKindId, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendInput) => {
      const { data, error } = await getSupabase().rpc('send_options', {
        p_lead_table: leadTables[kind],
        p_lead_id: id,
        p_brief_wording: { ...input.wording },
        p_buyer_reasons: { ...input.buyerReasons },
        p_files_checked: input.filesChecked,
      });
      if (error) throw error;
      return data;
    },
    // The row's clock, the dashboard's counts, the figures and the shortlist all change with it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deskKeys.all }),
        queryClient.invalidateQueries({ queryKey: suggestionKeys.all }),
      ]),
  });
}

export function useRecordAnswer(kind: RfqKindId, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { introductionId: string; answer: string; reason: string }) => {
      const { error } = await getSupabase().rpc('record_supplier_answer', {
        p_introduction_id: input.introductionId,
        p_answer: input.answer,
        p_reason: input.reason,
      });
      if (error) throw new Error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: introductionKeys.lead(kind, id) }),
  });
}

/** Retries a brief that is not sent, as the lead's other notifications are retried. */
export function useRetryBrief(kind: RfqKindId, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) => {
      const { data, error } = await getSupabase().rpc('retry_lead_delivery', { delivery_id: deliveryId });
      if (error) throw error;
      if (data !== true) throw new Error('The brief is being sent or was sent');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: introductionKeys.lead(kind, id) }),
  });
}
