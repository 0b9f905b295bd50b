import type { Option } from '@/shared/leads/options';

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
