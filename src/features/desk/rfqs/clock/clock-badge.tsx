import { cn } from '@/lib/utils';
import { rfqClock, type ClockColumns, type ClockState } from '@/lib/leads/rfq-clock';
import { clockCopy } from './clock-copy';
import { useNow } from './use-now';

/** Amber with 24 hours or less left, red once overdue; each state also says its name in words. */
const tone: Readonly<Record<ClockState, string>> = {
  running: 'border-slate-300 bg-white text-slate-800',
  due_soon: 'border-amber-400 bg-amber-50 text-amber-900',
  overdue: 'border-red-400 bg-red-50 text-red-800',
  paused: 'border-slate-300 bg-slate-100 text-slate-800',
  closed: 'border-slate-300 bg-slate-100 text-slate-700',
  sent: 'border-emerald-400 bg-emerald-50 text-emerald-900',
};

/** A held lead's clock keeps its time but not its alarm: grey, whatever it reads. */
const heldTone = 'border-slate-300 bg-slate-100 text-slate-700';

/**
 * An RFQ's clock on its row and in its panel: time left, "Overdue by …", paused, closed or sent. An
 * RFQ the flood guard held is not on the desk's clock until the team releases it, so its badge says
 * so and drops the amber or red; the time it shows is still true, and counts again on release. The
 * badge is positioned so its screen-reader text stays inside the table's scrolling box on a phone.
 */
export function ClockBadge({ row, className }: { row: ClockColumns & { status?: string }; className?: string }) {
  const now = useNow();
  const { state, secondsLeft } = rfqClock(row, now);
  const held = row.status === 'held';
  return (
    <span
      data-clock-state={state}
      data-held={held || undefined}
      title={clockCopy.rule}
      className={cn(
        'relative inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        held ? heldTone : tone[state],
        className,
      )}
    >
      <span className="sr-only">{held ? clockCopy.held.name : clockCopy.stateName[state]}: </span>
      {held ? clockCopy.held.prefix : null}
      {clockCopy.state[state](secondsLeft)}
    </span>
  );
}
