import { useWatch, type FieldValues, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import { BookingLink } from '@/components/layout/booking-link';
import { ChoiceItems, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { CadPreviewSlot } from '@/features/cad/cad-preview-slot';
import { warmCadPreview } from '@/features/cad/warm-cad-preview';
import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import { oemFields, type oemSections } from '@/shared/leads/fields/oem-fields';
import { fileRules } from '@/shared/leads/fields/files';
import { fieldsByKey } from '@/shared/leads/fields/rows';
import { FileConfidentiality } from '../components/file-confidentiality';
import { firstQuestion } from '../components/first-question';
import { LaterPart } from '../components/later-part';
import { OptionItems } from '../components/option-items';
import { MoreTableFields } from '../components/table-field';
import { FilePicker, type FilePickerCopy } from '../components/file-picker';
import { storedFileName } from './oem-row';
import type { OemFormInput, OemFormValues } from './oem-schema';

const copy = oemSourcingContent.dialog.sections;
const f = fieldsByKey(oemFields);

const filePickerCopy: FilePickerCopy = {
  label: f.uploadedFileName.label,
  hint: copy.projectFileHint,
  listLabel: copy.projectFilesLabel,
  chosen: copy.projectFileChosen,
  uploaded: copy.projectFileUploaded,
  remove: copy.projectFileRemove,
  uploading: copy.projectFileUploading,
  tooMany: copy.projectTooManyFiles,
};

/** The questions this layout places itself; any other question of the table shows at the end of its section. */
const placed: ReadonlySet<string> = new Set<keyof typeof f>([
  'companyName',
  'website',
  'industrySector',
  'city',
  'country',
  'fullName',
  'jobTitle',
  'email',
  'typeOfWork',
  'orderSize',
  'materials',
  'otherMaterials',
  'certifications',
  'otherCertification',
  'leadTimes',
  'uploadedFileName',
  'notes',
  'workOutsideUK',
  'deliveryRegions',
]);

/** The table's questions of a section that the layout below does not place. */
function More({ form, section }: SectionProps & { section: (typeof oemSections)[number] }) {
  return (
    <MoreTableFields
      table={oemFields}
      section={section}
      placed={placed}
      register={form.register as unknown as UseFormRegister<FieldValues>}
    />
  );
}

/** Each section receives the dialog's one react-hook-form instance. */
type SectionProps = { form: UseFormReturn<OemFormInput, unknown, OemFormValues> };

/** Required: who is asking and where they are. */
export function OemCompanyFields({ form }: SectionProps) {
  const { register } = form;
  return (
    <FormFieldset variant="section" label={copy.company}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={f.companyName.label} required={Boolean(f.companyName.required)} name="companyName">
          <Input autoComplete="organization" {...firstQuestion} {...register('companyName')} />
        </FormField>
        <FormField label={f.website.label} required={Boolean(f.website.required)} name="website">
          <Input type="text" inputMode="url" autoComplete="url" {...register('website')} />
        </FormField>
      </div>
      {/* The first two questions paint with the dialog; the rest of the form follows. */}
      <LaterPart className="grid gap-4">
        <FormField label={f.industrySector.label} required={Boolean(f.industrySector.required)} name="industrySector">
          <Select {...register('industrySector')}>
            <OptionItems options={f.industrySector.options} />
          </Select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={f.city.label} required={Boolean(f.city.required)} name="city">
            <Input autoComplete="address-level2" {...register('city')} />
          </FormField>
          <FormField label={f.country.label} required={Boolean(f.country.required)} name="country">
            <Input autoComplete="country-name" {...register('country')} />
          </FormField>
        </div>
        <More form={form} section="company" />
      </LaterPart>
    </FormFieldset>
  );
}

/** Required: the person to reply to, with a way to talk first instead. */
export function OemContactFields({ form }: SectionProps) {
  const { register } = form;
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
        <FormField label={f.fullName.label} required={Boolean(f.fullName.required)} name="fullName">
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label={f.jobTitle.label} required={Boolean(f.jobTitle.required)} name="jobTitle">
          <Input autoComplete="organization-title" {...register('jobTitle')} />
        </FormField>
      </div>
      <FormField label={f.email.label} required={Boolean(f.email.required)} name="email">
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <More form={form} section="contact" />
    </FormFieldset>
  );
}

/** Optional: what is being made. Choosing "other" for materials or certification reveals a text box. */
export function OemSourcingFields({ form }: SectionProps) {
  const { register, control } = form;
  const [materials, certifications] = useWatch({ control, name: ['materials', 'certifications'] });
  const showOtherMaterial = materials === 'other';
  const showOtherCertification = Array.isArray(certifications) && certifications.includes('other');

  return (
    <FormFieldset variant="section" label={copy.sourcing}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={f.typeOfWork.label} name="typeOfWork">
          <Select {...register('typeOfWork')}>
            <OptionItems options={f.typeOfWork.options} />
          </Select>
        </FormField>
        <FormField label={f.orderSize.label} name="orderSize">
          <Select {...register('orderSize')}>
            <OptionItems options={f.orderSize.options} />
          </Select>
        </FormField>
        <FormField label={f.materials.label} name="materials">
          <Select {...register('materials')}>
            <OptionItems options={f.materials.options} />
          </Select>
        </FormField>
        <FormField label={f.leadTimes.label} name="leadTimes">
          <Select {...register('leadTimes')}>
            <OptionItems options={f.leadTimes.options} />
          </Select>
        </FormField>
      </div>
      {showOtherMaterial ? (
        <FormField label={f.otherMaterials.label} name="otherMaterials">
          <Input {...register('otherMaterials')} />
        </FormField>
      ) : null}
      <FormFieldset label={f.certifications.label} name="certifications">
        <ChoiceItems
          type="checkbox"
          options={f.certifications.options}
          register={register}
          name="certifications"
          className="grid gap-2 sm:grid-cols-3"
        />
      </FormFieldset>
      {showOtherCertification ? (
        <FormField label={f.otherCertification.label} name="otherCertification">
          <Input {...register('otherCertification')} />
        </FormField>
      ) : null}
      <More form={form} section="sourcing" />
    </FormFieldset>
  );
}

/** Optional: a model and its drawings (uploaded when the RFQ is submitted) and notes. */
export function OemProjectFields({
  form,
  files,
  onFilesChange,
  progress,
}: SectionProps & {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Each file's upload progress in percent, by position, while the RFQ is submitted. */
  progress: readonly number[];
}) {
  const { register, setValue } = form;
  const setFiles = (next: File[]) => {
    onFilesChange(next);
    // The row's file name column keeps the first file's name; every file is listed in attachments.
    setValue('uploadedFileName', storedFileName(next[0]), { shouldDirty: true });
  };

  return (
    <FormFieldset variant="section" label={copy.project}>
      <FilePicker
        copy={filePickerCopy}
        rules={fileRules.oem}
        files={files}
        onFilesChange={setFiles}
        progress={progress}
        name="uploadedFileName"
        onPickerClick={warmCadPreview}
        note={<FileConfidentiality />}
        preview={(file) => <CadPreviewSlot file={file} />}
      />
      <FormField label={f.notes.label} name="notes">
        <Textarea rows={4} {...register('notes')} />
      </FormField>
      <More form={form} section="project" />
    </FormFieldset>
  );
}

/** Optional: where suppliers may be and where parts go. */
export function OemLogisticsFields({ form }: SectionProps) {
  const { register } = form;
  return (
    <FormFieldset variant="section" label={copy.logistics}>
      <FormFieldset label={f.workOutsideUK.label} name="workOutsideUK">
        <ChoiceItems
          type="radio"
          options={f.workOutsideUK.options}
          register={register}
          name="workOutsideUK"
          className="flex gap-6"
        />
      </FormFieldset>
      <FormField label={f.deliveryRegions.label} name="deliveryRegions">
        <Select {...register('deliveryRegions')}>
          <OptionItems options={f.deliveryRegions.options} />
        </Select>
      </FormField>
      <More form={form} section="logistics" />
    </FormFieldset>
  );
}
