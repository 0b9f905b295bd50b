import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { leadTables, type LeadKindId, type RfqKindId } from '@/shared/leads/tables';
import type { LeadDelivery } from '../../deliveries/delivery-queries';
import { deskKeys } from '../../shared/desk-keys';
import { rfqKeys } from '../rfq-keys';
import { suggestionKeys } from '../suggestions/suggestion-queries';
import type { BriefQuestion, Introduction, StatedAnswer, TrailEvent } from './introduction-types';

export type { Introduction, ShortlistedSupplier } from './introduction-types';

export const introductionKeys = {
  lead: (kind: LeadKindId, id: string) => [...rfqKeys.introductions, kind, id] as const,
  buyerReasons: (kind: LeadKindId, id: string) => [...rfqKeys.introductions, kind, id, 'buyer-reasons'] as const,
};

/** Per introduction, the buyer-safe reasons the buyer's email will carry (public.buyer_reasons_preview). */
export type BuyerSafeReasons = Readonly<Record<string, readonly string[]>>;

/** What the buyer will read about each briefed supplier, as sending will write it; admins only. */
export function buyerReasonsQuery(kind: RfqKindId, id: string) {
  return queryOptions({
    queryKey: introductionKeys.buyerReasons(kind, id),
    queryFn: async ({ signal }): Promise<BuyerSafeReasons> => {
      const { data, error } = await getSupabase()
        .rpc('buyer_reasons_preview', { p_lead_table: leadTables[kind], p_lead_id: id })
        .retry(false)
        .abortSignal(signal);
      if (error) throw error;
      return Object.fromEntries((data ?? []).map((row) => [row.introduction_id, row.reasons ?? []]));
    },
  });
}

/** While a brief is still pending its state changes by itself: look again this often. */
const PENDING_REFRESH_MS = 5000;
/** While briefed suppliers have not answered, their trail grows by itself: look again this often. */
const WAITING_REFRESH_MS = 30_000;

const INTRODUCTION_COLUMNS = [
  'id, position, supplier_id, suggested_rank, hand_reason, reasons, sent_at',
  'answer, answer_reason, answered_at, answered_by, answer_via',
  'lead_time, earliest_start, price_amount, price_currency, price_basis, minimum_order, answer_note, decline_reason',
  'first_opened_at, terms_name, terms_accepted_at, offered_at, chosen_at',
  'brief_wording, buyer_reasons, files_checked_by, files_checked_at',
].join(', ');

type IntroductionDelivery = LeadDelivery & { lead_id: string };

/**
 * An introduction's delivery of one kind. The outbox keeps one per kind ("Send again" sends the
 * brief again in place); the newest is taken should an older row ever be kept beside it.
 */
function latest(deliveries: readonly IntroductionDelivery[], id: string, kind: string): LeadDelivery | null {
  return (
    deliveries
      .filter((d) => d.lead_id === id && d.kind === kind)
      .sort((a, b) => b.next_attempt_at.localeCompare(a.next_attempt_at))[0] ?? null
  );
}

/**
 * An RFQ's shortlist in order, each with its supplier, its latest brief's delivery, its trail
 * (`introduction_events`) and the supplier's questions (`introduction_questions`); admins only.
 */
export function introductionsQuery(kind: RfqKindId, id: string) {
  return queryOptions({
    queryKey: introductionKeys.lead(kind, id),
    queryFn: async ({ signal }): Promise<Introduction[]> => {
      const supabase = getSupabase();
      const intros = await supabase
        .from('introductions')
        .select(INTRODUCTION_COLUMNS)
        .eq('lead_table', leadTables[kind])
        .eq('lead_id', id)
        .order('position')
        .retry(false)
        .abortSignal(signal);
      if (intros.error) throw intros.error;
      const rows = intros.data as unknown as Omit<
        Introduction,
        'supplier' | 'delivery' | 'introduction_delivery' | 'events' | 'questions'
      >[];
      if (rows.length === 0) return [];
      const ids = rows.map((i) => i.id);
      const [suppliers, deliveries, events, questions] = await Promise.all([
        supabase
          .from('suppliers')
          .select('id, company_name, contact_name, email, country, town')
          .in(
            'id',
            rows.map((i) => i.supplier_id),
          )
          .retry(false)
          .abortSignal(signal),
        supabase
          .from('lead_deliveries')
          .select('id, lead_id, kind, status, attempts, next_attempt_at, last_error, sent_at, claimed_until')
          .eq('lead_table', 'introductions')
          .in('kind', ['supplier_brief', 'introduction'])
          .in('lead_id', ids)
          .retry(false)
          .abortSignal(signal),
        supabase
          .from('introduction_events')
          .select('id, introduction_id, kind, at, detail')
          .in('introduction_id', ids)
          .order('at')
          .order('id')
          .retry(false)
          .abortSignal(signal),
        supabase
          .from('introduction_questions')
          .select('id, introduction_id, asked_at, question, reply, replied_at, replied_by')
          .in('introduction_id', ids)
          .order('asked_at')
          .retry(false)
          .abortSignal(signal),
      ]);
      if (suppliers.error) throw suppliers.error;
      if (deliveries.error) throw deliveries.error;
      if (events.error) throw events.error;
      if (questions.error) throw questions.error;
      const eventRows = events.data as unknown as (TrailEvent & { introduction_id: string })[];
      const questionRows = questions.data as unknown as (BriefQuestion & { introduction_id: string })[];
      return rows.map((intro) => ({
        ...intro,
        reasons: intro.reasons ?? [],
        buyer_reasons: intro.buyer_reasons ?? [],
        supplier: suppliers.data.find((s) => s.id === intro.supplier_id) ?? null,
        delivery: latest(deliveries.data as IntroductionDelivery[], intro.id, 'supplier_brief'),
        introduction_delivery: latest(deliveries.data as IntroductionDelivery[], intro.id, 'introduction'),
        events: eventRows.filter((e) => e.introduction_id === intro.id),
        questions: questionRows.filter((q) => q.introduction_id === intro.id),
      }));
    },
    refetchInterval: (query) => {
      const intros = query.state.data ?? [];
      const pending = (delivery: LeadDelivery | null) => delivery?.status === 'pending';
      if (intros.some((intro) => pending(intro.delivery) || pending(intro.introduction_delivery)))
        return PENDING_REFRESH_MS;
      const waiting = intros.some((intro) => intro.sent_at !== null && intro.offered_at === null);
      return waiting ? WAITING_REFRESH_MS : false;
    },
  });
}

