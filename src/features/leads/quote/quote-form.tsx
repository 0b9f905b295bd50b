import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormFieldset } from '@/components/ui/form-field';
import { quoteContent } from '@/content/pages/quote';
import { messages } from '@/lib/messages';
import { LeadFormElement } from '../components/lead-form-element';
import { PrivacyNote } from '../components/privacy-note';
import { preloadUploads, useLeadSubmit } from '../use-lead-submit';
import { toQuoteRow } from './quote-row';
import { FilePicker } from './file-picker';
import { QuoteSections } from './quote-sections';
import type { QuoteFormValues } from './quote-schema';
import { emptyQuoteForm } from './quote-values';
import { useLeadForm } from '../use-lead-form';
import type { SubmittedLead } from '../submitted-lead';

const copy = quoteContent.form;

type QuoteFormProps = {
  onSubmitted: (lead: SubmittedLead) => void;
  /** Moves focus to the first field, for a visitor coming back from the thank-you panel. */
  focusFirstField?: boolean;
};

/** The /quote request: validated on submit, then on every change. */
export function QuoteForm({ onSubmitted, focusFirstField = false }: QuoteFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const { register, handleSubmit, reset, setFocus, formRef, fieldErrors } = useLeadForm(
    async () => (await import('./quote-schema')).loadQuoteSchema(),
    emptyQuoteForm,
    messages.quote.failure,
  );

  useEffect(() => {
    if (focusFirstField) setFocus('companyName');
  }, [focusFirstField, setFocus]);

  const { submitForm, isPending, uploadProgress } = useLeadSubmit({
    table: 'consultation_requests',
    toRow: toQuoteRow,
    files: () => files,
    messages: { success: messages.quote.success, failure: messages.quote.failure },
    onSuccess: (_values, lead) => {
      reset(emptyQuoteForm);
      setFiles([]);
      onSubmitted(lead);
    },
  });

  const chooseFiles = (chosen: File[]) => {
    if (chosen.length > 0) preloadUploads();
    setFiles(chosen);
  };

  const onValid = (values: QuoteFormValues, event?: { target: EventTarget | null }) => submitForm(values, event);

  return (
    <LeadFormElement
      formRef={formRef}
      fieldErrors={fieldErrors}
      label={copy.title}
      // Below the first screen: laid out after the page's first paint (src/before-start.css).
      className="after-first-paint relative grid gap-6"
      onSubmit={handleSubmit(onValid)}
    >
      <QuoteSections register={register} />

      <FormFieldset variant="section" label={copy.groups.files}>
        <FilePicker files={files} onChange={chooseFiles} disabled={isPending} progress={uploadProgress} />
      </FormFieldset>

      <div className="grid gap-3">
        <Button type="submit" size="lg" aria-disabled={isPending} className="justify-self-start">
          {isPending ? copy.submitting : copy.submit}
        </Button>
        <PrivacyNote />
      </div>
    </LeadFormElement>
  );
}
