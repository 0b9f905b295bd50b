import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, handleAuth } from './auth/handler.ts';
import type { SignInThrottle } from './auth/throttle.ts';
import { RestError } from './rest/errors.ts';
import { stampClientAddress } from './http/client-address.ts';
import { BodyTooLargeError, answerPreflight, requestUrl, sendJson, setCors } from './http/io.ts';
import type { RestContext } from './rest/context.ts';
import { handleRest } from './rest/handler.ts';
import { sendStorageError, StorageError, tooLarge } from './storage/errors.ts';
import { handleStorage } from './storage/handler.ts';
import type { FileStore } from './storage/files.ts';
import { proxyFunction, type LocalFunctions } from './functions/proxy.ts';

/**
 * The embedded backend as one node:http / Connect middleware: `/rest/v1/*` (PostgREST subset),
 * `/auth/v1/*` (GoTrue subset), `/storage/v1/*` (Storage and TUS subset) and `/functions/v1/*`
 * (the Edge Functions started locally, through ./functions/proxy.ts). Other paths go to `next`, so Vite can mount it in front of its own
 * middlewares. It never throws: every failure becomes a JSON answer (4xx for client mistakes).
 */

export type Middleware = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

export type BackendContext = RestContext & {
  files: FileStore;
  throttle: SignInThrottle;
  /** A request header a trusted proxy sets to the client's address; unset: the socket's peer. */
  clientAddressFrom?: string | undefined;
  /** Edge Functions running locally, by name (filled in once their processes answer). */
  functions: LocalFunctions;
};

export function createHandler(ctx: BackendContext): Middleware {
  return (req, res, next) => {
    stampClientAddress(req, ctx.clientAddressFrom);
    let url: URL;
    try {
      url = requestUrl(req);
    } catch {
      return sendJson(res, 400, { code: 'PGRST100', message: 'Malformed request URL', details: null, hint: null });
    }
    const match = /^\/(rest|auth|storage|functions)\/v1(\/.*)?$/.exec(url.pathname);
    if (!match) {
      if (next) return next();
      return sendJson(res, 404, {
        code: 'PGRST125',
        message: 'Invalid path specified in request URL',
        details: null,
        hint: null,
      });
    }
    const [, api, path = '/'] = match;
    if (api === 'functions') {
      proxyFunction(ctx.functions, req, res, path).catch((error: unknown) => answerError(res, 'rest', error));
      return;
    }
    if (api === 'storage') {
      setCors(req, res);
      handleStorage(ctx, req, res, url, path).catch((error: unknown) => answerError(res, 'storage', error));
      return;
    }
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    setCors(req, res);
    const work = api === 'rest' ? handleRest(ctx, req, res, url, path) : handleAuth(ctx, req, res, url, path);
    work.catch((error: unknown) => answerError(res, api === 'rest' ? 'rest' : 'auth', error));
  };
}

function answerError(res: ServerResponse, api: 'rest' | 'auth' | 'storage', error: unknown) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof AuthError) return sendJson(res, error.status, error.body);
  if (error instanceof RestError) {
    const headers: Record<string, string> =
      error.status === 401 && error.body.code === 'PGRST301'
        ? { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.body.message}"` }
        : {};
    return sendJson(res, error.status, error.body, headers);
  }
  if (error instanceof BodyTooLargeError) {
    if (api === 'storage') return sendStorageError(res, tooLarge());
    return sendJson(
      res,
      413,
      api === 'rest' ? restBody('PGRST102', error.message) : authBody(413, 'request_too_large', error.message),
    );
  }
  console.error('[embedded-supabase]', error);
  const message = error instanceof Error ? error.message : String(error);
  if (api === 'storage') return sendStorageError(res, new StorageError(500, 'Internal', 'InternalError', message));
  sendJson(res, 500, api === 'rest' ? restBody('PGRST000', message) : authBody(500, 'unexpected_failure', message));
}

const restBody = (code: string, message: string) => ({ code, message, details: null, hint: null });
const authBody = (code: number, errorCode: string, msg: string) => ({ code, error_code: errorCode, msg });
