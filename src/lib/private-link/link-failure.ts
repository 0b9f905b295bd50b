import { isOffline } from '@/lib/connection';
import type { AppSupabaseClient } from '@/lib/supabase';

/*
 * What a private page's token function answered when it did not give a view. The brief page and
 * the options page read their database's errors the same way; only the link's own codes differ.
 */

/**
 * Why a call did not give a view: the link is wrong, expired or revoked (one answer for all), the
 * address is over its limit, the database refused the input (its message says why), the browser
 * is offline, or anything else.
 */
export type LinkFailure =
  | { kind: 'invalid' }
  | { kind: 'limited' }
  | { kind: 'refused'; message: string }
  | { kind: 'offline' }
  | { kind: 'failed' };

export class LinkError extends Error {
  constructor(readonly failure: LinkFailure) {
    super(failure.kind === 'refused' ? failure.message : failure.kind);
    this.name = 'LinkError';
  }
}

export const failureOf = (error: unknown): LinkFailure =>
  error instanceof LinkError ? error.failure : isOffline() ? { kind: 'offline' } : { kind: 'failed' };

export type ErrorLike = { code?: unknown; message?: unknown } | null | undefined;

/**
 * The codes a page's token functions answer a bad link and a busy address with, and any of their
 * own codes for a refused input whose message the person should read (besides 23514 and 22023).
 */
export type LinkCodes = { invalid: string; limited: string; refused?: readonly string[] };

/** What the database's error (or a network failure, which has no code) means for the page. */
export function classifyLinkError(error: ErrorLike, status: number, codes: LinkCodes): LinkFailure {
  const code = typeof error?.code === 'string' ? error.code : '';
  if (code === codes.invalid || status === 404) return { kind: 'invalid' };
  if (code === codes.limited || status === 429) return { kind: 'limited' };
  const refused = code === '23514' || code === '22023' || (codes.refused?.includes(code) ?? false);
  if (refused && typeof error?.message === 'string') {
    return { kind: 'refused', message: error.message };
  }
  // No answer from the server at all (supabase-js reports a failed fetch with status 0).
  if (status === 0 || isOffline()) return { kind: 'offline' };
  return { kind: 'failed' };
}

type RpcResult = { data: unknown; error: ErrorLike; status: number };

/**
 * One token function's call through the app's client: its view when the answer is one the page can
 * render, else a LinkError saying why not.
 */
export function linkCaller<View>(
  getClient: () => AppSupabaseClient,
  codes: LinkCodes,
  isView: (value: unknown) => value is View,
) {
  return async (request: (client: AppSupabaseClient) => PromiseLike<RpcResult>): Promise<View> => {
    let result: RpcResult;
    try {
      result = await request(getClient());
    } catch {
      throw new LinkError(isOffline() ? { kind: 'offline' } : { kind: 'failed' });
    }
    if (result.error) throw new LinkError(classifyLinkError(result.error, result.status, codes));
    if (!isView(result.data)) throw new LinkError({ kind: 'failed' });
    return result.data;
  };
}
