import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { leadTables, type RfqKindId } from '@/shared/leads/tables';
import { rfqKeys } from '../rfq-keys';
import type { AskedQuestion } from './question-thread';

/** A private link to the buyer's options page (`options_links`); the token itself is never stored. */
export type OptionsLink = {
  id: string;
  issued_at: string;
  expires_at: string;
  opened_at: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
};

/** What the buyer did on the page (`buyer_choices`): whom to meet, with their consent, or that none fits. */
export type BuyerChoice = {
  id: string;
  made_at: string;
  kind: 'introduce' | 'none_fit';
  introduction_ids: string[] | null;
  consent_version: string | null;
  none_fit_reason: string | null;
  words: string | null;
};

/** The buyer's side of an RFQ once the options were sent (docs/decisions/0037-buyer-options-page.md). */
export type BuyerAnswer = { links: OptionsLink[]; choices: BuyerChoice[]; questions: AskedQuestion[] };

export const buyerAnswerKeys = {
  lead: (kind: RfqKindId, id: string) => [...rfqKeys.introductions, kind, id, 'buyer-answer'] as const,
};

/** While the buyer's link is live, a choice or a question can arrive at any moment: look again this often. */
const LIVE_REFRESH_MS = 30_000;

/** The RFQ's options links, the buyer's choices and questions, oldest first; admins only. */
export function buyerAnswerQuery(kind: RfqKindId, id: string) {
  return queryOptions({
    queryKey: buyerAnswerKeys.lead(kind, id),
    queryFn: async ({ signal }): Promise<BuyerAnswer> => {
      const supabase = getSupabase();
      const table = leadTables[kind];
      const [links, choices, questions] = await Promise.all([
        supabase
          .from('options_links')
          .select('id, issued_at, expires_at, opened_at, revoked_at, revoked_by')
          .eq('lead_table', table)
          .eq('lead_id', id)
          .order('issued_at')
          .retry(false)
          .abortSignal(signal),
        supabase
          .from('buyer_choices')
          .select('id, made_at, kind, introduction_ids, consent_version, none_fit_reason, words')
          .eq('lead_table', table)
          .eq('lead_id', id)
          .order('made_at')
          .retry(false)
          .abortSignal(signal),
        supabase
          .from('buyer_questions')
          .select('id, asked_at, question, reply, replied_at, replied_by')
          .eq('lead_table', table)
          .eq('lead_id', id)
          .order('asked_at')
          .retry(false)
          .abortSignal(signal),
      ]);
      if (links.error) throw links.error;
      if (choices.error) throw choices.error;
      if (questions.error) throw questions.error;
      return {
        links: links.data,
        choices: choices.data as BuyerChoice[],
        questions: questions.data,
      };
    },
    refetchInterval: (query) => {
      const now = Date.now();
      const live = (query.state.data?.links ?? []).some(
        (link) => link.revoked_at === null && Date.parse(link.expires_at) > now,
      );
      return live ? LIVE_REFRESH_MS : false;
    },
  });
}

/** The team's reply to the buyer's question: stored, and emailed to the buyer with their link. */
export function useReplyBuyerQuestion(kind: RfqKindId, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { questionId: string; reply: string }) => {
      const { error } = await getSupabase().rpc('reply_options_question', {
        p_question_id: input.questionId,
        p_reply: input.reply,
      });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyerAnswerKeys.lead(kind, id) }),
  });
}
