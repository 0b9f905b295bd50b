import { CheckCircle2, Download } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useFieldError } from '@/components/ui/field-error-source';
import { ChoiceOption, FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { consentCopy } from '@/shared/legal/consent';
import { icpTemplateContent, icpTemplateFile } from '@/content/pages/icp-template';
import { icpFields } from '@/shared/leads/fields/icp-fields';
import { fieldsByKey } from '@/shared/leads/fields/rows';
import { messages } from '@/lib/messages';
import { LeadFormElement } from '../components/lead-form-element';
import { PrivacyNote } from '../components/privacy-note';
import { toastAfterFieldErrors } from '../form-feedback';
import { useLeadSubmit } from '../use-lead-submit';
import { downloadFile } from '@/lib/files';
import { icpDefaults, icpErrorToast, toIcpRow } from './icp-row';
import { CHECKS_UNAVAILABLE, useLeadForm } from '../use-lead-form';

const copy = icpTemplateContent;
const f = fieldsByKey(icpFields);

/** The pause between the success toast and the download, so the toast is read first. */
const ICP_DOWNLOAD_DELAY_MS = 1000;

/** The consent box: its error stays under it, read with it, after the toast has gone. */
function ConsentField({ field }: { field: UseFormRegisterReturn<'agreeToPolicy'> }) {
  const error = useFieldError(field.name);
  const errorId = `consent${useId().replace(/:/g, '')}-error`;
  return (
    <div className="grid gap-1.5">
      <ChoiceOption
        type="checkbox"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        label={
          <>
            {consentCopy.privacyBefore}{' '}
            <Link to={paths.privacy} className="text-brand-700 font-medium underline underline-offset-2">
              {consentCopy.privacyLink}
            </Link>
          </>
        }
        {...field}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The ICP template download form: stored in icp_template_leads, then the PDF. */
export function IcpForm() {
  const [done, setDone] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, reset, formRef, fieldErrors } = useLeadForm(
    async () => (await import('./icp-schema')).loadIcpSchema(),
    icpDefaults,
    messages.icp.failure,
  );

  const { submitForm, isPending } = useLeadSubmit({
    table: 'icp_template_leads',
    toRow: toIcpRow,
    messages: messages.icp,
    onSuccess: () => {
      reset(icpDefaults);
      setDone(true);
      // Not cancelled on unmount: the visitor asked for the file even if they move on meanwhile.
      window.setTimeout(() => downloadFile(icpTemplateFile.href, icpTemplateFile.fileName), ICP_DOWNLOAD_DELAY_MS);
      window.requestAnimationFrame(() => successRef.current?.focus());
    },
  });

  return (
    <div className="grid gap-5">
      {done ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className="grid gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 focus:outline-none"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" />
            {copy.success.title}
          </p>
          <p className="text-sm">{copy.success.text}</p>
          <a
            href={icpTemplateFile.href}
            download={icpTemplateFile.fileName}
            className="text-brand-700 inline-flex items-center gap-2 text-sm font-semibold underline underline-offset-2"
          >
            <Download className="size-4" aria-hidden="true" />
            {copy.success.link}
          </a>
        </div>
      ) : null}
      <LeadFormElement
        formRef={formRef}
        fieldErrors={fieldErrors}
        label={copy.form.title}
        className="relative grid gap-4"
        onSubmit={handleSubmit(submitForm, (formErrors) => {
          if (formErrors.root?.type !== CHECKS_UNAVAILABLE) toastAfterFieldErrors(icpErrorToast(formErrors));
        })}
      >
        <FormField label={f.firstName.label} required name="firstName">
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={f.businessEmail.label} required name="businessEmail">
          <Input type="email" autoComplete="email" {...register('businessEmail')} />
        </FormField>
        <FormField label={f.jobTitle.label} required name="jobTitle">
          <Input autoComplete="organization-title" {...register('jobTitle')} />
        </FormField>
        <ConsentField field={register('agreeToPolicy')} />
        <ChoiceOption type="checkbox" label={f.marketingOptIn.label} {...register('marketingOptIn')} />
        <Button type="submit" variant="accent" size="lg" aria-disabled={isPending}>
          {isPending ? copy.form.submitting : copy.form.submit}
        </Button>
        <PrivacyNote />
      </LeadFormElement>
    </div>
  );
}
