import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceOption, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { quoteContent } from '@/content/pages/quote';
import { messages } from '@/lib/messages';
import { Honeypot } from '../components/honeypot';
import { ChoiceItems, OptionItems } from '../components/option-items';
import { PrivacyNote } from '../components/privacy-note';
import {
  consultationBudgetOptions,
  consultationJobTypeOptions,
  consultationMaterialOptions,
  consultationQuantityOptions,
  consultationTimelineOptions,
} from '@/lib/leads/options';
import { useLeadSubmit } from '../use-lead-submit';
import { toConsultationRow } from './consultation-row';
import { FilePicker } from './file-picker';
import type { ProjectRequest } from './project-request-schema';
import { projectRequestDefaults } from './project-request-values';
import { useLeadForm } from '../use-lead-form';

const copy = quoteContent.form;
const f = copy.fields;

type QuoteFormProps = {
  onSubmitted: () => void;
  /** Moves focus to the first field, for a visitor coming back from the thank-you panel. */
  focusFirstField?: boolean;
};

/** The consultation request: validated on submit, then on every change. */
export function QuoteForm({ onSubmitted, focusFirstField = false }: QuoteFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useLeadForm(
    async () => (await import('./project-request-schema')).projectRequestSchema,
    projectRequestDefaults,
    messages.consultation.failure,
  );

  useEffect(() => {
    if (focusFirstField) setFocus('companyName');
  }, [focusFirstField, setFocus]);

  const { submitForm, isPending, uploadProgress } = useLeadSubmit({
    table: 'consultation_requests',
    toRow: toConsultationRow,
    files: () => files,
    messages: { success: messages.consultation.success, failure: messages.consultation.failure },
    onSuccess: () => {
      reset(projectRequestDefaults);
      setFiles([]);
      onSubmitted();
    },
  });

  const onValid = (values: ProjectRequest, event?: { target: EventTarget | null }) => submitForm(values, event);

  return (
    <form noValidate aria-label={copy.title} className="relative grid gap-6" onSubmit={handleSubmit(onValid)}>
      <Honeypot />
      <FormFieldset variant="section" label={copy.groups.company}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={f.companyName.label} required error={errors.companyName?.message}>
            <Input autoComplete="organization" {...register('companyName')} />
          </FormField>
          <FormField label={f.contactName.label} required error={errors.contactName?.message}>
            <Input autoComplete="name" {...register('contactName')} />
          </FormField>
        </div>
        <FormField label={f.email.label} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </FormFieldset>

      <FormFieldset variant="section" label={copy.groups.project}>
        <FormFieldset label={f.jobTypes.label} required error={errors.jobTypes?.message}>
          <ChoiceItems
            type="checkbox"
            options={consultationJobTypeOptions}
            field={register('jobTypes')}
            className="grid gap-2 sm:grid-cols-2"
          />
        </FormFieldset>
        <FormField
          label={f.projectDescription.label}
          hint={f.projectDescription.hint}
          required
          error={errors.projectDescription?.message}
        >
          <Textarea rows={5} {...register('projectDescription')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={f.timeline.label} required error={errors.timeline?.message}>
            <Select {...register('timeline')}>
              <OptionItems options={consultationTimelineOptions} />
            </Select>
          </FormField>
          <FormField label={f.budget.label} required error={errors.budget?.message}>
            <Select {...register('budget')}>
              <OptionItems options={consultationBudgetOptions} />
            </Select>
          </FormField>
          <FormField label={f.quantity.label} required error={errors.quantity?.message}>
            <Select {...register('quantity')}>
              <OptionItems options={consultationQuantityOptions} />
            </Select>
          </FormField>
        </div>
      </FormFieldset>

      <FormFieldset variant="section" label={copy.groups.materials}>
        <FormFieldset label={f.materials.label} error={errors.materials?.message}>
          <ChoiceItems
            type="checkbox"
            options={consultationMaterialOptions}
            field={register('materials')}
            className="grid gap-2 sm:grid-cols-2"
          />
        </FormFieldset>
        <FormField label={f.tolerance.label} hint={f.tolerance.hint} error={errors.tolerance?.message}>
          <Input {...register('tolerance')} />
        </FormField>
      </FormFieldset>

      <FormFieldset variant="section" label={copy.groups.location}>
        <ChoiceOption
          type="checkbox"
          label={f.internationalSuppliers.label}
          hint={f.internationalSuppliers.hint}
          {...register('internationalSuppliers')}
        />
      </FormFieldset>

      <FormFieldset variant="section" label={copy.groups.files}>
        <FilePicker files={files} onChange={setFiles} disabled={isPending} progress={uploadProgress} />
      </FormFieldset>

      <div className="grid gap-3">
        <Button type="submit" size="lg" disabled={isPending} className="justify-self-start">
          {isPending ? copy.submitting : copy.submit}
        </Button>
        <PrivacyNote />
      </div>
    </form>
  );
}
