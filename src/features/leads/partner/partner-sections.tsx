import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { FormFieldset } from '@/components/ui/form-field';
import { cncPartnerContent } from '@/content/pages/cnc-partner';
import { fileRules } from '@/shared/leads/fields/files';
import { partnerFields } from '@/shared/leads/fields/partner-fields';
import { fieldsByKey } from '@/shared/leads/fields/rows';
import { FilePicker } from '../components/file-picker';
import { MoreTableFields, TableField } from '../components/table-field';

const copy = cncPartnerContent.dialog.form;
const f = fieldsByKey(partnerFields);
type Key = keyof typeof f;

/** The questions the sections below place; any other question of the table shows after them. */
export const placedPartnerFields: ReadonlySet<string> = new Set<Key>([
  'email',
  'companyName',
  'contactName',
  'processes',
  'maxAxes',
  'materials',
  'country',
  'town',
  'heldCertifications',
  'certifications',
  'industries',
  'industriesServed',
  'orderSizes',
  'leadTime',
  'envelopeX',
  'envelopeY',
  'envelopeZ',
  'companyWebsite',
  'numberOfEmployees',
  'hearAboutUs',
]);

type SectionProps = { register: UseFormRegister<FieldValues> };

function Question({ name, register }: SectionProps & { name: Key }) {
  return <TableField field={f[name]} register={register} />;
}

/**
 * What the shop makes and where it is: the answers vetting needs. The most axes shows only once
 * multi-axis machining is ticked, by a style rule on the ticked box, so it works the same before
 * the app has started and needs no render.
 */
export function PartnerCapabilityFields(props: SectionProps) {
  return (
    <FormFieldset variant="section" label={copy.capabilities}>
      <div data-processes="" className="grid gap-4">
        <Question name="processes" {...props} />
        <div className="hidden [[data-processes]:has(input[value=multi-axis]:checked)_&]:block">
          <Question name="maxAxes" {...props} />
        </div>
      </div>
      <Question name="materials" {...props} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Question name="country" {...props} />
        <Question name="town" {...props} />
      </div>
    </FormFieldset>
  );
}

/** Optional: approvals (ticked, typed and as files), customers, capacity and the rest. */
export function PartnerMoreFields({
  files,
  onFilesChange,
  progress,
  ...props
}: SectionProps & { files: readonly File[]; onFilesChange: (files: File[]) => void; progress: readonly number[] }) {
  return (
    <FormFieldset variant="section" label={copy.more}>
      <Question name="heldCertifications" {...props} />
      <Question name="certifications" {...props} />
      <FilePicker
        copy={copy.files}
        rules={fileRules.partner}
        files={files}
        onFilesChange={onFilesChange}
        progress={progress}
      />
      <Question name="industries" {...props} />
      <Question name="industriesServed" {...props} />
      <Question name="orderSizes" {...props} />
      <Question name="leadTime" {...props} />
      <FormFieldset label={copy.envelope} hint={copy.envelopeHint}>
        <div className="grid grid-cols-3 gap-3">
          <Question name="envelopeX" {...props} />
          <Question name="envelopeY" {...props} />
          <Question name="envelopeZ" {...props} />
        </div>
      </FormFieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Question name="companyWebsite" {...props} />
        <Question name="numberOfEmployees" {...props} />
      </div>
      <Question name="hearAboutUs" {...props} />
      <MoreTableFields table={partnerFields} placed={placedPartnerFields} {...props} />
    </FormFieldset>
  );
}
