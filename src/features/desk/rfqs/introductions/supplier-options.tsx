import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/shared/format';
import { countryName } from '@/shared/introductions/buyer-options';
import type { RfqKindId } from '@/shared/leads/tables';
import { DeliveryState } from '../../deliveries/delivery-list';
import { LoadingStatus } from '../../shared/load-state';
import { introductionsCopy as copy } from './introductions-copy';
import { deliveryCopy } from '../../deliveries/delivery-copy';
import { canRetry } from '../../deliveries/delivery-health';
import {
  introductionsQuery,
  useRetryBrief,
  useSendOptions,
  type Introduction,
  type SendInput,
} from './introduction-queries';
import { SendForm } from './send-form';
import { SupplierAnswerForm } from './supplier-answer-form';
import { deskErrorMessage } from '../../shared/desk-error';

/** Once sent: what the buyer's email said of the supplier, and who confirmed the files named nobody. */
function SentWords({ intro }: { intro: Introduction }) {
  const name = intro.supplier?.company_name ?? '';
  return (
    <>
      {intro.buyer_reasons.length > 0 ? (
        <div className="grid gap-1">
          <p className="font-medium text-slate-900">{copy.sentReasons}</p>
          <ul aria-label={`${copy.sentReasons}: ${name}`} className="flex flex-wrap gap-x-4 gap-y-1">
            {intro.buyer_reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {intro.files_checked_by && intro.files_checked_at ? (
        <p>{copy.filesCheckedBy(intro.files_checked_by, formatDateTime(intro.files_checked_at))}</p>
      ) : null}
    </>
  );
}

function IntroductionItem({ kind, leadId, intro }: { kind: RfqKindId; leadId: string; intro: Introduction }) {
  const supplier = intro.supplier;
  const retry = useRetryBrief(kind, leadId);
  const delivery = intro.delivery;
  const name = supplier?.company_name ?? '';
  return (
    <li aria-label={name} className="grid gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-700">
      <p>
        <span className="font-medium text-slate-900">
          {intro.position}. {name}
        </span>
        {supplier ? ` · ${[supplier.town, countryName(supplier.country)].filter(Boolean).join(', ')}` : null}
        {' · '}
        {intro.hand_reason ? copy.handPicked(intro.hand_reason) : copy.suggestedAt(intro.suggested_rank ?? 0)}
      </p>
      {intro.sent_at ? <SentWords intro={intro} /> : null}
      {!intro.sent_at && intro.reasons.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {intro.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {intro.sent_at ? (
        <>
          <div className="grid gap-1">
            <p className="font-medium text-slate-900">{copy.brief}</p>
            {delivery ? <DeliveryState delivery={delivery} /> : null}
            {delivery && canRetry(delivery) ? (
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={deliveryCopy.retryLabel(`${copy.brief} to ${name}`)}
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(delivery.id, {
                      onSuccess: () => toast(deliveryCopy.retried),
                      onError: () => toast({ ...deliveryCopy.retryFailed, variant: 'destructive' }),
                    })
                  }
                >
                  {retry.isPending ? deliveryCopy.retryBusy : deliveryCopy.retry}
                </Button>
              </div>
            ) : null}
          </div>
          <SupplierAnswerForm kind={kind} leadId={leadId} intro={intro} />
        </>
      ) : null}
    </li>
  );
}

/**
 * An RFQ's options on the desk: the confirmed shortlist in order; before sending, "Preview and
 * send" asks for the team's words (in place of what the buyer typed, and for the buyer about each
 * supplier) and the check of the files, shows every message as it will be sent, and one action
 * sends them all; after, what the buyer read, each brief's delivery and the supplier's answer.
 */
export function SupplierOptions({
  kind,
  row,
}: {
  kind: RfqKindId;
  row: Readonly<Record<string, unknown>> & { id: string; options_sent_at: string | null };
}) {
  const headingId = useId();
  const [previewing, setPreviewing] = useState(false);
  const { data, isPending, isError } = useQuery(introductionsQuery(kind, row.id));
  const send = useSendOptions(kind, row.id);
  const sentAt = row.options_sent_at;
  const unsent = (data ?? []).filter((intro) => !intro.sent_at);
  const sendAll = (input: SendInput) =>
    send.mutate(input, {
      onSuccess: () => {
        setPreviewing(false);
        toast(copy.sent);
      },
      onError: (error) => toast({ ...copy.sendFailed(deskErrorMessage(error)), variant: 'destructive' }),
    });
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {copy.heading}
      </h3>
      {sentAt ? (
        <p className="text-sm text-slate-700">
          {copy.sentAt}: <time dateTime={sentAt}>{formatDateTime(sentAt)}</time>
        </p>
      ) : null}
      {isPending ? (
        <LoadingStatus text={copy.loading} />
      ) : isError ? (
        <p className="text-sm text-slate-600">{copy.failedToLoad}</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.none}</p>
      ) : (
        <>
          <ol className="grid gap-2">
            {data.map((intro) => (
              <IntroductionItem key={intro.id} kind={kind} leadId={row.id} intro={intro} />
            ))}
          </ol>
          {!sentAt && unsent.length > 0 ? (
            <div className="grid gap-3">
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={previewing}
                  onClick={() => setPreviewing((open) => !open)}
                >
                  {previewing ? copy.hidePreview : copy.preview}
                </Button>
              </div>
              {previewing ? (
                <SendForm kind={kind} row={row} introductions={data} pending={send.isPending} onSend={sendAll} />
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
