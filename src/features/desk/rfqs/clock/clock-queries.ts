import { queryOptions } from '@tanstack/react-query';
import { isRfqTable } from '@/shared/leads/tables';
import type { RfqTable } from '@/shared/leads/tables';
import { getSupabase } from '@/lib/supabase';
import type { LeadDelivery } from '../../deliveries/delivery-queries';
import { deskKeys } from '../../shared/desk-keys';

/** Query keys under the leads' own, so the desk's Refresh reloads the clocks too. */
export const clockKeys = {
  counts: () => [...deskKeys.all, 'clock-counts'] as const,
  pauses: (table: RfqTable, id: string) => [...deskKeys.all, 'clock-pauses', table, id] as const,
};

export type ClockCounts = { dueSoon: number; overdue: number; held: number };
export type ClockCountsByTable = Readonly<Record<RfqTable, ClockCounts>>;

/**
 * Per RFQ table (public.rfq_clock_counts): open clocks due within 24 hours and overdue, of the
 * RFQs on the clock, and how many RFQs the flood guard holds for review (on no clock until released).
 */
export function clockCountsQuery() {
  return queryOptions({
    queryKey: clockKeys.counts(),
    queryFn: async ({ signal }): Promise<ClockCountsByTable> => {
      const { data, error } = await getSupabase().rpc('rfq_clock_counts').retry(false).abortSignal(signal);
      if (error) throw error;
      const none: ClockCounts = { dueSoon: 0, overdue: 0, held: 0 };
      const counts = { oem_leads: none, consultation_requests: none };
      for (const row of data) {
        if (isRfqTable(row.lead_table)) {
          counts[row.lead_table] = {
            dueSoon: Number(row.due_soon),
            overdue: Number(row.overdue),
            held: Number(row.held),
          };
        }
      }
      return counts;
    },
  });
}

export type ClockPause = {
  id: string;
  paused_at: string;
  paused_by: string;
  reason: string;
  resumed_at: string | null;
  resumed_by: string | null;
  /** The buyer's message with the new due time, queued when the resume moved it. */
  buyerTold: LeadDelivery | null;
};

const PENDING_REFRESH_MS = 5000;

/** Every pause of one RFQ's clock, newest first, each with the buyer's message its resume queued. */
export function clockPausesQuery(table: RfqTable, id: string) {
  return queryOptions({
    queryKey: clockKeys.pauses(table, id),
    queryFn: async ({ signal }): Promise<ClockPause[]> => {
      const supabase = getSupabase();
      const { data, error } = await supabase
        .from('rfq_clock_pauses')
        .select('id, paused_at, paused_by, reason, resumed_at, resumed_by')
        .eq('lead_table', table)
        .eq('lead_id', id)
        .order('paused_at', { ascending: false })
        .retry(false)
        .abortSignal(signal);
      if (error) throw error;
      if (data.length === 0) return [];
      const told = await supabase
        .from('lead_deliveries')
        .select('id, lead_id, kind, status, attempts, next_attempt_at, last_error, sent_at, claimed_until')
        .eq('lead_table', 'rfq_clock_pauses')
        .in(
          'lead_id',
          data.map((pause) => pause.id),
        )
        .retry(false)
        .abortSignal(signal);
      if (told.error) throw told.error;
      return data.map((pause) => ({
        ...pause,
        buyerTold: (told.data.find((d) => d.lead_id === pause.id) as LeadDelivery | undefined) ?? null,
      }));
    },
    refetchInterval: (query) =>
      query.state.data?.some((pause) => pause.buyerTold?.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

export async function pauseClock(table: RfqTable, id: string, reason: string): Promise<void> {
  const { error } = await getSupabase().rpc('pause_rfq_clock', {
    p_lead_table: table,
    p_lead_id: id,
    p_reason: reason,
  });
  if (error) throw error;
}

export async function resumeClock(table: RfqTable, id: string): Promise<void> {
  const { error } = await getSupabase().rpc('resume_rfq_clock', { p_lead_table: table, p_lead_id: id });
  if (error) throw error;
}
