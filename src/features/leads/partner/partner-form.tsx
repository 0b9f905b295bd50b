import { useState } from 'react';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cncPartnerContent } from '@/content/pages/cnc-partner';
import { messages } from '@/lib/messages';
import { partnerOffer } from '@/shared/leads/partner-offer';
import { partnerFields } from '@/shared/leads/fields/partner-fields';
import { fieldsByKey } from '@/shared/leads/fields/rows';
import { LeadFormElement } from '../components/lead-form-element';
import { firstQuestion } from '../components/first-question';
import { LaterPart } from '../components/later-part';
import { useFirstQuestionFocus } from '../components/use-first-question-focus';
import { PrivacyNote } from '../components/privacy-note';
import { requiredMessages } from '../field-rules';
import { showInvalidToast } from '../form-feedback';
import { preloadUploads, useLeadSubmit } from '../use-lead-submit';
import { useLeadForm } from '../use-lead-form';
import { preloadChecks } from '../preload-checks';
import type { SubmittedLead } from '../submitted-lead';
import { PartnerCapabilityFields, PartnerMoreFields } from './partner-sections';
import { toPartnerRow } from './partner-row';
import { emptyPartnerForm } from './partner-values';

const copy = cncPartnerContent.dialog.form;
const f = fieldsByKey(partnerFields);
const missingMessages = requiredMessages(partnerFields);

const loadPartnerSchema = async () => (await import('./partner-schema')).loadPartnerSchema();

/** Loads the form's checks ahead of its first edit (partner-dialog.tsx, when the form's code arrives). */
export const preloadPartnerChecks = () => preloadChecks(loadPartnerSchema);

export const partnerSubmitLabels = { idle: 'Claim My Free Package', pending: 'Processing...' } as const;

/**
 * The partner lead form: stored in cnc_partner_leads with its certificate files (the server then
 * posts the partner webhook). Three questions first, then what vetting needs, then the optional rest.
 */
export function PartnerForm({ onSubmitted }: { onSubmitted: (lead: SubmittedLead) => void }) {
  const { register, handleSubmit, reset, setFocus, formRef, fieldErrors } = useLeadForm(
    loadPartnerSchema,
    emptyPartnerForm,
    messages.partner.failure,
  );
  const [files, setFiles] = useState<File[]>([]);

  useFirstQuestionFocus(() => setFocus('email'));

  const { submitForm, isPending, uploadProgress } = useLeadSubmit({
    table: 'cnc_partner_leads',
    toRow: toPartnerRow,
    files: () => files,
    messages: messages.partner,
    onSuccess: (_values, lead) => {
      reset(emptyPartnerForm);
      setFiles([]);
      onSubmitted(lead);
    },
  });

  const chooseFiles = (chosen: File[]) => {
    if (chosen.length > 0) preloadUploads();
    setFiles(chosen);
  };
  const fields = { register: register as unknown as UseFormRegister<FieldValues> };

  return (
    <LeadFormElement
      formRef={formRef}
      fieldErrors={fieldErrors}
      label={copy.label}
      className="relative grid gap-4"
      onSubmit={handleSubmit(submitForm, (formErrors) =>
        showInvalidToast(formErrors, messages.partner.missingFields, missingMessages),
      )}
    >
      <FormField label={f.email.label} required name="email">
        <Input type="email" autoComplete="email" {...firstQuestion} {...register('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={f.companyName.label} required name="companyName">
          <Input autoComplete="organization" {...register('companyName')} />
        </FormField>
        <FormField label={f.contactName.label} required name="contactName">
          <Input autoComplete="name" {...register('contactName')} />
        </FormField>
      </div>
      <LaterPart className="grid gap-4">
        <PartnerCapabilityFields {...fields} />
      </LaterPart>
      <LaterPart className="grid gap-4">
        <PartnerMoreFields {...fields} files={files} onFilesChange={chooseFiles} progress={uploadProgress} />
      </LaterPart>
      <LaterPart className="grid gap-4">
        <p className="text-sm text-slate-600">{partnerOffer.terms}</p>
        <Button type="submit" variant="accent" size="lg" aria-disabled={isPending}>
          {isPending ? partnerSubmitLabels.pending : partnerSubmitLabels.idle}
        </Button>
        <PrivacyNote />
      </LaterPart>
    </LeadFormElement>
  );
}
