import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceOption, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { briefContent, briefCurrencies, briefDeclineReasons, briefPriceBases } from '@/content/pages/brief';
import { leadTimes } from '@/lib/suppliers/capabilities';
import { formatDateTime, formatLongDate } from '@/shared/format';
import {
  ANSWER_LIMITS,
  answerSchema,
  fromAnswer,
  isoDay,
  latestStart,
  toAnswerInput,
  type AnswerFormValues,
} from './answer-schema';
import { PageSection, StepAlert, StepDone } from '@/components/private-link/page-parts';
import { formatAmount, type BriefAnswer, type BriefAnswerInput, type BriefView } from './brief-view';
import { useAnswerBrief } from './use-brief';
import { briefFailureMessage } from './brief-api';
import { useSendOnce } from '@/lib/private-link/use-send-once';

const copy = briefContent.answer;

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** The answer given so far, in words. */
export function answerLines(answer: BriefAnswerInput): string[] {
  if (answer.answer === 'declined') {
    return [copy.declined, labelOf(briefDeclineReasons, answer.reason), ...(answer.words ? [answer.words] : [])];
  }
  return [
    copy.interested,
    copy.leadTimeLine(labelOf(leadTimes, answer.lead_time)),
    copy.earliestStartLine(formatLongDate(answer.earliest_start)),
    ...(answer.price
      ? [copy.priceLine(formatAmount(answer.price.amount), answer.price.currency, answer.price.basis)]
      : []),
    ...(answer.minimum_order != null ? [copy.minimumOrderLine(answer.minimum_order)] : []),
    ...(answer.note ? [answer.note] : []),
  ];
}

/** The supplier's answer: what it said, and while answers are open, the form to say or change it. */
export function AnswerSection({ token, view }: { token: string; view: BriefView }) {
  return (
    <PageSection title={copy.title} intro={view.open ? copy.intro : undefined}>
      {view.answer ? (
        <div className="grid gap-1 rounded-md bg-slate-50 px-3 py-2 text-sm">
          <h3 className="font-semibold text-slate-950">{copy.current}</h3>
          <ul className="grid gap-0.5 text-slate-800">
            {answerLines(view.answer).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-slate-600">{copy.answeredAt(formatDateTime(view.answer.answered_at), view.answer.via)}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{copy.none}</p>
      )}
      {view.open ? (
        <AnswerForm token={token} answer={view.answer} />
      ) : (
        <p className="text-sm font-medium text-slate-900">{copy.closed}</p>
      )}
    </PageSection>
  );
}

function AnswerForm({ token, answer }: { token: string; answer: BriefAnswer | null }) {
  const answerBrief = useAnswerBrief(token);
  const { send, outcome } = useSendOnce(briefFailureMessage);
  const [resolver] = useState(() => zodResolver(answerSchema(() => new Date())));
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AnswerFormValues>({ resolver, defaultValues: fromAnswer(answer) });
  const choice = useWatch({ control, name: 'answer' });
  const reason = useWatch({ control, name: 'reason' });
  const today = new Date();

  const onValid = (values: AnswerFormValues) =>
    send(async () => {
      await answerBrief.mutateAsync(toAnswerInput(values));
      return copy.saved;
    });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="grid gap-4"
      aria-label={copy.title}
    >
      <FormFieldset label={copy.choiceLabel} required error={errors.answer?.message}>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <ChoiceOption type="radio" value="interested" label={copy.interested} {...register('answer')} />
          <ChoiceOption type="radio" value="declined" label={copy.declined} {...register('answer')} />
        </div>
      </FormFieldset>
      {choice === 'interested' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={copy.leadTime} required error={errors.leadTime?.message}>
            <Select {...register('leadTime')}>
              <option value="">{copy.choose}</option>
              {leadTimes.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label={copy.earliestStart}
            hint={copy.earliestStartHint}
            required
            error={errors.earliestStart?.message}
          >
            <Input type="date" min={isoDay(today)} max={latestStart(today)} {...register('earliestStart')} />
          </FormField>
          <FormField label={copy.price} hint={copy.priceHint} error={errors.priceAmount?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register('priceAmount')} />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label={copy.currency}>
              <Select {...register('priceCurrency')}>
                {briefCurrencies.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={copy.basis}>
              <Select {...register('priceBasis')}>
                {briefPriceBases.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField label={copy.minimumOrder} error={errors.minimumOrder?.message}>
            <Input inputMode="numeric" autoComplete="off" {...register('minimumOrder')} />
          </FormField>
          <FormField label={copy.note} hint={copy.noteHint} error={errors.note?.message} className="sm:col-span-2">
            <Textarea rows={3} maxLength={ANSWER_LIMITS.text} {...register('note')} />
          </FormField>
        </div>
      ) : null}
      {choice === 'declined' ? (
        <div className="grid gap-4">
          <FormField label={copy.reason} required error={errors.reason?.message}>
            <Select {...register('reason')}>
              <option value="">{copy.choose}</option>
              {briefDeclineReasons.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label={reason === 'other' ? copy.wordsOther : copy.words}
            required={reason === 'other'}
            error={errors.words?.message}
          >
            <Textarea rows={3} maxLength={ANSWER_LIMITS.text} {...register('words')} />
          </FormField>
        </div>
      ) : null}
      <StepAlert message={outcome && !outcome.done ? outcome.message : null} signal={outcome} />
      <StepDone message={outcome?.done ? outcome.message : null} signal={outcome} />
      <div>
        <Button type="submit" aria-disabled={answerBrief.isPending}>
          {answerBrief.isPending ? copy.submitting : answer ? copy.change : copy.submit}
        </Button>
      </div>
    </form>
  );
}
