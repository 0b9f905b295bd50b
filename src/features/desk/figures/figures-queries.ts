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
};

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
