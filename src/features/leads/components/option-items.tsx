import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceOption } from '@/components/ui/form-field';
import type { Option } from '@/lib/leads/options';

/** The `<option>`s of a native select from an options list, with an empty first choice. */
export function OptionItems({
  options,
  placeholder = 'Select…',
}: {
  options: readonly Option[];
  placeholder?: string;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** One checkbox or radio per option, all registered to the same form field. */
export function ChoiceItems({
  type,
  options,
  field,
  className,
}: {
  type: 'checkbox' | 'radio';
  options: readonly Option[];
  field: UseFormRegisterReturn;
  className?: string;
}) {
  return (
    <div className={className}>
      {options.map((o) => (
        <ChoiceOption key={o.value} type={type} label={o.label} value={o.value} {...field} />
      ))}
    </div>
  );
}