/** Reload what a send changes: the row's clock, the dashboard's counts, the figures, the shortlist. */
function useReloadAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deskKeys.all }),
      queryClient.invalidateQueries({ queryKey: suggestionKeys.all }),
    ]);
}

/**
 * What the team adds when briefing: supplier-facing words for the brief's columns the buyer typed
 * ({column: words}), and whether they opened every file that is not a STEP, IGES or STL model.
 */
export type BriefsInput = { wording: Readonly<Record<string, string>>; filesChecked: boolean };

/** Briefs every shortlisted supplier not briefed yet; returns how many were queued. The clock runs on. */
export function useSendBriefs(kind: RfqKindId, id: string) {
  const reload = useReloadAll();
  return useMutation({
    mutationFn: async (input: BriefsInput) => {
      const { data, error } = await getSupabase().rpc('send_briefs', {
        p_lead_table: leadTables[kind],
        p_lead_id: id,
        p_brief_wording: { ...input.wording },
        p_files_checked: input.filesChecked,
      });
      if (error) throw error;
      return data;
    },
    onSettled: reload,
  });
}

/** The suppliers offered to the buyer, in order (1 to 3), and the team's words for each ({introduction id: words}). */
export type BuyerOptionsInput = { introductionIds: readonly string[]; buyerReasons: Readonly<Record<string, string>> };

/** Sends the buyer its options: the database queues the email and stops the clock, once. */
export function useSendBuyerOptions(kind: RfqKindId, id: string) {
  const reload = useReloadAll();
  return useMutation({
    mutationFn: async (input: BuyerOptionsInput) => {
      const { data, error } = await getSupabase().rpc('send_buyer_options', {
        p_lead_table: leadTables[kind],
        p_lead_id: id,
        p_introduction_ids: [...input.introductionIds],
        p_buyer_reasons: { ...input.buyerReasons },
      });
      if (error) throw error;
      return data;
    },
    onSettled: reload,
  });
}

/** A change to one introduction, reloading the RFQ's introductions after it (and the suggestions, which read answers). */
function useIntroductionChange<Input>(kind: RfqKindId, id: string, change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: introductionKeys.lead(kind, id) }),
        queryClient.invalidateQueries({ queryKey: suggestionKeys.all }),
      ]),
  });
}

async function call(result: PromiseLike<{ error: unknown }>) {
  const { error } = await result;
  if (error) throw error;
}

/** An answer the supplier gave by phone, recorded as such with who recorded it. */
export function useRecordAnswer(kind: RfqKindId, id: string) {
  return useIntroductionChange(kind, id, (input: { introductionId: string; answer: StatedAnswer }) =>
    call(
      getSupabase().rpc('record_phone_answer', {
        p_introduction_id: input.introductionId,
        p_answer: input.answer,
      }),
    ),
  );
}

/** The team's reply to a supplier's question: stored, and emailed to the supplier with a fresh link. */
export function useReplyQuestion(kind: RfqKindId, id: string) {
  return useIntroductionChange(kind, id, (input: { questionId: string; reply: string }) =>
    call(getSupabase().rpc('reply_brief_question', { p_question_id: input.questionId, p_reply: input.reply })),
  );
}

/** A new brief with a new link; every earlier link stops working. */
export function useResendBrief(kind: RfqKindId, id: string) {
  return useIntroductionChange(kind, id, (introductionId: string) =>
    call(getSupabase().rpc('resend_brief', { p_introduction_id: introductionId })),
  );
}

/** Every live link of the introduction stops working. */
export function useRevokeLinks(kind: RfqKindId, id: string) {
  return useIntroductionChange(kind, id, (introductionId: string) =>
    call(getSupabase().rpc('revoke_brief_links', { p_introduction_id: introductionId })),
  );
}

/** Retries a brief or an introduction email that is not sent, as a lead's other notifications are retried. */
export function useRetryIntroductionEmail(kind: RfqKindId, id: string) {
  return useIntroductionChange(kind, id, async (deliveryId: string) => {
    const { data, error } = await getSupabase().rpc('retry_lead_delivery', { delivery_id: deliveryId });
    if (error) throw error;
    if (data !== true) throw new Error('The email is being sent or was sent');
  });
}
