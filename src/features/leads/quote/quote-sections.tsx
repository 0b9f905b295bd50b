import { memo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ChoiceItems, ChoiceOption, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { quoteContent } from '@/content/pages/quote';
import { quoteFields } from '@/shared/leads/fields/quote-fields';
import { fieldsByKey } from '@/shared/leads/fields/rows';
import { OptionItems } from '../components/option-items';
import type { QuoteFormInput } from './quote-schema';

const copy = quoteContent.form;
const f = fieldsByKey(quoteFields);

type QuoteSectionsProps = {
  register: UseFormRegister<QuoteFormInput>;
  errors: FieldErrors<QuoteFormInput>;
};

/**
 * Every typed field of the /quote request. Memoised on `register` (stable for the form's
 * life) and `errors` (a new object only when a check's outcome changes): react-hook-form
 * re-renders its form once, synchronously, right after hydration to mark itself ready, in the
 * same task as the hydration's commit; this form's twenty controls with their labels and option
 * lists need not be part of that task.
 */
export const QuoteSections = memo(function QuoteSections({ register, errors }: QuoteSectionsProps) {
  return (
    <>
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
            options={f.jobTypes.options}
            register={register}
            name="jobTypes"
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
              <OptionItems options={f.timeline.options} />
            </Select>
          </FormField>
          <FormField label={f.budget.label} required error={errors.budget?.message}>
            <Select {...register('budget')}>
              <OptionItems options={f.budget.options} />
            </Select>
          </FormField>
          <FormField label={f.quantity.label} required error={errors.quantity?.message}>
            <Select {...register('quantity')}>
              <OptionItems options={f.quantity.options} />
            </Select>
          </FormField>
        </div>
      </FormFieldset>

      <FormFieldset variant="section" label={copy.groups.materials}>
        <FormFieldset label={f.materials.label} error={errors.materials?.message}>
          <ChoiceItems
            type="checkbox"
            options={f.materials.options}
            register={register}
            name="materials"
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
    </>
  );
});
