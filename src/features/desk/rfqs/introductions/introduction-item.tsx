import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/shared/format';
import { countryName } from '@/shared/introductions/buyer-options';
import type { RfqKindId } from '@/shared/leads/tables';
import { DeliveryState, RetryButton } from '../../deliveries/delivery-list';
import { canRetry } from '../../deliveries/delivery-health';
import { deskErrorMessage } from '../../shared/desk-error';
import { BriefQuestions } from './brief-questions';
import {
  useRecordAnswer,
  useReplyQuestion,
  useResendBrief,
  useRetryIntroductionEmail,
  useRevokeLinks,
} from './introduction-queries';
import { IntroductionTrail, StatedAnswerView } from './introduction-trail';
import type { Introduction } from './introduction-types';
import { buyerAnswerCopy as answerCopy } from './buyer-answer-copy';
import { introductionsCopy as copy } from './introductions-copy';
import { LinkActions } from './link-actions';
import { PhoneAnswerForm } from './phone-answer-form';

const failed = (words: { title: string; description: string }) => toast({ ...words, variant: 'destructive' });

/** Once offered: what the buyer's email said of the supplier, and when the buyer chose it. Once sent: who confirmed the files named nobody. */
function SentWords({ intro }: { intro: Introduction }) {
  const name = intro.supplier?.company_name ?? '';
  return (
    <>
      {intro.offered_at ? (
        <p className="font-medium text-emerald-800">{copy.offered(formatDateTime(intro.offered_at))}</p>
      ) : null}
      {intro.chosen_at ? (
        <p className="font-semibold text-emerald-900">
          <time dateTime={intro.chosen_at}>{answerCopy.chosen(formatDateTime(intro.chosen_at))}</time>
        </p>
      ) : null}
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

/**
 * One email of an introduction (its brief, or once chosen the email introducing both sides): how
 * its delivery stands, with Retry while it is not sent.
 */
function EmailDelivery({
  kind,
  leadId,
  title,
  company,
  delivery,
}: {
  kind: RfqKindId;
  leadId: string;
  title: string;
  company: string;
  delivery: Introduction['delivery'];
}) {
  const retry = useRetryIntroductionEmail(kind, leadId);
  if (!delivery) return null;
  return (
    <div className="grid gap-1">
      <p className="font-medium text-slate-900">{title}</p>
      <DeliveryState delivery={delivery} />
      {canRetry(delivery) ? (
        <div>
          <RetryButton subject={`${title} to ${company}`} deliveryId={delivery.id} retry={retry} />
        </div>
      ) : null}
    </div>
  );
}

/** What the team does on a briefed introduction: reply, record a phone answer, send again, revoke. */
function BriefWork({
  kind,
  leadId,
  intro,
  open,
}: {
  kind: RfqKindId;
  leadId: string;
  intro: Introduction;
  /** False once the buyer's options were sent: answers are closed. */
  open: boolean;
}) {
  const [answering, setAnswering] = useState(false);
  const record = useRecordAnswer(kind, leadId);
  const reply = useReplyQuestion(kind, leadId);
  const resend = useResendBrief(kind, leadId);
  const revoke = useRevokeLinks(kind, leadId);
  const company = intro.supplier?.company_name ?? '';
  return (
    <>
      <BriefQuestions
        questions={intro.questions}
        pending={reply.isPending}
        onReply={(questionId, words, done) =>
          reply.mutate(
            { questionId, reply: words },
            {
              onSuccess: () => {
                done();
                toast(copy.questions.replied_);
              },
              onError: (error) => failed(copy.questions.failed(deskErrorMessage(error))),
            },
          )
        }
      />
      {open ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" aria-expanded={answering} onClick={() => setAnswering((a) => !a)}>
              {answering ? copy.phone.hide : intro.answer ? copy.phone.change : copy.phone.open}
            </Button>
            <LinkActions
              company={company}
              pending={resend.isPending || revoke.isPending}
              onResend={(done) =>
                resend.mutate(intro.id, {
                  onSuccess: () => {
                    done();
                    toast(copy.link.resent);
                  },
                  onError: (error) => failed(copy.link.resendFailed(deskErrorMessage(error))),
                })
              }
              onRevoke={(done) =>
                revoke.mutate(intro.id, {
                  onSuccess: () => {
                    done();
                    toast(copy.link.revoked);
                  },
                  onError: (error) => failed(copy.link.revokeFailed(deskErrorMessage(error))),
                })
              }
            />
          </div>
          {answering ? (
            <PhoneAnswerForm
              intro={intro}
              pending={record.isPending}
              onSave={(answer) =>
                record.mutate(
                  { introductionId: intro.id, answer },
                  {
                    onSuccess: () => {
                      setAnswering(false);
                      toast(copy.phone.saved);
                    },
                    onError: (error) => failed(copy.phone.failed(deskErrorMessage(error))),
                  },
                )
              }
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** One shortlisted supplier: who and why; once briefed, the brief's delivery, trail, answer and questions. */
export function IntroductionItem({
  kind,
  leadId,
  intro,
  open,
}: {
  kind: RfqKindId;
  leadId: string;
  intro: Introduction;
  open: boolean;
}) {
  const supplier = intro.supplier;
  const name = supplier?.company_name ?? '';
  return (
    <li aria-label={name} className="grid gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-700">
      <p>
        <span className="font-medium text-slate-900">
          {intro.position}. {name}
        </span>
        {supplier ? ` · ${[supplier.town, countryName(supplier.country)].filter(Boolean).join(', ')}` : null}
        {' · '}
        {intro.hand_reason ? copy.handPicked(intro.hand_reason) : copy.suggestedAt(intro.suggested_rank ?? 0)}
      </p>
      {intro.sent_at ? (
        <>
          <SentWords intro={intro} />
          <EmailDelivery kind={kind} leadId={leadId} title={copy.brief} company={name} delivery={intro.delivery} />
          <EmailDelivery
            kind={kind}
            leadId={leadId}
            title={copy.introductionEmail}
            company={name}
            delivery={intro.introduction_delivery}
          />
          <StatedAnswerView intro={intro} />
          <IntroductionTrail intro={intro} />
          <BriefWork kind={kind} leadId={leadId} intro={intro} open={open} />
        </>
      ) : intro.reasons.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {intro.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
