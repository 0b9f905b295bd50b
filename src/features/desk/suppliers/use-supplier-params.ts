import { useSearchParams } from 'react-router-dom';
import { capabilityLists } from '@/lib/suppliers/capabilities';
import { capacities, countries, supplierStatuses } from '@/lib/suppliers/register';
import { noSupplierFilters, type SupplierFilters } from './supplier-queries';

/**
 * The Suppliers view's state in the URL (`?view=suppliers&status=vetted&process=edm&page=2&supplier=<id>`),
 * like the lead tabs': a filtered view or an open supplier survives a reload and can be shared.
 * A value outside the vocabulary is dropped.
 */
export type SupplierDeskState = { filters: SupplierFilters; page: number; supplier: string | null };

const oneOf = (list: readonly { value: string }[], value: string | null) =>
  value !== null && list.some((t) => t.value === value) ? value : '';
const isUuid = (value: string | null): value is string =>
  value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function readSupplierParams(params: URLSearchParams): SupplierDeskState {
  const page = Number(params.get('page'));
  const supplier = params.get('supplier');
  return {
    filters: {
      q: (params.get('q') ?? '').slice(0, 200),
      status: oneOf(supplierStatuses, params.get('status')),
      process: oneOf(capabilityLists.processes, params.get('process')),
      certification: oneOf(capabilityLists.certifications, params.get('certification')),
      country: oneOf(countries, params.get('country')),
      capacity: oneOf(capacities, params.get('capacity')),
    },
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    supplier: isUuid(supplier) ? supplier : null,
  };
}

export function useSupplierParams() {
  const [params, setParams] = useSearchParams();
  const state = readSupplierParams(params);
  const update = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return {
    ...state,
    setFilters: (filters: SupplierFilters) => update({ ...filters, page: null }),
    clearFilters: () => update({ ...noSupplierFilters, page: null }),
    setPage: (page: number) => update({ page: page > 0 ? String(page + 1) : null }),
    openSupplier: (id: string) => update({ supplier: id }),
    closeSupplier: () => update({ supplier: null }),
  };
}
