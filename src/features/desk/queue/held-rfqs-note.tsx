import { Link } from 'react-router-dom';
import type { ClockCountsByTable } from '../rfqs/clock/clock-queries';
import { queueCopy } from './queue-copy';

const copy = queueCopy.held;

/**
 * The RFQs the flood guard held, which the queue leaves out until the team releases them: how
 * many of each kind, each a link to the lead list filtered to them. Nothing when none is held.
 */
export function HeldRfqsNote({ counts }: { counts: ClockCountsByTable | undefined }) {
  if (!counts) return null;
  const kinds = [
    { tab: 'oem', n: counts.oem_leads.held, text: copy.oem },
    { tab: 'quote', n: counts.consultation_requests.held, text: copy.quote },
  ].filter((kind) => kind.n > 0);
  if (kinds.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <span>{copy.intro}</span>
      {kinds.map((kind) => (
        <Link
          key={kind.tab}
          to={`?${new URLSearchParams({ tab: kind.tab, status: 'held' })}`}
          className="text-brand-800 font-medium underline underline-offset-2"
        >
          {kind.text(kind.n)}
        </Link>
      ))}
    </p>
  );
}
