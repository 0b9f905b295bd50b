import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BRIEF_TERMS_VERSION } from '@/content/brief-terms';
import { briefApi, BriefError } from './brief-api';
import type { BriefAnswerInput, BriefView } from './brief-view';

/** The token is the key: it lives in memory only, as the page's state does. */
export const briefKeys = {
  view: (token: string) => ['brief', token] as const,
};

/**
 * The brief, opened once: each open is recorded in the introduction's trail, so the page never
 * refetches on focus or reconnect, and retries only what never reached the server.
 */
export const briefQuery = (token: string) =>
  queryOptions({
    queryKey: briefKeys.view(token),
    queryFn: () => briefApi.open(token),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => count < 2 && !(error instanceof BriefError && error.failure.kind !== 'failed'),
  });

export const useBrief = (token: string) => useQuery(briefQuery(token));

/** Every step answers with the whole view, which replaces the page's copy. */
function useBriefStep<Input>(token: string, step: (token: string, input: Input) => Promise<BriefView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => step(token, input),
    onSuccess: (view) => queryClient.setQueryData(briefKeys.view(token), view),
  });
}

export const useAcceptTerms = (token: string) =>
  useBriefStep(token, (t, name: string) => briefApi.acceptTerms(t, name, BRIEF_TERMS_VERSION));

export const useAnswerBrief = (token: string) =>
  useBriefStep(token, (t, answer: BriefAnswerInput) => briefApi.answer(t, answer));

export const useAskQuestion = (token: string) => useBriefStep(token, (t, text: string) => briefApi.ask(t, text));
