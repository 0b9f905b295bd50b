import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { ChoiceItems, ChoiceOption, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import type { Field } from '@/shared/leads/fields/field-types';
import { askedFields } from '@/shared/leads/fields/rows';
import { OptionItems } from './option-items';

type Asked = Field & { key: string };

/** Every whole number from min to max as select options ("4" … "9"). */
export const numberOptions = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => ({ value: String(min + i), label: String(min + i) }));

/**
 * One question as its field table describes it, with the site's standard control for its kind:
 * a select (or radios), checkboxes, a text box or a single tick box. A form lays out the
 * questions it knows; a question added to its table later appears through this.
 */
export function TableField({ field, register }: { field: Asked; register: UseFormRegister<FieldValues> }) {
  const required = Boolean(field.required);
  const common = { label: field.label, hint: field.hint, required, name: field.key };
  switch (field.kind) {
    case 'choice':
      return field.control === 'radio' ? (
        <FormFieldset {...common}>
          <ChoiceItems
            type="radio"
            options={field.options}
            register={register}
            name={field.key}
            className="flex gap-6"
          />
        </FormFieldset>
      ) : (
        <FormField {...common}>
          <Select {...register(field.key)}>
            <OptionItems options={field.options} />
          </Select>
        </FormField>
      );
    case 'choices':
      return (
        <FormFieldset {...common}>
          <ChoiceItems
            type="checkbox"
            options={field.options}
            register={register}
            name={field.key}
            className="grid gap-2 sm:grid-cols-2"
          />
        </FormFieldset>
      );
    case 'number':
      return (
        <FormField {...common}>
          {field.control === 'select' ? (
            <Select {...register(field.key)}>
              <OptionItems options={numberOptions(field.min, field.max)} />
            </Select>
          ) : (
            <Input type="text" inputMode="numeric" autoComplete="off" {...register(field.key)} />
          )}
        </FormField>
      );
    case 'boolean':
      return <ChoiceOption type="checkbox" label={field.label} hint={field.hint} {...register(field.key)} />;
    case 'longText':
      return (
        <FormField {...common}>
          <Textarea rows={field.rows ?? 4} {...register(field.key)} />
        </FormField>
      );
    case 'files':
    case 'fileName':
      // A file is chosen with the form's own picker, which uploads it.
      return null;
    default:
      return (
        <FormField {...common}>
          <Input
            type={field.kind === 'email' ? 'email' : 'text'}
            autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
            inputMode={'autoComplete' in field && field.autoComplete === 'url' ? 'url' : undefined}
            {...register(field.key)}
          />
        </FormField>
      );
  }
}

/**
 * The questions of one section of a table (or, without a section, of a table that has none) that
 * the form's layout does not place itself, each with its standard control, in table order.
 */
export function MoreTableFields({
  table,
  section,
  placed,
  register,
}: {
  table: readonly Field[];
  section?: string;
  placed: ReadonlySet<string>;
  register: UseFormRegister<FieldValues>;
}) {
  const more = askedFields(table).filter((f) => f.section === section && !placed.has(f.key));
  return (
    <>
      {more.map((field) => (
        <TableField key={field.key} field={field} register={register} />
      ))}
    </>
  );
}
