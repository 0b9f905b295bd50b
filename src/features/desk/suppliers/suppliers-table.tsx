import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { termLabel } from '@/lib/suppliers/capabilities';
import { capacities, countryLabel, supplierStatuses } from '@/lib/suppliers/register';
import { supplierCopy } from './supplier-copy';
import { SUPPLIER_PAGE_SIZE, type SupplierRow } from './supplier-queries';

const copy = supplierCopy.view;
const label = (list: readonly { value: string; label: string }[], value: string | null) =>
  list.find((t) => t.value === value)?.label ?? value ?? '';

/** One page of the register, with its pager; a company name opens the supplier's panel. */
export function SuppliersTable({
  rows,
  total,
  page,
  onPageChange,
  onOpen,
}: {
  rows: readonly SupplierRow[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / SUPPLIER_PAGE_SIZE));
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">{copy.title}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {Object.values(copy.columns).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 font-medium">
                  <button
                    type="button"
                    className="text-brand-700 text-left underline underline-offset-2"
                    onClick={() => onOpen(row.id ?? '')}
                  >
                    {row.company_name}
                  </button>
                </th>
                <td className="px-3 py-2">
                  <Badge variant="outline">{label(supplierStatuses, row.status)}</Badge>
                </td>
                <td className="px-3 py-2">{row.country ? countryLabel(row.country) : ''}</td>
                <td className="px-3 py-2">{(row.processes ?? []).map((p) => termLabel('processes', p)).join(', ')}</td>
                <td className="px-3 py-2">
                  {(row.held_certifications ?? []).map((c) => termLabel('certifications', c)).join(', ')}
                </td>
                <td className="px-3 py-2">{label(capacities, row.capacity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label={copy.title} className="flex items-center justify-end gap-2 text-sm text-slate-700">
          <Button size="sm" variant="outline" aria-disabled={page === 0} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {copy.previous}
          </Button>
          <span>{copy.page(page + 1, pages)}</span>
          <Button size="sm" variant="outline" aria-disabled={page + 1 >= pages} onClick={() => onPageChange(page + 1)}>
            {copy.next}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
