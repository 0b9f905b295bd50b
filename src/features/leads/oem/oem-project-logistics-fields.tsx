import type { ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { ChoiceOption, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import { FormSection } from '../components/form-section';
import { OptionItems } from '../components/option-items';
import { deliveryRegionOptions, workOutsideUkOptions } from '@/lib/leads/options';
import type { OemSectionProps } from './oem-form-types';
import { oemFileAccept, storedFileName } from './oem-schema';

const copy = oemSourcingContent.dialog.sections;

/** Optional: a drawing (its name only is kept) and notes. */
export function OemProjectFields({ form }: OemSectionProps) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const fileName = useWatch({ control, name: 'uploadedFileName' });
  const onFile = (event: ChangeEvent<HTMLInputElement>) =>
    setValue('uploadedFileName', storedFileName(event.target.files?.[0]), { shouldDirty: true });

  return (
    <FormSection title={copy.project}>
      <FormField label="Drawing or file" hint={copy.projectFileHint} error={errors.uploadedFileName?.message}>
        <Input type="file" accept={oemFileAccept.join(',')} className="h-auto py-1.5" onChange={onFile} />
      </FormField>
      <p role="status" className="text-brand-800 text-sm font-medium">
        {fileName ? `File uploaded: ${fileName}` : ''}
      </p>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={4} {...register('notes')} />
      </FormField>
    </FormSection>
  );
}

/** Optional: where suppliers may be and where parts go. */
export function OemLogisticsFields({ form }: OemSectionProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title={copy.logistics}>
      <FormFieldset label="Open to suppliers outside the UK?" error={errors.workOutsideUK?.message}>
        <div className="flex gap-6">
          {workOutsideUkOptions.map((option) => (
            <ChoiceOption
              key={option.value}
              type="radio"
              label={option.label}
              value={option.value}
              {...register('workOutsideUK')}
            />
          ))}
        </div>
      </FormFieldset>
      <FormField label="Delivery regions" error={errors.deliveryRegions?.message}>
        <Select {...register('deliveryRegions')}>
          <OptionItems options={deliveryRegionOptions} />
        </Select>
      </FormField>
    </FormSection>
  );
}
