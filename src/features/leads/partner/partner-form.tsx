import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { messages } from '@/lib/messages';
import { LeadFormElement } from '../components/lead-form-element';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { OptionItems } from '../components/option-items';
import { MoreTableFields } from '../components/table-field';
import { LaterPart } from '../components/later-part';
import { PrivacyNote } from '../components/privacy-note';
import { showInvalidToast } from '../form-feedback';
import { partnerFields } from '@/shared/leads/fields/partner-fields';
import { fieldsByKey } from '@/shared/leads/fields/rows';
import { useLeadSubmit } from '../use-lead-submit';
import { toPartnerRow } from './partner-row';
import { emptyPartnerForm } from './partner-values';
import { useLeadForm } from '../use-lead-form';
import { preloadChecks } from '../preload-checks';
import type { SubmittedLead } from '../submitted-lead';

const f = fieldsByKey(partnerFields);

/** The questions this layout places itself; any other question of the table shows before the button. */
const placed: ReadonlySet<string> = new Set<keyof typeof f>([
  'email',
  'companyName',
  'contactName',
  'companyWebsite',
  'numberOfEmployees',
  'certifications',
  'industriesServed',
  'hearAboutUs',
]);

const loadPartnerSchema = async () => (await import('./partner-schema')).partnerSchema;

/** Loads the form's checks ahead of its first edit (partner-dialog.tsx, when the form's code arrives). */
export const preloadPartnerChecks = () => preloadChecks(loadPartnerSchema);

export const partnerSubmitLabels = { idle: 'Claim My Free Package', pending: 'Processing...' } as const;

/** The partner lead form: stored in cnc_partner_leads (the server then posts the partner webhook). */
export function PartnerForm({ onSubmitted }: { onSubmitted: (lead: SubmittedLead) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formRef,
    formState: { errors },
  } = useLeadForm(loadPartnerSchema, emptyPartnerForm, messages.partner.failure);

  // The form mounts after the dialog opened (its code loads on demand), so the dialog's own
  // initial focus may have gone to the Close button: start the visitor at the first field.
  useEffect(() => setFocus('email'), [setFocus]);

  const { submitForm, isPending } = useLeadSubmit({
    table: 'cnc_partner_leads',
    toRow: toPartnerRow,
    messages: messages.partner,
    onSuccess: (_values, lead) => {
      reset(emptyPartnerForm);
      onSubmitted(lead);
    },
  });

  return (
    <LeadFormElement
      formRef={formRef}
      label="Partner details"
      className="relative grid gap-4"
      onSubmit={handleSubmit(submitForm, (formErrors) => showInvalidToast(formErrors, messages.partner.missingFields))}
    >
      <FormField label={f.email.label} required error={errors.email?.message}>
        <Input type="email" autoComplete="email" data-autofocus {...register('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={f.companyName.label} required error={errors.companyName?.message}>
          <Input autoComplete="organization" {...register('companyName')} />
        </FormField>
        <FormField label={f.contactName.label} required error={errors.contactName?.message}>
          <Input autoComplete="name" {...register('contactName')} />
        </FormField>
      </div>
      <LaterPart className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={f.companyWebsite.label} error={errors.companyWebsite?.message}>
            <Input type="text" inputMode="url" autoComplete="url" {...register('companyWebsite')} />
          </FormField>
          <FormField label={f.numberOfEmployees.label} error={errors.numberOfEmployees?.message}>
            <Input type="text" inputMode="numeric" {...register('numberOfEmployees')} />
          </FormField>
        </div>
        <FormField label={f.certifications.label} hint={f.certifications.hint} error={errors.certifications?.message}>
          <Input {...register('certifications')} />
        </FormField>
        <FormField label={f.industriesServed.label} error={errors.industriesServed?.message}>
          <Textarea rows={3} {...register('industriesServed')} />
        </FormField>
        <FormField label={f.hearAboutUs.label} error={errors.hearAboutUs?.message}>
          <Select {...register('hearAboutUs')}>
            <OptionItems options={f.hearAboutUs.options} />
          </Select>
        </FormField>
        <MoreTableFields
          table={partnerFields}
          placed={placed}
          register={register as unknown as UseFormRegister<FieldValues>}
          errors={errors}
        />
      </LaterPart>
      <LaterPart className="grid gap-4">
        <Button type="submit" variant="accent" size="lg" disabled={isPending}>
          {isPending ? partnerSubmitLabels.pending : partnerSubmitLabels.idle}
        </Button>
        <PrivacyNote />
      </LaterPart>
    </LeadFormElement>
  );
}
