import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { deskKeys } from '../shared/desk-keys';

/** Weeks the figures view looks back over. */
export const FIGURES_WEEKS = 12;

export type FiguresWeek = {
  week_start: string;
  arrived: number;
  decided: number;
  /** Sent in time with 3 options: the promise kept. */
  within_72h: number;
  /** Sent in time, but with fewer than 3 options. */
  fewer_in_time: number;
  /** Sent after the clock ran out. */
  sent_late: number;
  /** Null when no RFQ of the week is decided yet: no share is made from nothing. */
  share: number | null;
};

/** public.promise_figures: every share and time is null when there was nothing to measure. */
export type PromiseFigures = {
  weeks: FiguresWeek[];
  sent: number;
  fewer_in_time: number;
  sent_late: number;
  median_hours: number | null;
  p90_hours: number | null;
  overdue_now: number;
  picks: number;
  top3_picks: number;
  hand_picks: number;
  precision_at_3: number | null;
  hand_share: number | null;
  /** Arrival to the first brief sent, over the RFQs with one. */
  to_briefs: StepTimes;
  /** Arrival to the first supplier that said yes, over the RFQs with one. */
  to_first_yes: StepTimes;
  /** Briefs whose outcome is known (answered, or 48 hours of silence), and how many were answered. */
  answers: { briefs: number; answered: number; interested: number; rate: number | null };
  /** Why suppliers declined, most frequent first. */
  declines: { reason: DeclineReason; count: number }[];
  /** How many options each RFQ with options sent got. */
  options_per_rfq: { three: number; two: number; one: number; none: number };
};

/** Hours from arrival to a step; null when no RFQ reached it. */
export type StepTimes = { rfqs: number; median_hours: number | null; p90_hours: number | null };

/** A supplier's reason on its brief page, or 'unstated' for a decline recorded before the page. */
export type DeclineReason =
  'deadline' | 'not_manufacturable' | 'no_capacity' | 'outside_our_work' | 'other' | 'unstated';

export function promiseFiguresQuery(weeks = FIGURES_WEEKS) {
  return queryOptions({
    queryKey: [...deskKeys.all, 'figures', weeks] as const,
    queryFn: async ({ signal }): Promise<PromiseFigures> => {
      const { data, error } = await getSupabase()
        .rpc('promise_figures', { p_weeks: weeks })
        .retry(false)
        .abortSignal(signal);
      if (error) throw error;
      return data as unknown as PromiseFigures;
    },
  });
}

/** The whole window's share: within 72 h of all decided RFQs, or null when none is decided. */
export function overallShare(weeks: readonly FiguresWeek[]): { share: number | null; within: number; decided: number } {
  const within = weeks.reduce((sum, week) => sum + Number(week.within_72h), 0);
  const decided = weeks.reduce((sum, week) => sum + Number(week.decided), 0);
  return { share: decided > 0 ? within / decided : null, within, decided };
}

/** One week of public.choice_figures: the RFQs whose options were sent that week and are decided. */
export type ChoiceWeek = {
  week_start: string;
  rfqs: number;
  offered: number;
  chosen: number;
  /** Null when the week has no decided RFQ: no share is made from nothing. */
  precision_at_3: number | null;
};

/** public.choice_figures (docs/decisions/0037-buyer-options-page.md): every share and time is null when there was nothing to measure. */
export type ChoiceFigures = {
  since: string;
  weeks: ChoiceWeek[];
  /** Decided RFQs: the buyer chose, said none fits, or 14 days passed. */
  rfqs: number;
  /** RFQs with options sent that are not decided yet. */
  waiting: number;
  offered: number;
  chosen: number;
  precision_at_3: number | null;
  introduced_rfqs: number;
  introduced_share: number | null;
  /** Options sent to the buyer's first choice, over the RFQs with one. */
  to_choice: StepTimes;
  /** Why none fits, most frequent first (ids of src/shared/introductions/none-fit-reasons.ts). */
  none_fit: { reason: string; count: number }[];
};

export function choiceFiguresQuery(weeks = FIGURES_WEEKS) {
  return queryOptions({
    queryKey: [...deskKeys.all, 'figures', 'choices', weeks] as const,
    queryFn: async ({ signal }): Promise<ChoiceFigures> => {
      const { data, error } = await getSupabase()
        .rpc('choice_figures', { p_weeks: weeks })
        .retry(false)
        .abortSignal(signal);
      if (error) throw error;
      return data as unknown as ChoiceFigures;
    },
  });
}
