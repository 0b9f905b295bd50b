import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { countries } from '@/lib/suppliers/register';
import { supplierCopy } from './supplier-copy';
import { createSupplier, supplierKeys } from './supplier-queries';
import { deskErrorMessage } from '../shared/desk-error';

const fields = supplierCopy.fields;

/** A shop the team already knows, added by hand: a name and a country, the rest in its panel. */
export function NewSupplierForm({ onCreated }: { onCreated: (id: string) => void }) {
  const queryClient = useQueryClient();
  const [company, setCompany] = useState('');
  const [country, setCountry] = useState('GB');
  const create = useMutation({
    mutationFn: () => createSupplier({ company_name: company.trim(), country }),
    onSuccess: (id) => {
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
      onCreated(id);
    },
    onError: (error) =>
      toast({ title: supplierCopy.panel.failed, description: deskErrorMessage(error), variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (company.trim() !== '') create.mutate();
  };
  return (
    <form
      onSubmit={submit}
      aria-label={supplierCopy.view.add}
      className="grid items-end gap-3 rounded-lg border border-slate-200 p-4 md:grid-cols-[1fr_14rem_auto]"
    >
      <FormField label={fields.company} required>
        <Input value={company} maxLength={200} onChange={(event) => setCompany(event.target.value)} />
      </FormField>
      <FormField label={fields.country} required>
        <Select value={country} onChange={(event) => setCountry(event.target.value)}>
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" size="sm" aria-disabled={create.isPending || company.trim() === ''}>
        {supplierCopy.view.add}
      </Button>
    </form>
  );
}
