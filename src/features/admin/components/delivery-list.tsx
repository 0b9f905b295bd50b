import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/format';
import type { LeadKindId } from '@/lib/leads/tables';
import { leadDeliveriesQuery, useRetryDelivery, type LeadDelivery } from '../api/delivery-queries';
import { deliveryCopy as copy } from '../delivery-copy';
import { LoadingStatus } from './load-state';

function DeliveryState({ delivery }: { delivery: LeadDelivery }) {
  const time = (value: string) => <time dateTime={value}>{formatDateTime(value)}</time>;
  switch (delivery.status) {
    case 'sent':
      return (
        <p>
          {copy.sent} {delivery.sent_at ? time(delivery.sent_at) : null}
        </p>
      );
    case 'skipped':
      return <p>{copy.skipped(delivery.last_error ?? '')}</p>;
    case 'failed':
      return (
        <>
          <p className="font-medium text-red-700">{copy.failed(delivery.attempts)}</p>
          {delivery.last_error ? <p className="break-words">{copy.lastError(delivery.last_error)}</p> : null}
        </>
      );
    default:
      return (
        <>
          <p>
            {copy.pendingUntil} {time(delivery.next_attempt_at)}
          </p>
          {delivery.last_error ? (
            <p className="break-words">{copy.retrying(delivery.attempts, delivery.last_error)}</p>
          ) : null}
        </>
      );
  }
}

/**
 * A lead's notifications (team alert, the visitor's receipt, the automation webhook): sent when,
 * pending until when, or failed after how many attempts and why, with a retry for a failed one.
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
                className="flex flex-wrap items-start gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm"
              >
                <div className="grid min-w-0 flex-1 gap-1 text-slate-700">
                  <p className="font-medium text-slate-900">{name}</p>
                  <DeliveryState delivery={delivery} />
                </div>
                {delivery.status === 'failed' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={copy.retryLabel(name)}
                    disabled={retry.isPending}
                    onClick={() =>
                      retry.mutate(delivery.id, {
                        onSuccess: () => toast(copy.retried),
                        onError: () => toast({ ...copy.retryFailed, variant: 'destructive' }),
                      })
                    }
                  >
                    {retry.isPending ? copy.retryBusy : copy.retry}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
