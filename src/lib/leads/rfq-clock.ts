/*
 * The 72-hour clock of an RFQ, from the four columns the database keeps
 * (docs/decisions/0030-the-72-hour-clock.md): when it runs out (due_at plus every closed pause),
 * when its open pause began, when the options were sent, and when the team closed the RFQ (won or
 * lost). The same rule as
 * public.rfq_clock_state and public.rfq_clock_seconds_left in SQL (a database test holds the two
 * together), so the desk can draw it ticking without asking the server every minute. Plain data
 * with no imports.
 */

export const clockStates = ['running', 'due_soon', 'overdue', 'paused', 'closed', 'sent'] as const;
export type ClockState = (typeof clockStates)[number];

/** The states the desk's list can be narrowed to, each a count on the dashboard. */
export const clockFilters = ['due_soon', 'overdue'] as const;
export type ClockFilter = (typeof clockFilters)[number];

export type ClockColumns = {
  clock_due_at: string;
  clock_paused_at: string | null;
  options_sent_at: string | null;
  clock_closed_at: string | null;
};

export type Clock = { state: ClockState; secondsLeft: number };

/** 24 hours or less left turns the clock amber ("due soon"). */
export const DUE_SOON_SECONDS = 24 * 60 * 60;

export function rfqClock(row: ClockColumns, at: Date): Clock {
  const end = Date.parse(row.clock_due_at);
  const stoppedAt = Math.min(
    row.options_sent_at ? Date.parse(row.options_sent_at) : Infinity,
    row.clock_closed_at ? Date.parse(row.clock_closed_at) : Infinity,
    row.clock_paused_at ? Date.parse(row.clock_paused_at) : Infinity,
    at.getTime(),
  );
  const secondsLeft = Math.floor((end - stoppedAt) / 1000);
  const state: ClockState = row.options_sent_at
    ? 'sent'
    : row.clock_closed_at
      ? 'closed'
      : row.clock_paused_at
        ? 'paused'
        : end < at.getTime()
          ? 'overdue'
          : end - DUE_SOON_SECONDS * 1000 <= at.getTime()
            ? 'due_soon'
            : 'running';
  return { state, secondsLeft };
}

/** Whole hours and minutes of a duration in seconds, e.g. "41 h 05 min", "5 h" (never negative). */
export function hoursAndMinutes(seconds: number): string {
  const minutes = Math.floor(Math.abs(seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}
