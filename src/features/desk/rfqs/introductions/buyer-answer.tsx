import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/shared/format';
import type { RfqKindId } from '@/shared/leads/tables';
import { LoadingStatus } from '../../shared/load-state';
import { useNow } from '../clock/use-now';
import { deskErrorMessage } from '../../shared/desk-error';
import { buyerAnswerCopy as copy } from './buyer-answer-copy';
import { buyerAnswerQuery, useReplyBuyerQuestion, type BuyerChoice, type OptionsLink } from './buyer-answer-queries';
import { introductionKeys } from './introduction-queries';
import type { Introduction } from './introduction-types';
import { QuestionThread, type ThreadWords } from './question-thread';

/** The buyer's page: the database's limit on a reply. */
const words: ThreadWords = { title: copy.questions.title, replyHint: copy.questions.replyHint, replyMax: 4000 };

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at)}</time>;

/** One options link: issued, opened, expiring (or expired), revoked. */
function LinkFacts({ link, n }: { link: OptionsLink; n: number }) {
  const now = useNow();
  const expired = Date.parse(link.expires_at) <= now.getTime();
  return (
    <dl aria-label={copy.link.label(n)} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      <dt className="text-slate-600">{copy.link.issued}</dt>
      <dd>
        <When at={link.issued_at} />
      </dd>
      <dt className="text-slate-600">{copy.link.opened}</dt>
      <dd>{link.opened_at ? <When at={link.opened_at} /> : copy.link.notOpened}</dd>
      <dt className="text-slate-600">{expired ? copy.link.expired : copy.link.expires}</dt>
      <dd>
        <When at={link.expires_at} />
      </dd>
      {link.revoked_at ? (
        <>
          <dt className="text-slate-600">{copy.link.revoked}</dt>
          <dd>
            <time dateTime={link.revoked_at}>
              {copy.link.revokedBy(formatDateTime(link.revoked_at), link.revoked_by)}
            </time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** One choice: whom the buyer asked to meet with the notice they consented under, or why none fits. */
function ChoiceFacts({ choice, intros }: { choice: BuyerChoice; intros: readonly Introduction[] }) {
  const names = (choice.introduction_ids ?? []).map(
    (id) => intros.find((intro) => intro.id === id)?.supplier?.company_name ?? copy.choices.unknownSupplier,
  );
  return (
    <li className="grid gap-1 rounded-md bg-slate-50 p-2">
      <p className="text-slate-600">
        <time dateTime={choice.made_at}>{copy.choices.at(formatDateTime(choice.made_at))}</time>
      </p>
      {choice.kind === 'introduce' ? (
        <>
          <p className="font-medium text-emerald-900">{copy.choices.introduce(names)}</p>
          {choice.consent_version ? <p>{copy.choices.consent(choice.consent_version)}</p> : null}
        </>
      ) : (
        <>
          <p className="font-medium text-slate-900">{copy.choices.noneFit(choice.none_fit_reason ?? 'other')}</p>
          {choice.words ? (
            <div className="grid gap-0.5">
              <p className="text-slate-600">{copy.choices.words}</p>
              <blockquote className="break-words whitespace-pre-wrap text-slate-900">{choice.words}</blockquote>
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}

/** A choice that arrives while the RFQ is open marks its suppliers' rows: their introductions reload. */
function useChosenRows(kind: RfqKindId, leadId: string, choices: number | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(choices);
  useEffect(() => {
    if (choices === undefined) return;
    if (seen.current !== undefined && choices > seen.current) {
      void queryClient.invalidateQueries({ queryKey: introductionKeys.lead(kind, leadId), exact: true });
    }
    seen.current = choices;
  }, [choices, kind, leadId, queryClient]);
}

/**
 * What the buyer did with their options (docs/decisions/0037-buyer-options-page.md): the options
 * link, each choice (whom to meet, or that none fits) and the buyer's questions, with a box to
 * reply that emails the buyer. Shown once the options were sent.
 */
export function BuyerAnswer({
  kind,
  leadId,
  intros,
}: {
  kind: RfqKindId;
  leadId: string;
  intros: readonly Introduction[];
}) {
  const headingId = useId();
  const choicesId = useId();
  const linkId = useId();
  const { data, isPending, isError } = useQuery(buyerAnswerQuery(kind, leadId));
  const reply = useReplyBuyerQuestion(kind, leadId);
  useChosenRows(kind, leadId, data?.choices.length);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 text-sm text-slate-700">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {copy.title}
      </h4>
      {isPending ? (
        <LoadingStatus text={copy.loading} />
      ) : isError || !data ? (
        <p className="text-slate-600">{copy.failedToLoad}</p>
      ) : (
        <>
          <section aria-labelledby={linkId} className="grid gap-2">
            <h5 id={linkId} className="font-medium text-slate-900">
              {copy.link.title}
            </h5>
            {data.links.length === 0 ? <p>{copy.link.none}</p> : null}
            {[...data.links].reverse().map((link, index) => (
              <LinkFacts key={link.id} link={link} n={data.links.length - index} />
            ))}
          </section>
          <section aria-labelledby={choicesId} className="grid gap-2">
            <h5 id={choicesId} className="font-medium text-slate-900">
              {copy.choices.title}
            </h5>
            {data.choices.length === 0 ? (
              <p>{copy.choices.none}</p>
            ) : (
              <ol className="grid gap-2">
                {data.choices.map((choice) => (
                  <ChoiceFacts key={choice.id} choice={choice} intros={intros} />
                ))}
              </ol>
            )}
          </section>
          <QuestionThread
            questions={data.questions}
            words={words}
            pending={reply.isPending}
            onReply={(questionId, text, done) =>
              reply.mutate(
                { questionId, reply: text },
                {
                  onSuccess: () => {
                    done();
                    toast(copy.questions.replied);
                  },
                  onError: (error) =>
                    toast({ ...copy.questions.failed(deskErrorMessage(error)), variant: 'destructive' }),
                },
              )
            }
          />
        </>
      )}
    </section>
  );
}
