import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Capacity } from '@/lib/suppliers/register';
import { supplierPageApi, SupplierPageError } from './supplier-api';
import type { CapabilityChanges, SupplierPageView } from './supplier-view';

/** The token is the key: it lives in memory only, as the page's state does. */
export const supplierPageKeys = {
  view: (token: string) => ['supplier-page', token] as const,
};

/**
 * The page, opened once: each open counts against the caller's address when the link is wrong, so
 * the page never refetches on focus or reconnect, and retries only what never reached the server.
 */
export const supplierPageQuery = (token: string) =>
  queryOptions({
    queryKey: supplierPageKeys.view(token),
    queryFn: () => supplierPageApi.open(token),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => count < 2 && !(error instanceof SupplierPageError && error.failure.kind !== 'failed'),
  });

export const useSupplierPage = (token: string) => useQuery(supplierPageQuery(token));

/** Every step answers with the whole view, which replaces the page's copy. */
function useSupplierStep<Input>(token: string, step: (token: string, input: Input) => Promise<SupplierPageView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => step(token, input),
    onSuccess: (view) => queryClient.setQueryData(supplierPageKeys.view(token), view),
  });
}

export const useSetCapacity = (token: string) =>
  useSupplierStep(token, (t, capacity: Capacity) => supplierPageApi.setCapacity(t, capacity));

export const useProposeCapabilities = (token: string) =>
  useSupplierStep(token, (t, changes: CapabilityChanges) => supplierPageApi.propose(t, changes));
