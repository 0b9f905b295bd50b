import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { isRfqKind, leadTables, type LeadKindId, type RfqKindId } from '@/shared/leads/tables';
import { leadTrouble, type DeliveryStanding, type DeliveryTrouble } from './delivery-health';
import { deskKeys } from '../shared/desk-keys';

export type LeadDelivery = {
  id: string;
  kind: string;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  /** Set while a sender holds the delivery (the end of its lease). */
  claimed_until: string | null;
};

export const deliveryKeys = {
  lead: (kind: LeadKindId, id: string) => [...deskKeys.all, kind, 'deliveries', id] as const,
  marks: (kind: LeadKindId) => [...deskKeys.all, kind, 'delivery-marks'] as const,
  marksOf: (kind: LeadKindId, ids: readonly string[]) => [...deliveryKeys.marks(kind), ids] as const,
};

const ORDER = ['team_alert', 'receipt', 'webhook', 'buyer_options'];
/** While something is still pending its state changes by itself: look again this often. */
const PENDING_REFRESH_MS = 5000;

/** The notifications one lead owes (docs/decisions/0015-lead-delivery-outbox.md); admins only. */
export function leadDeliveriesQuery(kind: LeadKindId, id: string) {
  return queryOptions({
    queryKey: deliveryKeys.lead(kind, id),
    queryFn: async ({ signal }): Promise<LeadDelivery[]> => {
      const { data, error } = await getSupabase()
        .from('lead_deliveries')
        .select('id, kind, status, attempts, next_attempt_at, last_error, sent_at, claimed_until')
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

/** While some lead of the page is in trouble, its mark may clear by itself: look again this often. */
const TROUBLE_REFRESH_MS = 15_000;

/** A delivery as the row marks read it: whose it is and how it stands. */
type MarkedDelivery = { lead_id: string; status: string; last_error: string | null };

/**
 * The deliveries of an RFQ's introductions (each introduction's brief and, once chosen, the email
 * introducing its supplier; one of each, as the outbox keeps one per kind and sends it again in
 * place), filed under the RFQ's id.
 */
export function introductionDeliveriesByRfq(
  introductions: readonly { id: string; lead_id: string }[],
  deliveries: readonly MarkedDelivery[],
): MarkedDelivery[] {
  const rfqOf = new Map(introductions.map((intro) => [intro.id, intro.lead_id]));
  return deliveries.flatMap((delivery) => {
    const rfq = rfqOf.get(delivery.lead_id);
    return rfq ? [{ ...delivery, lead_id: rfq }] : [];
  });
}

/** An RFQ's briefs to its suppliers and the introduction emails of the suppliers the buyer chose. */
async function rfqIntroductionDeliveries(
  kind: RfqKindId,
  ids: readonly string[],
  signal: AbortSignal,
): Promise<MarkedDelivery[]> {
  const supabase = getSupabase();
  const intros = await supabase
    .from('introductions')
    .select('id, lead_id')
    .eq('lead_table', leadTables[kind])
    .in('lead_id', [...ids])
    .retry(false)
    .abortSignal(signal);
  if (intros.error) throw intros.error;
  if (intros.data.length === 0) return [];
  const deliveries = await supabase
    .from('lead_deliveries')
    .select('lead_id, status, last_error')
    .eq('lead_table', 'introductions')
    .in(
      'lead_id',
      intros.data.map((intro) => intro.id),
    )
    .in('kind', ['supplier_brief', 'introduction'])
    .in('status', ['pending', 'failed'])
    .not('last_error', 'is', null)
    .retry(false)
    .abortSignal(signal);
  if (deliveries.error) throw deliveries.error;
  return introductionDeliveriesByRfq(intros.data, deliveries.data);
}

/**
 * Which leads of one page of the list have a delivery that failed or is retrying, by lead id. One
 * request for the page's ids, read through the index of the deliveries' unique key (lead_table,
 * lead_id, kind): at most a few rows per lead whatever the size of the tables, and only troubled
 * ones come back. An RFQ is also marked when the brief to one of its suppliers, or the email
 * introducing a supplier the buyer chose, failed or is retrying.
 */
export function deliveryMarksQuery(kind: LeadKindId, ids: readonly string[]) {
  return queryOptions({
    queryKey: deliveryKeys.marksOf(kind, ids),
    queryFn: async ({ signal }): Promise<ReadonlyMap<string, DeliveryTrouble>> => {
      if (ids.length === 0) return new Map();
      const [own, introductions] = await Promise.all([
        getSupabase()
          .from('lead_deliveries')
          .select('lead_id, status, last_error')
          .eq('lead_table', leadTables[kind])
          .in('lead_id', [...ids])
          .in('status', ['pending', 'failed'])
          .not('last_error', 'is', null)
          .retry(false)
          .abortSignal(signal),
        isRfqKind(kind) ? rfqIntroductionDeliveries(kind, ids, signal) : Promise.resolve([]),
      ]);
      if (own.error) throw own.error;
      const byLead = new Map<string, DeliveryStanding[]>();
      for (const delivery of [...own.data, ...introductions])
        byLead.set(delivery.lead_id, [...(byLead.get(delivery.lead_id) ?? []), delivery]);
      const marks = new Map<string, DeliveryTrouble>();
      for (const [id, deliveries] of byLead) {
        const trouble = leadTrouble(deliveries);
        if (trouble) marks.set(id, trouble);
      }
      return marks;
    },
    refetchInterval: (query) => ((query.state.data?.size ?? 0) > 0 ? TROUBLE_REFRESH_MS : false),
  });
}

/**
 * Sends a delivery that is not sent again at once, with a fresh count of attempts; the database
 * checks that the caller is an admin, and leaves alone one that is being sent right now.
 */
export function useRetryDelivery(kind: LeadKindId, leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) => {
      const { data, error } = await getSupabase().rpc('retry_lead_delivery', { delivery_id: deliveryId });
      if (error) throw error;
      if (data !== true) throw new Error('The delivery is being sent or was sent');
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.lead(kind, leadId) }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.marks(kind) }),
      ]),
  });
}
