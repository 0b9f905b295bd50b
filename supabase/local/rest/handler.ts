import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RestContext } from './context.ts';
import { RestError, fromPgError, isPgError, unknownTable } from './errors.ts';
import { forwardedHeaders, header, sendEmpty, sendJson } from '../http/io.ts';
import { parsePrefer } from './params.ts';
import { authenticate } from './request-auth.ts';
import { insert, select, update, type Result } from './queries.ts';
import { callFunction } from './rpc.ts';

/**
 * The PostgREST subset behind `/rest/v1` (docs/decisions/0002-embedded-supabase-backend.md):
 * insert (POST), read (GET/HEAD) and update (PATCH) on tables of `public`, and calls of its
 * functions (POST /rpc/<name>). Each request runs in
 * one transaction as the JWT's role (see db/run-as.ts), so grants and policies decide.
 */

const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

/** Handles one request whose path is below /rest/v1; `path` is the rest, e.g. '/oem_leads'. */
export async function handleRest(ctx: RestContext, req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
  const method = req.method ?? 'GET';
  if (!['GET', 'HEAD', 'POST', 'PATCH'].includes(method)) {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  const writes = method === 'POST' || method === 'PATCH';
  const profile = header(req, writes ? 'content-profile' : 'accept-profile');
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
  const claims = await authenticate(req);
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'rpc') {
    const fn = safeDecode(segments[1] ?? '');
    if (method !== 'POST' || segments.length !== 2) {
      throw new RestError(404, 'PGRST202', `Could not find the function public.${fn} in the schema cache`);
    }
    let result: Result;
    try {
      result = await callFunction(ctx, fn, claims, req);
    } catch (error) {
      throw isPgError(error) ? fromPgError(error, claims.role) : error;
    }
    return sendJson(res, result.status, result.body);
  }
  if (segments.length !== 1 || !segments[0])
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  const name = safeDecode(segments[0]);
  const table = ctx.catalogue.get(name);
  if (!table) throw unknownTable(name);

  const prefer = parsePrefer(header(req, 'prefer'));
  let result: Result;
  try {
    if (method === 'POST') result = await insert(ctx, table, claims, prefer, url.searchParams, req);
    else if (method === 'PATCH') result = await update(ctx, table, claims, prefer, url.searchParams, req);
    else result = await select(ctx, table, claims, prefer, url.searchParams, forwardedHeaders(req));
  } catch (error) {
    // The role decides 401 versus 403 for 42501, as in PostgREST.
    throw isPgError(error) ? fromPgError(error, claims.role) : error;
  }
  const headers: Record<string, string> = {};
  if (result.range) headers['Content-Range'] = result.range;
  if (result.body === undefined) return sendEmpty(res, result.status, headers);

  if ((header(req, 'accept') ?? '').startsWith(OBJECT_MEDIA)) {
    const rows = JSON.parse(result.body) as unknown[];
    if (rows.length !== 1) {
      const details = `The result contains ${rows.length} rows`;
      throw new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', details);
    }
    return sendJson(res, result.status, rows[0], { ...headers, 'Content-Type': `${OBJECT_MEDIA}; charset=utf-8` });
  }
  sendJson(res, result.status, result.body, headers);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
}
