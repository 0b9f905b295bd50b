/*
 * When an RFQ's 3 supplier options are due: 72 calendar hours after the RFQ is stored. The
 * database fixes `due_at` at insert from its own clock (the visitor's cannot move it); the form
 * shows the same rule applied at the moment the insert succeeded. Shown in UK time as a weekday,
 * date and time, built from Intl's parts so Node, Deno and every browser print the same words
 * (docs/decisions/0023-lead-reference-and-due-time.md). Plain data with no imports.
 */

export const RFQ_HOURS = 72;

const HOUR_MS = 60 * 60 * 1000;

/** The due time of an RFQ stored at `storedAt`. */
export const rfqDueAt = (storedAt: Date): Date => new Date(storedAt.getTime() + RFQ_HOURS * HOUR_MS);

let parts: Intl.DateTimeFormat | undefined;

/** "Monday 30 November, 14:05 UK time": Europe/London, 24-hour clock, summer time included. */
export function formatUkDueTime(value: Date | string): string {
  parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const date = typeof value === 'string' ? new Date(value) : value;
  const part = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.weekday} ${part.day} ${part.month}, ${part.hour}:${part.minute} UK time`;
}
