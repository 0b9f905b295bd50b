import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { CircleX, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/shared/format';
import { cn } from '@/lib/utils';
import type { LeadKindId } from '@/shared/leads/tables';
import { leadDeliveriesQuery, useRetryDelivery, type LeadDelivery } from './delivery-queries';
import { deliveryCopy as copy } from './delivery-copy';
import { canRetry, deliveryTrouble, failedAttempts, isBeingSent, type DeliveryTrouble } from './delivery-health';
import { LoadingStatus } from '../shared/load-state';

const troubleBorder = {
  none: 'border-slate-200',
  retrying: 'border-amber-400 bg-amber-50',
  failed: 'border-red-300 bg-red-50',
} as const;

const time = (value: string) => <time dateTime={value}>{formatDateTime(value)}</time>;

/**
 * A delivery in trouble is a warning told three ways: its colour, an icon and the words. One still
 * retrying says how many attempts failed and when the next one is; a failed one, that no more are
 * scheduled.
 */
function TroubleState({ delivery, trouble }: { delivery: LeadDelivery; trouble: DeliveryTrouble }) {
  const Icon = trouble === 'failed' ? CircleX : TriangleAlert;
  return (
    <>
      <p
        className={cn(
          'flex items-center gap-1.5 font-medium',
          trouble === 'failed' ? 'text-red-700' : 'text-amber-800',
        )}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span>{trouble === 'failed' ? copy.failed(delivery.attempts) : copy.retrying(failedAttempts(delivery))}</span>
      </p>
      {trouble === 'failed' ? (
        <p>{copy.gaveUp}</p>
      ) : isBeingSent(delivery) ? (
        <p>{copy.tryingNow}</p>
      ) : (
        <p>
          {copy.nextTry} {time(delivery.next_attempt_at)}
        </p>
      )}
      {delivery.last_error ? <p className="break-words">{copy.lastError(delivery.last_error)}</p> : null}
    </>
  );
}

export function DeliveryState({ delivery }: { delivery: LeadDelivery }) {
  const trouble = deliveryTrouble(delivery);
  if (trouble) return <TroubleState delivery={delivery} trouble={trouble} />;
  switch (delivery.status) {
    case 'sent':
      return (
        <p>
          {copy.sent} {delivery.sent_at ? time(delivery.sent_at) : null}
        </p>
      );
    case 'skipped':
      return <p>{copy.skipped(delivery.last_error ?? '')}</p>;
    default:
      return (
        <p>
          {copy.pendingUntil} {time(delivery.next_attempt_at)}
        </p>
      );
  }
}

/** A change that sends one delivery again, by its id (a lead's notification, a brief, an introduction). */
export type DeliveryRetry = Pick<UseMutationResult<unknown, Error, string>, 'isPending' | 'mutate'>;

/**
 * Retry for a delivery that is not sent: says so in a toast, and takes no second press while the
 * first is under way. `subject` names the email for the button's label ("Retry the brief to …").
 */
export function RetryButton({
  subject,
  deliveryId,
  retry,
}: {
  subject: string;
  deliveryId: string;
  retry: DeliveryRetry;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={copy.retryLabel(subject)}
      aria-disabled={retry.isPending}
      onClick={() =>
        retry.mutate(deliveryId, {
          onSuccess: () => toast(copy.retried),
          onError: () => toast({ ...copy.retryFailed, variant: 'destructive' }),
        })
      }
    >
      {retry.isPending ? copy.retryBusy : copy.retry}
    </Button>
  );
}

/**
 * A lead's notifications (team alert, the visitor's receipt, the automation webhook): sent when,
 * pending until when, or retrying or failed after how many attempts and why, with Retry for every
 * one not sent.
 */
export function DeliveryList({ kind, id }: { kind: LeadKindId; id: string }) {
  const headingId = useId();
  const { data, isPending, isError } = useQuery(leadDeliveriesQuery(kind, id));
  const retry = useRetryDelivery(kind, id);
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {copy.heading}
      </h3>
      {isPending ? (
        <LoadingStatus text={copy.loading} />
      ) : isError ? (
        <p className="text-sm text-slate-600">{copy.failedToLoad}</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.none}</p>
      ) : (
        <ul className="grid gap-2">
          {data.map((delivery) => {
            const name = copy.kinds[delivery.kind] ?? delivery.kind;
            return (
              <li
                key={delivery.id}
                aria-label={name}
                className={cn(
                  'flex flex-wrap items-start gap-3 rounded-md border px-3 py-2 text-sm',
                  troubleBorder[deliveryTrouble(delivery) ?? 'none'],
                )}
              >
                <div className="grid min-w-0 flex-1 gap-1 text-slate-700">
                  <p className="font-medium text-slate-900">{name}</p>
                  <DeliveryState delivery={delivery} />
                </div>
                {canRetry(delivery) ? <RetryButton subject={name} deliveryId={delivery.id} retry={retry} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
