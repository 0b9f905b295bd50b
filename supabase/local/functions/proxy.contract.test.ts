import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, TEST_CLIENT_ADDRESS_HEADER } from '../config.ts';
import { startLocalBriefFiles } from '../delivery/local-brief-files.ts';
import { localDeliverySettings } from '../delivery/settings.ts';
import { client } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';
import { freePort } from '../../../tests/support/free-port.ts';

/**
 * `/functions/v1/<name>` on the embedded backend, as the hosted gateway serves an Edge Function to
 * supabase-js's `functions.invoke`: the JWT is checked, the client's address is in CF-Connecting-IP
 * (as Cloudflare sets it when hosted) and X-Forwarded-For, whatever the client sent in either, and the function's answer (status, body, headers)
 * comes back as it is. A stand-in function shows what reaches it; brief-files itself runs in Deno.
 */

const backend = useTestBackend();
let echo: Server;
let seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
let briefFiles: { close(): Promise<void> } | undefined;

beforeAll(async () => {
  echo = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(418, { 'Content-Type': 'application/json', 'X-Echo': 'yes', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ code: 'teapot', message: 'short and stout' }));
    });
  });
  await new Promise<void>((done) => echo.listen(0, '127.0.0.1', done));
  backend.functions.set('echo', `http://127.0.0.1:${(echo.address() as AddressInfo).port}`);
  const settings = localDeliverySettings({ LOCAL_BRIEF_FILES_PORT: String(await freePort()) }, 'http://127.0.0.1:4173');
  briefFiles = await startLocalBriefFiles(backend, settings);
}, 120_000);

afterAll(async () => {
  await briefFiles?.close();
  await new Promise<void>((done) => echo.close(() => done()));
});

describe('the gateway in front of local Edge Functions', () => {
  it('passes supabase.functions.invoke on with the client’s address as CF-Connecting-IP, and the answer back', async () => {
    seen = [];
    const visitor = client(backend.url, {
      [TEST_CLIENT_ADDRESS_HEADER]: '203.0.113.9',
      'X-Forwarded-For': '6.6.6.6',
      'CF-Connecting-IP': '6.6.6.7',
    });
    const { error } = await visitor.functions.invoke('echo', { body: { token: 't', file: 1 } });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(418);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(await response.json()).toEqual({ code: 'teapot', message: 'short and stout' });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/echo');
    expect(request?.headers['cf-connecting-ip']).toBe('203.0.113.9');
    expect(request?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(request?.headers.authorization).toBe(`Bearer ${ANON_KEY}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({ token: 't', file: 1 });
  });

  it('refuses a call without a valid JWT, and names no function it does not run', async () => {
    const bare = await fetch(`${backend.url}/functions/v1/echo`, { method: 'POST', body: '{}' });
    expect(bare.status).toBe(401);
    await bare.body?.cancel();
    const forged = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.jwt' },
      body: '{}',
    });
    expect(forged.status).toBe(401);
    await forged.body?.cancel();
    const missing = await fetch(`${backend.url}/functions/v1/nothing-here`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('serves brief-files from Deno: bad input is its own 400, and its preflight lets the site’s origin in', async () => {
    const { error } = await client(backend.url).functions.invoke('brief-files', { body: { token: 'x', file: 0 } });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(((await response.json()) as { message: string }).message).toMatch(/file must be/);
    const preflight = await fetch(`${backend.url}/functions/v1/brief-files`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
  });

  it('gives brief-files the client’s address: a wrong token is the database’s 404, and 20 of them from one address its 429', async () => {
    const invoke = async (address: string) => {
      const token = randomBytes(32).toString('base64url');
      const { error } = await client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: address }).functions.invoke(
        'brief-files',
        { body: { token, file: 1 } },
      );
      const response = (error as FunctionsHttpError).context as Response;
      return { status: response.status, body: (await response.json()) as { code: string; message: string } };
    };
    const wrong = await invoke('203.0.113.40');
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe('brief_link_invalid');
    expect(wrong.body.message).toBe('This link is not valid or has expired. Ask Forgebridge for a new one.');
    for (let i = 0; i < 19; i += 1) expect((await invoke('203.0.113.40')).status).toBe(404);
    expect(await invoke('203.0.113.40')).toMatchObject({ status: 429, body: { code: 'brief_link_limited' } });
    // Another address is not held back by the first one's attempts.
    expect((await invoke('203.0.113.41')).status).toBe(404);
  });
});
