import { signedLinkSeconds } from '../../../src/shared/leads/signed-links.ts';
import type { BriefStorage } from '../_shared/storage.ts';
import type { BriefFilesSettings } from './settings.ts';

/**
 * brief-files: a per-click download link to one neutral copy of a brief's drawing, for the
 * supplier's page (docs/decisions/0031-sending-the-options.md). The page posts `{ token, file }`;
 * the database's `brief_file(p_token, p_file, p_address)` (service role only) decides: it answers
 * the copy's path only for a live link whose terms were accepted, counts failed attempts by the
 * client's address, and records the download. Its refusals (404 for any bad link, 429 past the
 * address's limit, 400 before the terms or for no such file) go back to the page as they came,
 * body and status. Then the copy is signed for 5 minutes under its neutral name. Nothing is
 * cached and no Referer leaves the page's link: the answer is a bearer link.
 */

export const LINK_SECONDS = signedLinkSeconds.briefPageDownload;

/** What a request may hold; anything bigger is not a `{ token, file }`. */
const MAX_BODY = 4096;

type Json = Record<string, unknown>;

/**
 * What brief_file refuses with, by HTTP status: any bad link (404) and the address's limit (429),
 * set as response.status; before the terms or for no such file, its raise (23514, 22023: 400).
 */
const refusals: Readonly<Record<number, readonly string[]>> = {
  400: ['23514', '22023'],
  404: ['brief_link_invalid'],
  429: ['brief_link_limited'],
};

/** The header the database trusts for the client's address (private.client_address_source). */
export const CLIENT_ADDRESS_HEADER = 'cf-connecting-ip';

const badInput = (message: string): Json => ({ code: 'bad_request', message, details: null, hint: null });

export function createBriefFiles(input: {
  settings: BriefFilesSettings;
  storage: Pick<BriefStorage, 'sign'>;
  fetcher?: typeof fetch;
}): (request: Request) => Promise<Response> {
  const { settings, storage, fetcher = fetch } = input;

  function cors(request: Request): Record<string, string> {
    const origin = request.headers.get('origin');
    return {
      Vary: 'Origin',
      ...(origin === settings.siteOrigin ? { 'Access-Control-Allow-Origin': origin } : {}),
    };
  }

  function answer(request: Request, status: number, body: Json): Response {
    return Response.json(body, {
      status,
      headers: { ...cors(request), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    });
  }

  /**
   * The client's address as the database reads it for the same limits (private.client_address):
   * the header Cloudflare writes in front of Supabase's gateway, replacing any value a client
   * sent, its first 100 characters trimmed. X-Forwarded-For's first entry is the client's own
   * words, so it is never read. No address (null) is a bucket of its own, never a skipped check.
   */
  function clientAddress(request: Request): string | null {
    const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.slice(0, 100).trim();
    return address ? address : null;
  }

  async function readInput(request: Request): Promise<{ token: string; file: number } | string> {
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) return 'Send the request as JSON: { "token": "…", "file": 1 }.';
    const text = await request.text();
    if (text.length > MAX_BODY) return 'The request is too large.';
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return 'The request is not valid JSON.';
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Send { "token": "…", "file": 1 }.';
    const { token, file } = body as Json;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200)
      return 'token must be the text after # in your link.';
    if (typeof file !== 'number' || !Number.isInteger(file) || file < 1 || file > 1000)
      return 'file must be the drawing’s number, a whole number from 1.';
    return { token, file };
  }

  async function briefFile(token: string, file: number, address: string | null): Promise<Response> {
    return fetcher(`${settings.supabaseUrl}/rest/v1/rpc/brief_file`, {
      method: 'POST',
      headers: {
        apikey: settings.serviceRoleKey,
        Authorization: `Bearer ${settings.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_token: token, p_file: file, p_address: address }),
      signal: AbortSignal.timeout(15_000),
    });
  }

  return async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...cors(request),
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          // What supabase.functions.invoke sends, or whatever else the page's client asks to.
          'Access-Control-Allow-Headers':
            request.headers.get('access-control-request-headers') ??
            'authorization, x-client-info, apikey, content-type',
          'Access-Control-Max-Age': '86400',
        },
      });
    }
    if (request.method !== 'POST') {
      const refused = answer(request, 405, badInput('Use POST.'));
      refused.headers.set('Allow', 'POST, OPTIONS');
      return refused;
    }
    const input = await readInput(request).catch(() => 'The request could not be read.');
    if (typeof input === 'string') return answer(request, 400, badInput(input));

    let response: Response;
    try {
      response = await briefFile(input.token, input.file, clientAddress(request));
    } catch (error) {
      console.error('brief_file failed', error);
      return answer(request, 502, { code: 'unavailable', message: 'Downloads are unavailable; try again shortly.' });
    }
    const text = await response.text();
    let body: Json | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as Json;
    } catch {
      body = null;
    }
    // The database's refusals reach the page as they are: the same words for any bad link. Any
    // other error (a missing function, a call it could not parse) is ours, not the page's.
    if (body && refusals[response.status]?.includes(String(body.code))) return answer(request, response.status, body);
    if (response.ok && body && typeof body.path === 'string' && typeof body.download_name === 'string') {
      try {
        const url = await storage.sign(body.path, LINK_SECONDS, body.download_name);
        return answer(request, 200, { url });
      } catch (error) {
        console.error('signing failed', error);
      }
    } else {
      console.error('brief_file answered', response.status, text.slice(0, 300));
    }
    return answer(request, 502, { code: 'unavailable', message: 'Downloads are unavailable; try again shortly.' });
  };
}
