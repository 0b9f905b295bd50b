import { memo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { ChoiceItems, ChoiceOption, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { quoteContent } from '@/content/pages/quote';
import { quoteFields } from '@/shared/leads/fields/quote-fields';
import { fieldsByKey } from '@/shared/leads/fields/rows';
import { OptionItems } from '../components/option-items';
import type { QuoteFormInput } from './quote-schema';

const copy = quoteContent.form;
const f = fieldsByKey(quoteFields);

type QuoteSectionsProps = { register: UseFormRegister<QuoteFormInput> };

/**
 * Every typed field of the /quote request, each showing its own error. Memoised on `register`
 * (stable for the form's life): whatever makes the form render again (a file chosen, a submit
 * under way) need not redraw its twenty controls with their labels and option lists.
 */
export const QuoteSections = memo(function QuoteSections({ register }: QuoteSectionsProps) {
  return (
    <>
      <FormFieldset variant="section" label={copy.groups.company}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={f.companyName.label} required name="companyName">
            <Input autoComplete="organization" {...register('companyName')} />
          </FormField>
          <FormField label={f.contactName.label} required name="contactName">
            <Input autoComplete="name" {...register('contactName')} />
          </FormField>
        </div>
        <FormField label={f.email.label} required name="email">
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </FormFieldset>

      <FormFieldset variant="section" label={copy.groups.project}>
        <FormFieldset label={f.jobTypes.label} required name="jobTypes">
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
          name="projectDescription"
        >
          <Textarea rows={5} {...register('projectDescription')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={f.timeline.label} required name="timeline">
            <Select {...register('timeline')}>
              <OptionItems options={f.timeline.options} />
            </Select>
          </FormField>
          <FormField label={f.budget.label} required name="budget">
            <Select {...register('budget')}>
              <OptionItems options={f.budget.options} />
            </Select>
          </FormField>
          <FormField label={f.quantity.label} required name="quantity">
            <Select {...register('quantity')}>
              <OptionItems options={f.quantity.options} />
            </Select>
          </FormField>
        </div>
      </FormFieldset>

      <FormFieldset variant="section" label={copy.groups.materials}>
        <FormFieldset label={f.materials.label} name="materials">
          <ChoiceItems
            type="checkbox"
            options={f.materials.options}
            register={register}
            name="materials"
            className="grid gap-2 sm:grid-cols-2"
          />
        </FormFieldset>
        <FormField label={f.tolerance.label} hint={f.tolerance.hint} name="tolerance">
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
