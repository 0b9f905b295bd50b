import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { closeEnclosingDialog } from '@/components/ui/modal-dialog';
import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import { messages } from '@/lib/messages';
import { LaterPart } from '../components/later-part';
import { LeadFormElement } from '../components/lead-form-element';
import { useFirstQuestionFocus } from '../components/use-first-question-focus';
import { PrivacyNote } from '../components/privacy-note';
import { showInvalidToast } from '../form-feedback';
import { preloadUploads, useLeadSubmit } from '../use-lead-submit';
import { useLeadForm } from '../use-lead-form';
import { preloadChecks } from '../preload-checks';
import {
  OemCompanyFields,
  OemContactFields,
  OemLogisticsFields,
  OemProjectFields,
  OemSourcingFields,
} from './oem-sections';
import { emptyOemForm, toOemRow } from './oem-row';
import type { SubmittedLead } from '../submitted-lead';

const copy = oemSourcingContent.dialog;

const loadOemSchema = async () => (await import('./oem-schema')).loadOemSchema();

/** Loads the form's checks ahead of its first edit (oem-dialog.tsx, when the form's code arrives). */
export const preloadOemChecks = () => preloadChecks(loadOemSchema);

/** The OEM RFQ form: stored in oem_leads (the server then posts the OEM webhook). */
export function OemForm({ onSubmitted }: { onSubmitted: (lead: SubmittedLead) => void }) {
  const form = useLeadForm(loadOemSchema, emptyOemForm, messages.oem.failure);
  const [files, setFiles] = useState<File[]>([]);

  const { setFocus } = form;
  useFirstQuestionFocus(() => setFocus('companyName'));

  const { submitForm, isPending, uploadProgress } = useLeadSubmit({
    table: 'oem_leads',
    toRow: toOemRow,
    files: () => files,
    messages: messages.oem,
    onSuccess: (_values, lead) => {
      form.reset(emptyOemForm);
      setFiles([]);
      onSubmitted(lead);
    },
  });

  const chooseFiles = (chosen: File[]) => {
    if (chosen.length > 0) preloadUploads();
    setFiles(chosen);
  };

  return (
    <LeadFormElement
      formRef={form.formRef}
      fieldErrors={form.fieldErrors}
      label={copy.title}
      className="relative grid gap-6"
      onSubmit={form.handleSubmit(submitForm, (errors) => showInvalidToast(errors, messages.oem.missingFields))}
    >
      <OemCompanyFields form={form} />
      <LaterPart>
        <OemContactFields form={form} />
      </LaterPart>
      <LaterPart>
        <OemSourcingFields form={form} />
      </LaterPart>
      <LaterPart>
        <OemProjectFields form={form} files={files} onFilesChange={chooseFiles} progress={uploadProgress} />
      </LaterPart>
      <LaterPart>
        <OemLogisticsFields form={form} />
      </LaterPart>
      <LaterPart>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5">
          <Button type="button" variant="outline" onClick={(event) => closeEnclosingDialog(event.currentTarget)}>
            {copy.cancel}
          </Button>
          <Button type="submit" variant="accent" aria-disabled={isPending}>
            {isPending ? copy.submitting : copy.submit}
          </Button>
        </div>
        <PrivacyNote />
      </LaterPart>
    </LeadFormElement>
  );
}
