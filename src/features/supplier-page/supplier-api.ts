import { supplierPageContent as copy } from '@/content/pages/supplier';
import { failureOf, linkCaller, LinkError, type LinkFailure } from '@/lib/private-link/link-failure';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Capacity } from '@/lib/suppliers/register';
import type { Json } from '@/shared/database.types';
import { isSupplierPageView, type CapabilityChanges } from './supplier-view';

/*
 * The page's only way to the database: the token functions (anon), each taking the link's token
 * and answering with the whole page view. Nothing here reads a table.
 */

export { LinkError as SupplierPageError, failureOf };

/** The codes the token functions answer a bad link, a busy address and a refused input with. */
export const supplierLinkCodes = {
  invalid: 'supplier_link_invalid',
  limited: 'supplier_link_limited',
  refused: ['supplier_capacity_invalid', 'supplier_proposal_invalid', 'supplier_proposal_empty'],
};

/**
 * The page's calls, through the app's one client (`getSupabase`); a database test hands in its
 * own client of the embedded backend and drives exactly these calls.
 */
export function createSupplierPageApi(getClient: () => AppSupabaseClient) {
  const call = linkCaller(getClient, supplierLinkCodes, isSupplierPageView);
  return {
    open: (token: string) => call((sb) => sb.rpc('open_supplier_page', { p_token: token })),
    setCapacity: (token: string, capacity: Capacity) =>
      call((sb) => sb.rpc('set_supplier_capacity', { p_token: token, p_capacity: capacity })),
    propose: (token: string, changes: CapabilityChanges) =>
      call((sb) => sb.rpc('propose_supplier_capabilities', { p_token: token, p_changes: changes as Json })),
  };
}

export const supplierPageApi = createSupplierPageApi(getSupabase);

/** Why a step did not go, in the page's words: nothing was saved. */
export function supplierFailureMessage(error: unknown): string {
  const failure: LinkFailure = failureOf(error);
  switch (failure.kind) {
    case 'invalid':
      return copy.invalid;
    case 'limited':
      return copy.limited;
    case 'refused':
      return failure.message;
    case 'offline':
      return copy.notSaved.offline;
    case 'failed':
      return copy.notSaved.failed;
  }
}
