import type { LeadKindId } from '@/shared/leads/tables';
import { deskKeys } from '../shared/desk-keys';
import type { LeadFilters } from './filtered-rows';

/** Query keys for lead data, under the desk's root (shared/desk-keys.ts). */
export const leadKeys = {
  all: deskKeys.all,
  counts: () => [...leadKeys.all, 'counts'] as const,
  page: (kind: LeadKindId, filters: LeadFilters, page: number) =>
    [...leadKeys.all, kind, 'page', filters, page] as const,
  lead: (kind: LeadKindId, id: string) => [...leadKeys.all, kind, 'lead', id] as const,
  history: (kind: LeadKindId, id: string) => [...leadKeys.all, kind, 'history', id] as const,
};
