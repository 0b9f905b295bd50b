import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageSection, StepAlert, StepDone } from '@/components/private-link/page-parts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ChoiceOption, FormFieldset } from '@/components/ui/form-field';
import { optionsContent } from '@/content/pages/options';
import { useSendOnce } from '@/lib/private-link/use-send-once';
import { z } from '@/lib/zod';
import { optionsFailureMessage } from './options-api';
import { canChoose, chosenOptions, introductionOf, type BuyerOption, type OptionsView } from './options-view';
import { useChooseOptions } from './use-options';

const copy = optionsContent.introduce;

/** `choose_options` takes 1 to 3 introductions at a time. */
export const MAX_CHOICE = 3;

const consentSchema = z.object({
  consent: z.boolean().check(z.refine((ticked) => ticked, copy.consentRequired)),
});

type ConsentValues = z.infer<typeof consentSchema>;

type IntroduceProps = {
  token: string;
  view: OptionsView;
  selected: readonly BuyerOption[];
  /** Clears the ticks once their introductions went. */
  onSent: () => void;
};

/**
 * Asking to meet the ticked suppliers: a confirm step names exactly what is shared and with whom,
 * and asks for consent under the notice's version. A choice is final
 * (docs/decisions/0037-buyer-options-page.md): chosen cards lose their box; more can follow.
 */
export function IntroduceSection({ token, view, selected, onSent }: IntroduceProps) {
  const choose = useChooseOptions(token);
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState<{ text: string } | null>(null);
  const { send, outcome } = useSendOnce(optionsFailureMessage);
  const form = useForm<ConsentValues>({ resolver: zodResolver(consentSchema), defaultValues: { consent: false } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  // Only an introduction that went, or is on its way, is said to be on its way.
  const going = chosenOptions(view).some((o) => ['sent', 'sending'].includes(introductionOf(o) ?? ''));
  const start = () => {
    if (selected.length === 0) return setHint({ text: copy.chooseFirst });
    if (selected.length > MAX_CHOICE) return setHint({ text: copy.tooMany });
    setHint(null);
    reset({ consent: false });
    setOpen(true);
  };
  const onValid = () =>
    send(async () => {
      const names = selected.map((o) => o.company_name);
      await choose.mutateAsync({ ids: selected.map((o) => o.id), noticeVersion: view.notice_version });
      setOpen(false);
      onSent();
      return copy.sent(new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(names));
    });
  return (
    <PageSection title={copy.title} intro={copy.intro}>
      {going ? <p className="text-sm font-medium text-slate-900">{copy.done}</p> : null}
      <StepAlert message={hint?.text ?? null} signal={hint} />
      <StepDone message={outcome?.done ? outcome.message : null} signal={outcome} />
      {selected.length > 0 ? (
        <p className="text-sm text-slate-700" aria-live="polite">
          {copy.selected(selected.length)}
        </p>
      ) : null}
      {view.options.some(canChoose) ? (
        <div>
          <Button type="button" onClick={start}>
            {copy.button}
          </Button>
        </div>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{copy.dialogTitle}</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-slate-700">{copy.shared}</DialogDescription>
          <ul className="mt-2 list-disc pl-5 text-sm font-medium text-slate-950">
            {selected.map((option) => (
              <li key={option.id}>{option.company_name}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">{copy.final}</p>
          <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="mt-4 grid gap-4">
            <FormFieldset label={copy.consentLegend} required error={errors.consent?.message}>
              <ChoiceOption
                type="checkbox"
                label={copy.consent}
                required
                aria-invalid={errors.consent ? true : undefined}
                {...register('consent')}
              />
            </FormFieldset>
            <StepAlert message={outcome && !outcome.done ? outcome.message : null} signal={outcome} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" aria-disabled={choose.isPending}>
                {choose.isPending ? copy.submitting : copy.submit}
              </Button>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {copy.cancel}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </PageSection>
  );
}
