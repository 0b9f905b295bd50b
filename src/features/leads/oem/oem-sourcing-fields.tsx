import { useWatch } from 'react-hook-form';
import { ChoiceOption, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import { FormSection } from '../components/form-section';
import { OptionItems } from '../components/option-items';
import {
  certificationOptions,
  leadTimeOptions,
  oemMaterialOptions,
  orderSizeOptions,
  typeOfWorkOptions,
} from '@/lib/leads/options';
import type { OemSectionProps } from './oem-form-types';

const copy = oemSourcingContent.dialog.sections;

/** Optional: what is being made. Choosing "other" for materials or certification reveals a text box. */
export function OemSourcingFields({ form }: OemSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [materials, certifications] = useWatch({ control, name: ['materials', 'certifications'] });
  const showOtherMaterial = materials === 'other';
  const showOtherCertification = Array.isArray(certifications) && certifications.includes('other');

  return (
    <FormSection title={copy.sourcing}>
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
        <div className="grid gap-2 sm:grid-cols-3">
          {certificationOptions.map((option) => (
            <ChoiceOption
              key={option.value}
              type="checkbox"
              label={option.label}
              value={option.value}
              {...register('certifications')}
            />
          ))}
        </div>
      </FormFieldset>
      {showOtherCertification ? (
        <FormField label="Other certification" error={errors.otherCertification?.message}>
          <Input {...register('otherCertification')} />
        </FormField>
      ) : null}
    </FormSection>
  );
}
