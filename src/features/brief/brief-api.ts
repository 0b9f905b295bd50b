import { briefContent } from '@/content/pages/brief';
import { isOffline } from '@/lib/connection';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Json } from '@/shared/database.types';
import { isBriefView, type BriefAnswerInput, type BriefView } from './brief-view';

/*
 * The page's only way to the database: the token functions (anon), each taking the link's token
 * and answering with the brief view, and the Edge Function that mints a file's download link.
 * Nothing here reads a table.
 */

/**
 * Why a call did not give a view: the link is wrong, expired or revoked (one answer for all), the
 * address is over its limit, the database refused the input (its message says why), the browser
 * is offline, or anything else.
 */
export type BriefFailure =
  | { kind: 'invalid' }
  | { kind: 'limited' }
  | { kind: 'refused'; message: string }
  | { kind: 'offline' }
  | { kind: 'failed' };

export class BriefError extends Error {
  constructor(readonly failure: BriefFailure) {
    super(failure.kind === 'refused' ? failure.message : failure.kind);
    this.name = 'BriefError';
  }
}

export const failureOf = (error: unknown): BriefFailure =>
  error instanceof BriefError ? error.failure : isOffline() ? { kind: 'offline' } : { kind: 'failed' };

type ErrorLike = { code?: unknown; message?: unknown } | null | undefined;

/** What the database's error (or a network failure, which has no code) means for the page. */
export function classifyError(error: ErrorLike, status: number): BriefFailure {
  const code = typeof error?.code === 'string' ? error.code : '';
  if (code === 'brief_link_invalid' || status === 404) return { kind: 'invalid' };
  if (code === 'brief_link_limited' || status === 429) return { kind: 'limited' };
  if ((code === '23514' || code === '22023') && typeof error?.message === 'string') {
    return { kind: 'refused', message: error.message };
  }
  // No answer from the server at all (supabase-js reports a failed fetch with status 0).
  if (status === 0 || isOffline()) return { kind: 'offline' };
  return { kind: 'failed' };
}

/**
 * The page's calls, through the app's one client (`getSupabase`); a database test hands in its
 * own client of the embedded backend and drives exactly these calls.
 */
export function createBriefApi(getClient: () => AppSupabaseClient) {
  async function call(
    request: (client: AppSupabaseClient) => PromiseLike<{ data: unknown; error: ErrorLike; status: number }>,
  ): Promise<BriefView> {
    let result: { data: unknown; error: ErrorLike; status: number };
    try {
      result = await request(getClient());
    } catch {
      throw new BriefError(isOffline() ? { kind: 'offline' } : { kind: 'failed' });
    }
    if (result.error) throw new BriefError(classifyError(result.error, result.status));
    if (!isBriefView(result.data)) throw new BriefError({ kind: 'failed' });
    return result.data;
  }

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
        throw new BriefError(isOffline() ? { kind: 'offline' } : { kind: 'failed' });
      }
      if (result.error) throw new BriefError(await functionFailure(result.error));
      const url = (result.data as { url?: unknown } | null)?.url;
      if (typeof url !== 'string') throw new BriefError({ kind: 'failed' });
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
