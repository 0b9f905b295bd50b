import { BookingLink } from '@/components/layout/booking-link';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import { FormSection } from '../components/form-section';
import { OptionItems } from '../components/option-items';
import { industrySectorOptions } from '@/lib/leads/options';
import type { OemSectionProps } from './oem-form-types';

const copy = oemSourcingContent.dialog.sections;

export function OemCompanyFields({ form }: OemSectionProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title={copy.company}>
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
    </FormSection>
  );
}

export function OemContactFields({ form }: OemSectionProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection
      title={copy.contact}
      description={
        <p className="flex flex-wrap items-center gap-x-1">
          {copy.contactCall}
          <BookingLink variant="link" className="h-auto px-1 py-0">
            {copy.contactCallLink}
          </BookingLink>
        </p>
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
    </FormSection>
  );
}
