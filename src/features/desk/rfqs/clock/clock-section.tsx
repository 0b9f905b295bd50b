import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/shared/format';
import { formatUkDueTime } from '@/shared/leads/due-time';
import type { ClockColumns } from '@/lib/leads/rfq-clock';
import { trimVisible, visibleLength, REASON_MIN_VISIBLE } from '@/shared/text/visible-text';
import { deskKeys } from '../../shared/desk-keys';
import { DeliveryState } from '../../deliveries/delivery-list';
import { ClockBadge } from './clock-badge';
import { clockCopy } from './clock-copy';
import type { RfqTable } from '@/shared/leads/tables';
import { clockPausesQuery, pauseClock, resumeClock } from './clock-queries';
import { useNow } from './use-now';
import { deskErrorMessage } from '../../shared/desk-error';

const copy = clockCopy.panel;

/** Pausing or resuming: the lead, the list and the counts reload; a refusal shows the database's reason. */
function useClockChange<A>(fn: (args: A) => Promise<void>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => onDone?.(),
    onError: (error: unknown) => {
      toast({ title: copy.failed, description: deskErrorMessage(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

function PauseForm({ table, id }: { table: RfqTable; id: string }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const pause = useClockChange(
    (why: string) => pauseClock(table, id, why),
    () => setReason(''),
  );
  const short = visibleLength(reason) < REASON_MIN_VISIBLE;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!short) pause.mutate(trimVisible(reason));
  };
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" aria-label={copy.pause}>
      <FormField
        label={copy.pauseReason}
        hint={copy.pauseHint}
        error={tried && short ? copy.reasonTooShort : undefined}
      >
        <Input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <Button type="submit" size="sm" variant="outline" disabled={pause.isPending}>
        {pause.isPending ? copy.pausing : copy.pause}
      </Button>
    </form>
  );
}

function Pauses({ table, id }: { table: RfqTable; id: string }) {
  const headingId = useId();
  const { data } = useQuery(clockPausesQuery(table, id));
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-1">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {copy.pausesHeading}
      </h4>
      <ol className="grid gap-1 text-sm text-slate-700">
        {data.map((pause) => (
          <li key={pause.id}>
            <span className="font-medium text-slate-900">{pause.reason}</span>
            {' · '}
            {copy.pauseEntry(
              formatDateTime(pause.paused_at),
              pause.paused_by,
              pause.resumed_at ? formatDateTime(pause.resumed_at) : null,
            )}
            {pause.buyerTold ? (
              <div className="mt-1 grid gap-0.5 pl-3">
                <p className="font-medium text-slate-900">{copy.buyerTold}</p>
                <DeliveryState delivery={pause.buyerTold} />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The clock in an RFQ's panel: time left (amber with 24 hours or less, red once overdue), when the
 * options are due in calendar hours, and pausing with a recorded reason or resuming. Sending the
 * options stops it for good; closing the RFQ (won or lost) stops it until it is reopened.
 */
export function ClockSection({
  table,
  id,
  row,
}: {
  table: RfqTable;
  id: string;
  row: ClockColumns & { status: string };
}) {
  const headingId = useId();
  const resume = useClockChange(() => resumeClock(table, id));
  const { data: pauses } = useQuery(clockPausesQuery(table, id));
  const open = pauses?.find((pause) => pause.resumed_at === null);
  const now = useNow();
  const ranOut = Date.parse(row.clock_due_at) <= now.getTime();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {copy.heading}
        </h3>
        <ClockBadge row={row} className="text-sm" />
      </div>
      <p className="text-sm text-slate-700">
        {row.options_sent_at
          ? copy.sentAt(formatDateTime(row.options_sent_at))
          : row.clock_closed_at
            ? copy.closedAt(formatDateTime(row.clock_closed_at))
            : copy.dueBy(formatUkDueTime(row.clock_due_at))}
      </p>
      {row.options_sent_at ? null : row.clock_paused_at ? (
        <div className="grid gap-2">
          <p className="text-sm text-slate-700">
            {copy.pausedSince(formatDateTime(row.clock_paused_at), open?.reason ?? '')}
          </p>
          <div>
            <Button size="sm" variant="outline" disabled={resume.isPending} onClick={() => resume.mutate(undefined)}>
              {resume.isPending ? copy.resuming : copy.resume}
            </Button>
          </div>
        </div>
      ) : row.clock_closed_at ? null : ranOut ? (
        <p className="text-sm font-medium text-red-700">{copy.overdueNoPause}</p>
      ) : (
        <PauseForm table={table} id={id} />
      )}
      <Pauses table={table} id={id} />
    </section>
  );
}
