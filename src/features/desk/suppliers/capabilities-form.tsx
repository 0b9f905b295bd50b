import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { capabilityLists, multiAxisRange } from '@/lib/suppliers/capabilities';
import { capacities, countries } from '@/lib/suppliers/register';
import { supplierCopy } from './supplier-copy';
import { updateSupplier, type SupplierRow, type SupplierUpdate } from './supplier-queries';
import { TermChecklist } from './term-checklist';
import { useSupplierMutation } from './use-supplier-mutation';

const f = supplierCopy.fields;
type Lists = 'processes' | 'materials' | 'industries' | 'order_sizes' | 'regions';

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
const mm = (text: string) => (text.trim() === '' ? null : Math.round(Number(text)));

/** Identity and capabilities of one supplier, saved together; the database checks every value. */
export function CapabilitiesForm({ supplier }: { supplier: SupplierRow }) {
  const [draft, setDraft] = useState({
    contact_name: supplier.contact_name ?? '',
    email: supplier.email ?? '',
    phone: supplier.phone ?? '',
    website: supplier.website ?? '',
    country: supplier.country ?? 'GB',
    town: supplier.town ?? '',
    max_axes: supplier.max_axes?.toString() ?? '',
    lead_time: supplier.lead_time ?? '',
    capacity: supplier.capacity ?? '',
    x: supplier.envelope_x_mm?.toString() ?? '',
    y: supplier.envelope_y_mm?.toString() ?? '',
    z: supplier.envelope_z_mm?.toString() ?? '',
    notes: supplier.notes ?? '',
  });
  const [lists, setLists] = useState<Record<Lists, string[]>>({
    processes: supplier.processes ?? [],
    materials: supplier.materials ?? [],
    industries: supplier.industries ?? [],
    order_sizes: supplier.order_sizes ?? [],
    regions: supplier.regions ?? [],
  });
  const save = useSupplierMutation((patch: SupplierUpdate) => updateSupplier(supplier.id ?? '', patch));
  const multiAxis = lists.processes.includes('multi-axis');
  const text = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      contact_name: blankToNull(draft.contact_name),
      email: blankToNull(draft.email),
      phone: blankToNull(draft.phone),
      website: blankToNull(draft.website),
      country: draft.country,
      town: blankToNull(draft.town),
      ...lists,
      max_axes: multiAxis ? (mm(draft.max_axes) ?? 5) : null,
      lead_time: blankToNull(draft.lead_time),
      capacity: blankToNull(draft.capacity),
      // Sent again with the same capacity, the database dates it today.
      capacity_set_at: draft.capacity ? new Date().toISOString().slice(0, 10) : null,
      envelope_x_mm: mm(draft.x),
      envelope_y_mm: mm(draft.y),
      envelope_z_mm: mm(draft.z),
      notes: blankToNull(draft.notes),
    });
  };
  return (
    <form onSubmit={submit} aria-label={supplierCopy.panel.capabilities} className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={f.contact}>
          <Input maxLength={200} autoComplete="off" {...text('contact_name')} />
        </FormField>
        <FormField label={f.email}>
          <Input type="email" maxLength={320} autoComplete="off" {...text('email')} />
        </FormField>
        <FormField label={f.phone}>
          <Input maxLength={50} autoComplete="off" {...text('phone')} />
        </FormField>
        <FormField label={f.website}>
          <Input maxLength={300} autoComplete="off" {...text('website')} />
        </FormField>
        <FormField label={f.country}>
          <Select {...text('country')}>
            {countries.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={f.town}>
          <Input maxLength={100} autoComplete="off" {...text('town')} />
        </FormField>
      </div>
      <TermChecklist
        legend={f.processes}
        terms={capabilityLists.processes}
        value={lists.processes}
        onChange={(processes) => setLists((l) => ({ ...l, processes }))}
      />
      {multiAxis ? (
        <FormField label={f.maxAxes} className="max-w-48">
          <Input type="number" min={multiAxisRange.min} max={multiAxisRange.max} {...text('max_axes')} />
        </FormField>
      ) : null}
      <TermChecklist
        legend={f.materials}
        terms={capabilityLists.materials}
        value={lists.materials}
        onChange={(materials) => setLists((l) => ({ ...l, materials }))}
      />
      <TermChecklist
        legend={f.industries}
        terms={capabilityLists.industries}
        value={lists.industries}
        onChange={(industries) => setLists((l) => ({ ...l, industries }))}
      />
      <TermChecklist
        legend={f.orderSizes}
        terms={capabilityLists.order_sizes}
        value={lists.order_sizes}
        onChange={(order_sizes) => setLists((l) => ({ ...l, order_sizes }))}
      />
      <TermChecklist
        legend={f.regions}
        terms={capabilityLists.regions}
        value={lists.regions}
        onChange={(regions) => setLists((l) => ({ ...l, regions }))}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-900">{f.envelope}</legend>
        <div className="grid grid-cols-3 gap-3">
          <FormField label={f.envelopeX}>
            <Input type="number" min={1} max={100000} {...text('x')} />
          </FormField>
          <FormField label={f.envelopeY}>
            <Input type="number" min={1} max={100000} {...text('y')} />
          </FormField>
          <FormField label={f.envelopeZ}>
            <Input type="number" min={1} max={100000} {...text('z')} />
          </FormField>
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={f.leadTime}>
          <Select {...text('lead_time')}>
            <option value="">{f.notSet}</option>
            {capabilityLists.lead_time.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={f.capacity}
          hint={supplier.capacity_set_at ? f.capacitySet(supplier.capacity_set_at) : undefined}
        >
          <Select {...text('capacity')}>
            <option value="">{f.notSet}</option>
            {capacities.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label={f.notes}>
        <Textarea rows={3} maxLength={5000} {...text('notes')} />
      </FormField>
      <div>
        <Button type="submit" size="sm" aria-disabled={save.isPending}>
          {save.isPending ? supplierCopy.panel.saving : supplierCopy.panel.save}
        </Button>
      </div>
    </form>
  );
}
