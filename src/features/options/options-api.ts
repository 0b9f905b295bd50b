import { optionsContent } from '@/content/pages/options';
import {
  classifyLinkError,
  failureOf,
  linkCaller,
  type ErrorLike,
  type LinkFailure,
} from '@/lib/private-link/link-failure';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import type { NoneFitReason } from '@/content/pages/options';
import { isOptionsView } from './options-view';

/*
 * The page's only way to the database: the token functions (anon), each taking the link's token
 * and answering with the options view. Nothing here reads a table.
 */

const optionsCodes = { invalid: 'options_link_invalid', limited: 'options_link_limited' };

/** What the database's error (or a network failure, which has no code) means for the page. */
export const classifyError = (error: ErrorLike, status: number): LinkFailure =>
  classifyLinkError(error, status, optionsCodes);

/**
 * The page's calls, through the app's one client (`getSupabase`); a database test can hand in its
 * own client and drive exactly these calls.
 */
export function createOptionsApi(getClient: () => AppSupabaseClient) {
  const call = linkCaller(getClient, optionsCodes, isOptionsView);
  return {
    open: (token: string) => call((sb) => sb.rpc('open_options', { p_token: token })),
    choose: (token: string, ids: readonly string[], noticeVersion: string) =>
      call((sb) =>
        sb.rpc('choose_options', { p_token: token, p_introduction_ids: [...ids], p_notice_version: noticeVersion }),
      ),
    decline: (token: string, reason: NoneFitReason, words: string | null) =>
      call((sb) => sb.rpc('decline_options', { p_token: token, p_reason: reason, p_words: words ?? '' })),
    ask: (token: string, text: string) =>
      call((sb) => sb.rpc('ask_options_question', { p_token: token, p_text: text })),
  };
}

export const optionsApi = createOptionsApi(getSupabase);

export function failureMessage(failure: LinkFailure): string {
  switch (failure.kind) {
    case 'invalid':
      return optionsContent.invalid;
    case 'limited':
      return optionsContent.limited;
    case 'refused':
      return failure.message;
    case 'offline':
      return optionsContent.notSent.offline;
    case 'failed':
      return optionsContent.notSent.failed;
  }
}

/** Why a step did not go, in the page's words. */
export const optionsFailureMessage = (error: unknown): string => failureMessage(failureOf(error));
