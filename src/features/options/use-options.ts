import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoneFitReason } from '@/content/pages/options';
import { LinkError } from '@/lib/private-link/link-failure';
import { optionsApi } from './options-api';
import type { OptionsView } from './options-view';

/** The token is the key: it lives in memory only, as the page's state does. */
export const optionsKeys = {
  view: (token: string) => ['options', token] as const,
};

/**
 * The options, opened once: each open is recorded on the link, so the page never refetches on
 * focus or reconnect, and retries only what never reached the server.
 */
export const optionsQuery = (token: string) =>
  queryOptions({
    queryKey: optionsKeys.view(token),
    queryFn: () => optionsApi.open(token),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => count < 2 && !(error instanceof LinkError && error.failure.kind !== 'failed'),
  });

export const useOptions = (token: string) => useQuery(optionsQuery(token));

/** Every step answers with the whole view, which replaces the page's copy. */
function useOptionsStep<Input>(token: string, step: (token: string, input: Input) => Promise<OptionsView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => step(token, input),
    onSuccess: (view) => queryClient.setQueryData(optionsKeys.view(token), view),
  });
}

export const useChooseOptions = (token: string) =>
  useOptionsStep(token, (t, input: { ids: readonly string[]; noticeVersion: string }) =>
    optionsApi.choose(t, input.ids, input.noticeVersion),
  );

export const useDeclineOptions = (token: string) =>
  useOptionsStep(token, (t, input: { reason: NoneFitReason; words: string | null }) =>
    optionsApi.decline(t, input.reason, input.words),
  );

export const useAskOptionsQuestion = (token: string) =>
  useOptionsStep(token, (t, text: string) => optionsApi.ask(t, text));
