import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { PageSection, StepAlert, StepDone } from '@/components/private-link/page-parts';
import { Button } from '@/components/ui/button';
import { ChoiceItems, FormField, FormFieldset } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { noneFitReasons, optionsContent } from '@/content/pages/options';
import { useSendOnce } from '@/lib/private-link/use-send-once';
import { formatDateTime } from '@/shared/format';
import {
  blankNoneFit,
  NONE_FIT_WORDS_MAX,
  noneFitSchema,
  reasonLabel,
  toDecline,
  type NoneFitValues,
} from './none-fit-schema';
import { optionsFailureMessage } from './options-api';
import { canSayNoneFit, type OptionsView } from './options-view';
import { useDeclineOptions } from './use-options';

const copy = optionsContent.noneFit;

/**
 * "None of these fit": offered while nothing was chosen and nothing was said; said once. After,
 * the section shows what was said.
 */
export function NoneFitSection({ token, view }: { token: string; view: OptionsView }) {
  const { send, outcome } = useSendOnce(optionsFailureMessage);
  if (view.none_fit) {
    return (
      <PageSection title={copy.title}>
        <StepDone message={outcome?.done ? outcome.message : null} signal={outcome} />
        <p className="text-sm text-slate-700">{copy.said(formatDateTime(view.none_fit.at))}</p>
        <p className="text-sm font-medium text-slate-950">{reasonLabel(view.none_fit.reason)}</p>
        {view.none_fit.words ? (
          <p className="text-sm whitespace-pre-line text-slate-950">{view.none_fit.words}</p>
        ) : null}
      </PageSection>
    );
  }
  if (!canSayNoneFit(view)) return null;
  return (
    <PageSection title={copy.title} intro={copy.intro}>
      <NoneFitForm token={token} send={send} failure={outcome && !outcome.done ? outcome : null} />
    </PageSection>
  );
}

type FormProps = {
  token: string;
  send: ReturnType<typeof useSendOnce>['send'];
  failure: { message: string } | null;
};

function NoneFitForm({ token, send, failure }: FormProps) {
  const decline = useDeclineOptions(token);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<NoneFitValues>({ resolver: zodResolver(noneFitSchema), defaultValues: blankNoneFit });
  const reason = useWatch({ control, name: 'reason' });
  const onValid = (values: NoneFitValues) =>
    send(async () => {
      await decline.mutateAsync(toDecline(values));
      return copy.saved;
    });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="grid gap-4"
      aria-label={copy.title}
    >
      <FormFieldset label={copy.reason} required error={errors.reason?.message}>
        <ChoiceItems type="radio" options={noneFitReasons} register={register} name="reason" className="grid gap-2" />
      </FormFieldset>
      <FormField
        label={reason === 'other' ? copy.wordsOther : copy.words}
        required={reason === 'other'}
        error={errors.words?.message}
      >
        <Textarea rows={3} maxLength={NONE_FIT_WORDS_MAX + 200} {...register('words')} />
      </FormField>
      <StepAlert message={failure?.message ?? null} signal={failure} />
      <div>
        <Button type="submit" variant="outline" aria-disabled={decline.isPending}>
          {decline.isPending ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
