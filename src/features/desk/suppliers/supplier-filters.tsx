import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { capabilityLists, type Term } from '@/lib/suppliers/capabilities';
import { capacities, countries, supplierStatuses } from '@/lib/suppliers/register';
import { supplierCopy } from './supplier-copy';
import { isSupplierFiltered, type SupplierFilters } from './supplier-queries';

const copy = supplierCopy.filters;

type Choice = { key: Exclude<keyof SupplierFilters, 'q'>; label: string; options: readonly Term[] };

const choices: readonly Choice[] = [
  { key: 'status', label: copy.status, options: supplierStatuses },
  { key: 'process', label: copy.process, options: capabilityLists.processes },
  { key: 'certification', label: copy.certification, options: capabilityLists.certifications },
  { key: 'country', label: copy.country, options: countries },
  { key: 'capacity', label: copy.capacity, options: capacities },
];

/** Search on submit; every list filter applies on change. Values come from the URL. */
export function SupplierFiltersForm({
  filters,
  onChange,
  onClear,
}: {
  filters: SupplierFilters;
  onChange: (filters: SupplierFilters) => void;
  onClear: () => void;
}) {
  const [q, setQ] = useState(filters.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() });
  };
  return (
    <form
      role="search"
      aria-label={copy.label}
      onSubmit={submit}
      className="grid items-end gap-3 md:grid-cols-3 xl:grid-cols-6"
    >
      <FormField label={copy.search} className="md:col-span-3 xl:col-span-6">
        <Input type="search" value={q} maxLength={200} onChange={(event) => setQ(event.target.value)} />
      </FormField>
      {choices.map(({ key, label, options }) => (
        <FormField key={key} label={label}>
          <Select value={filters[key]} onChange={(event) => onChange({ ...filters, [key]: event.target.value })}>
            <option value="">{copy.any}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </FormField>
      ))}
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="outline">
          <Search aria-hidden="true" />
          {copy.apply}
        </Button>
        {isSupplierFiltered(filters) ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setQ('');
              onClear();
            }}
          >
            <X aria-hidden="true" />
            {copy.clear}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
