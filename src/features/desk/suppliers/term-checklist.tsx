import { useId } from 'react';
import type { Term } from '@/lib/suppliers/capabilities';

/** Any number of terms of one list, as labelled checkboxes in a fieldset named by its legend. */
export function TermChecklist({
  legend,
  terms,
  value,
  onChange,
}: {
  legend: string;
  terms: readonly Term[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const id = useId();
  const toggle = (term: string, on: boolean) =>
    onChange(
      on ? terms.map((t) => t.value).filter((t) => t === term || value.includes(t)) : value.filter((v) => v !== term),
    );
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {terms.map((term) => (
          <label
            key={term.value}
            htmlFor={`${id}-${term.value}`}
            className="flex items-center gap-2 text-sm text-slate-800"
          >
            <input
              id={`${id}-${term.value}`}
              type="checkbox"
              className="size-4"
              checked={value.includes(term.value)}
              onChange={(event) => toggle(term.value, event.target.checked)}
            />
            {term.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
