import { briefContent } from '@/content/pages/brief';
import { isOffline } from '@/lib/connection';
import {
  classifyLinkError,
  failureOf,
  linkCaller,
  LinkError,
  type ErrorLike,
  type LinkFailure,
} from '@/lib/private-link/link-failure';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Json } from '@/shared/database.types';
import { isBriefView, type BriefAnswerInput } from './brief-view';

/*
 * The page's only way to the database: the token functions (anon), each taking the link's token
 * and answering with the brief view, and the Edge Function that mints a file's download link.
 * Nothing here reads a table.
 */

export type BriefFailure = LinkFailure;
export { LinkError as BriefError, failureOf };

const briefCodes = { invalid: 'brief_link_invalid', limited: 'brief_link_limited' };

/** What the database's error (or a network failure, which has no code) means for the page. */
export const classifyError = (error: ErrorLike, status: number): BriefFailure =>
  classifyLinkError(error, status, briefCodes);

/**
 * The page's calls, through the app's one client (`getSupabase`); a database test hands in its
 * own client of the embedded backend and drives exactly these calls.
 */
export function createBriefApi(getClient: () => AppSupabaseClient) {
  const call = linkCaller(getClient, briefCodes, isBriefView);

  return {
    open: (token: string) => call((sb) => sb.rpc('open_brief', { p_token: token })),
    acceptTerms: (token: string, name: string, version: string) =>
      call((sb) => sb.rpc('accept_brief_terms', { p_token: token, p_name: name, p_terms_version: version })),
    answer: (token: string, answer: BriefAnswerInput) =>
      call((sb) => sb.rpc('answer_brief', { p_token: token, p_answer: answer as Json })),
    ask: (token: string, text: string) => call((sb) => sb.rpc('ask_brief_question', { p_token: token, p_text: text })),
    /** A link to file n, minted for this click and valid for 5 minutes. */
    fileUrl: async (token: string, file: number): Promise<string> => {
      let result: { data: unknown; error: unknown };
      try {
        result = await getClient().functions.invoke('brief-files', { body: { token, file } });
      } catch {
        throw new LinkError(isOffline() ? { kind: 'offline' } : { kind: 'failed' });
      }
      if (result.error) throw new LinkError(await functionFailure(result.error));
      const url = (result.data as { url?: unknown } | null)?.url;
      if (typeof url !== 'string') throw new LinkError({ kind: 'failed' });
      return url;
    },
  };
}

export const briefApi = createBriefApi(getSupabase);

/** The function answers a refusal with the database's own shape and status. */
async function functionFailure(error: unknown): Promise<BriefFailure> {
  const response = (error as { context?: unknown }).context;
  if (!(response instanceof Response)) return classifyError(null, isOffline() ? 0 : 500);
  const body = (await response.json().catch(() => null)) as ErrorLike;
  return classifyError(body, response.status);
}

export const briefMessages = {
  failure: (failure: BriefFailure): string => {
    switch (failure.kind) {
      case 'invalid':
        return briefContent.invalid;
      case 'limited':
        return briefContent.limited;
      case 'refused':
        return failure.message;
      case 'offline':
        return briefContent.notSent.offline;
      case 'failed':
        return briefContent.notSent.failed;
    }
  },
};

/** Why a step did not go, in the page's words. */
export const briefFailureMessage = (error: unknown): string => briefMessages.failure(failureOf(error));
