import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceOption, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { briefTerms } from '@/content/brief-terms';
import { briefContent } from '@/content/pages/brief';
import { z } from '@/lib/zod';
import { formatDateTime } from '@/shared/format';
import { trimVisible, visibleLength } from '@/shared/text/visible-text';
import { BriefFiles } from './brief-files';
import { PageSection, StepAlert, useFocusOnShow } from '@/components/private-link/page-parts';
import { termsAccepted, type BriefView } from './brief-view';
import { useAcceptTerms } from './use-brief';
import { briefFailureMessage } from './brief-api';
import { useSendOnce } from '@/lib/private-link/use-send-once';

const copy = briefContent.terms;

/** The database's bounds on the name: 2 to 120 visible characters. */
export const NAME_LIMITS = { min: 2, max: 120 } as const;

export const termsSchema = z.object({
  name: z.string().check(
    z.superRefine((name, ctx) => {
      // As the database counts: visible characters for the least, characters for the most.
      const trimmed = trimVisible(name);
      const length = visibleLength(trimmed);
      const message = length === 0 ? copy.nameRequired : length < NAME_LIMITS.min ? copy.nameTooShort : null;
      if (message) ctx.issues.push({ code: 'custom', message, input: name });
      else if ([...trimmed].length > NAME_LIMITS.max) {
        ctx.issues.push({ code: 'custom', message: copy.nameTooLong, input: name });
      }
    }),
  ),
  accept: z.boolean().check(z.refine((ticked) => ticked, copy.acceptRequired)),
});

type TermsValues = z.infer<typeof termsSchema>;

/** The terms, and until they are accepted, the name and the box; after, the drawings. */
export function TermsSection({ token, view }: { token: string; view: BriefView }) {
  return (
    <PageSection title={briefTerms.title}>
      <div className="grid gap-2 text-sm text-slate-800">
        <p>{briefTerms.intro}</p>
        <ol className="grid list-decimal gap-1 pl-5">
          {briefTerms.clauses.map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ol>
        <p>{briefTerms.identity}</p>
        <p className="text-slate-600">{briefTerms.record}</p>
      </div>
      {termsAccepted(view) ? <AcceptedFiles token={token} view={view} /> : <TermsForm token={token} />}
    </PageSection>
  );
}

function AcceptedFiles({ token, view }: { token: string; view: BriefView }) {
  // Focus lands here once the terms were accepted on this page (not on a later visit's first view).
  const [justAccepted] = useState(() => sessionAccepted.has(token));
  const ref = useFocusOnShow<HTMLParagraphElement>(justAccepted);
  return (
    <div className="grid gap-4">
      <p ref={ref} tabIndex={-1} role="status" className="text-sm font-medium text-green-800">
        {copy.accepted(view.terms.name ?? '', view.terms.accepted_at ? formatDateTime(view.terms.accepted_at) : '')}
      </p>
      <BriefFiles token={token} view={view} />
    </div>
  );
}

/** Tokens whose terms were accepted in this document, so the page moves focus to the drawings once. */
const sessionAccepted = new Set<string>();

function TermsForm({ token }: { token: string }) {
  const accept = useAcceptTerms(token);
  const { send, outcome } = useSendOnce(briefFailureMessage);
  const failure = outcome && !outcome.done ? outcome : null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TermsValues>({ resolver: zodResolver(termsSchema), defaultValues: { name: '', accept: false } });
  const onValid = ({ name }: TermsValues) =>
    send(
      async () => {
        sessionAccepted.add(token);
        await accept.mutateAsync(trimVisible(name));
        // The accepted view replaces this form, and its line says so.
        return '';
      },
      () => sessionAccepted.delete(token),
    );
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="grid gap-4"
      aria-label={briefTerms.title}
    >
      <p className="text-sm text-slate-700">{copy.filesLocked}</p>
      <FormField label={copy.nameLabel} hint={copy.nameHint} required error={errors.name?.message}>
        <Input autoComplete="name" maxLength={200} {...register('name')} />
      </FormField>
      <FormFieldset label={copy.acceptLegend} required error={errors.accept?.message}>
        <ChoiceOption
          type="checkbox"
          label={copy.accept}
          required
          aria-invalid={errors.accept ? true : undefined}
          {...register('accept')}
        />
      </FormFieldset>
      <StepAlert message={failure?.message ?? null} signal={failure} />
      <div>
        <Button type="submit" aria-disabled={accept.isPending}>
          {accept.isPending ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
