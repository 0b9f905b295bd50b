import type { ChangeEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BookingLink } from '@/components/layout/booking-link';
import { FormField, FormFieldset } from '@/components/ui/form-field';
import { FileInput, Input, Select, Textarea } from '@/components/ui/input';
import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import {
  certificationOptions,
  deliveryRegionOptions,
  industrySectorOptions,
  leadTimeOptions,
  oemMaterialOptions,
  orderSizeOptions,
  typeOfWorkOptions,
  workOutsideUkOptions,
} from '@/lib/leads/options';
import { toast } from '@/components/ui/use-toast';
import { MAX_ATTACHMENT_BYTES } from '@/lib/leads/attachments';
import { messages } from '@/lib/messages';
import { ChoiceItems, OptionItems } from '../components/option-items';
import { UploadProgress } from '../components/upload-progress';
import { oemFileAccept, storedFileName } from './oem-lead';
import type { OemFormInput, OemFormValues } from './oem-schema';

const copy = oemSourcingContent.dialog.sections;

/** Each section receives the dialog's one react-hook-form instance. */
type SectionProps = { form: UseFormReturn<OemFormInput, unknown, OemFormValues> };

/** Required: who is asking and where they are. */
export function OemCompanyFields({ form: { register, formState } }: SectionProps) {
  const { errors } = formState;
  return (
    <FormFieldset variant="section" label={copy.company}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Company name" required error={errors.companyName?.message}>
          <Input autoComplete="organization" {...register('companyName')} />
        </FormField>
        <FormField label="Website" required error={errors.website?.message}>
          <Input type="text" inputMode="url" autoComplete="url" {...register('website')} />
        </FormField>
      </div>
      <FormField label="Industry sector" required error={errors.industrySector?.message}>
        <Select {...register('industrySector')}>
          <OptionItems options={industrySectorOptions} />
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="City" required error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <FormField label="Country" required error={errors.country?.message}>
          <Input autoComplete="country-name" {...register('country')} />
        </FormField>
      </div>
    </FormFieldset>
  );
}

/** Required: the person to reply to, with a way to talk first instead. */
export function OemContactFields({ form: { register, formState } }: SectionProps) {
  const { errors } = formState;
  return (
    <FormFieldset
      variant="section"
      label={copy.contact}
      hint={
        <>
          {copy.contactCall}{' '}
          <BookingLink variant="link" size="inline">
            {copy.contactCallLink}
          </BookingLink>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full name" required error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label="Job title" required error={errors.jobTitle?.message}>
          <Input autoComplete="organization-title" {...register('jobTitle')} />
        </FormField>
      </div>
      <FormField label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
    </FormFieldset>
  );
}

/** Optional: what is being made. Choosing "other" for materials or certification reveals a text box. */
export function OemSourcingFields({ form: { register, control, formState } }: SectionProps) {
  const { errors } = formState;
  const [materials, certifications] = useWatch({ control, name: ['materials', 'certifications'] });
  const showOtherMaterial = materials === 'other';
  const showOtherCertification = Array.isArray(certifications) && certifications.includes('other');

  return (
    <FormFieldset variant="section" label={copy.sourcing}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Type of work" error={errors.typeOfWork?.message}>
          <Select {...register('typeOfWork')}>
            <OptionItems options={typeOfWorkOptions} />
          </Select>
        </FormField>
        <FormField label="Order size" error={errors.orderSize?.message}>
          <Select {...register('orderSize')}>
            <OptionItems options={orderSizeOptions} />
          </Select>
        </FormField>
        <FormField label="Materials" error={errors.materials?.message}>
          <Select {...register('materials')}>
            <OptionItems options={oemMaterialOptions} />
          </Select>
        </FormField>
        <FormField label="Lead times" error={errors.leadTimes?.message}>
          <Select {...register('leadTimes')}>
            <OptionItems options={leadTimeOptions} />
          </Select>
        </FormField>
      </div>
      {showOtherMaterial ? (
        <FormField label="Other materials" error={errors.otherMaterials?.message}>
          <Input {...register('otherMaterials')} />
        </FormField>
      ) : null}
      <FormFieldset label="Certifications required" error={errors.certifications?.message}>
        <ChoiceItems
          type="checkbox"
          options={certificationOptions}
          field={register('certifications')}
          className="grid gap-2 sm:grid-cols-3"
        />
      </FormFieldset>
      {showOtherCertification ? (
        <FormField label="Other certification" error={errors.otherCertification?.message}>
          <Input {...register('otherCertification')} />
        </FormField>
      ) : null}
    </FormFieldset>
  );
}

/** Optional: a drawing (uploaded when the RFQ is submitted) and notes. */
export function OemProjectFields({
  form: { register, setValue, formState },
  file,
  onFileChange,
  progress,
}: SectionProps & {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The drawing's upload progress in percent while the RFQ is submitted. */
  progress: number | undefined;
}) {
  const { errors } = formState;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && chosen.size > MAX_ATTACHMENT_BYTES) {
      event.target.value = '';
      toast({ ...messages.consultation.fileTooLarge(chosen.name), variant: 'destructive' });
      return;
    }
    onFileChange(chosen);
    setValue('uploadedFileName', storedFileName(chosen), { shouldDirty: true });
  };
  // "Uploaded" only once the bytes are stored.
  const status = file ? `${progress === 100 ? copy.projectFileUploaded : copy.projectFileChosen} ${file.name}` : '';

  return (
    <FormFieldset variant="section" label={copy.project}>
      <FormField label="Drawing or file" hint={copy.projectFileHint} error={errors.uploadedFileName?.message}>
        <FileInput accept={oemFileAccept} onChange={onFile} />
      </FormField>
      <p role="status" className="text-brand-800 text-sm font-medium">
        {status}
      </p>
      {file && progress !== undefined ? (
        <UploadProgress label={copy.projectFileUploading(file.name)} percent={progress} />
      ) : null}
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={4} {...register('notes')} />
      </FormField>
    </FormFieldset>
  );
}

/** Optional: where suppliers may be and where parts go. */
export function OemLogisticsFields({ form: { register, formState } }: SectionProps) {
  const { errors } = formState;
  return (
    <FormFieldset variant="section" label={copy.logistics}>
      <FormFieldset label="Open to suppliers outside the UK?" error={errors.workOutsideUK?.message}>
        <ChoiceItems
          type="radio"
          options={workOutsideUkOptions}
          field={register('workOutsideUK')}
          className="flex gap-6"
        />
      </FormFieldset>
      <FormField label="Delivery regions" error={errors.deliveryRegions?.message}>
        <Select {...register('deliveryRegions')}>
          <OptionItems options={deliveryRegionOptions} />
        </Select>
      </FormField>
    </FormFieldset>
  );
}
