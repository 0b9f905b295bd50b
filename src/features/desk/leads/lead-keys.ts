import type { LeadKindId } from '@/lib/leads/tables';
import type { LeadFilters } from './filtered-rows';

/** Query keys for lead data; invalidate `leadKeys.all` to reload everything. */
export const leadKeys = {
  all: ['leads'] as const,
  counts: () => [...leadKeys.all, 'counts'] as const,
  page: (kind: LeadKindId, filters: LeadFilters, page: number) =>
    [...leadKeys.all, kind, 'page', filters, page] as const,
  lead: (kind: LeadKindId, id: string) => [...leadKeys.all, kind, 'lead', id] as const,
  history: (kind: LeadKindId, id: string) => [...leadKeys.all, kind, 'history', id] as const,
};
