import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { createBriefFiles } from './handler.ts';

/*
 * What brief-files answers before it asks the database: bad input is a 400 with words that say
 * what to send, never a 500, the site's origin (only it) may read the answers, and the address it
 * passes the database is the one Cloudflare sets, never X-Forwarded-For's. The database's
 * own answers are tested against the embedded backend (brief_files_test.ts).
 */

const settings = {
  supabaseUrl: 'http://127.0.0.1:9',
  publicUrl: 'http://127.0.0.1:9',
  serviceRoleKey: 'service',
  siteOrigin: 'https://www.forgebridge.test',
};
const handle = createBriefFiles({
  settings,
  storage: { sign: () => Promise.reject(new Error('nothing is signed for bad input')) },
  fetcher: () => Promise.reject(new Error('the database is not asked about bad input')),
});

const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  handle(
    new Request('http://function.test/brief-files', {
      method: 'POST',
      headers: { Origin: settings.siteOrigin, ...headers },
      body,
    }),
  );

Deno.test('bad input is a 400 with a clear message, never a 500', async () => {
  const cases: [string, RegExp][] = [
    ['not json', /not valid JSON/],
    ['[]', /Send \{/],
    ['null', /Send \{/],
    ['{"file":1}', /token must be/],
    ['{"token":"","file":1}', /token must be/],
    [`{"token":"${'a'.repeat(201)}","file":1}`, /token must be/],
    ['{"token":"abc"}', /file must be/],
    ['{"token":"abc","file":"1"}', /file must be/],
    ['{"token":"abc","file":1.5}', /file must be/],
    ['{"token":"abc","file":0}', /file must be/],
    [JSON.stringify({ token: 'abc', file: 1, pad: 'x'.repeat(5000) }), /too large/],
  ];
  for (const [body, message] of cases) {
    const response = await post(body);
    assertEquals(response.status, 400, body);
    const answer = (await response.json()) as { message: string };
    assertEquals(message.test(answer.message), true, `${body}: ${answer.message}`);
    assertEquals(response.headers.get('cache-control'), 'no-store');
    assertEquals(response.headers.get('referrer-policy'), 'no-referrer');
  }
  const text = await post('{"token":"abc","file":1}', { 'Content-Type': 'text/plain' });
  assertEquals(text.status, 400);
  await text.body?.cancel();
});

Deno.test('the site’s origin may call it from the browser; another origin is not let in', async () => {
  const preflight = (origin: string) =>
    handle(
      new Request('http://function.test/brief-files', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
        },
      }),
    );
  const ours = await preflight(settings.siteOrigin);
  assertEquals(ours.status, 204);
  assertEquals(ours.headers.get('access-control-allow-origin'), settings.siteOrigin);
  assertEquals(ours.headers.get('access-control-allow-methods'), 'POST, OPTIONS');
  // Exactly what supabase.functions.invoke sends.
  assertEquals(ours.headers.get('access-control-allow-headers'), 'authorization, x-client-info, apikey, content-type');
  const region = await handle(
    new Request('http://function.test/brief-files', {
      method: 'OPTIONS',
      headers: { Origin: settings.siteOrigin, 'Access-Control-Request-Headers': 'authorization, x-region' },
    }),
  );
  assertEquals(region.headers.get('access-control-allow-headers'), 'authorization, x-region');
  const theirs = await preflight('https://elsewhere.example');
  assertEquals(theirs.headers.get('access-control-allow-origin'), null);
  const bad = await post('{}');
  assertEquals(bad.headers.get('access-control-allow-origin'), settings.siteOrigin);
  await bad.body?.cancel();
  const get = await handle(new Request('http://function.test/brief-files'));
  assertEquals([get.status, get.headers.get('allow')], [405, 'POST, OPTIONS']);
  await get.body?.cancel();
});

Deno.test('the database’s refusals pass through as they came; its other errors are not the page’s', async () => {
  const answering = (status: number, body: unknown) =>
    createBriefFiles({
      settings,
      storage: { sign: () => Promise.reject(new Error('a refusal signs nothing')) },
      fetcher: () => Promise.resolve(Response.json(body, { status })),
    });
  const call = (handler: ReturnType<typeof createBriefFiles>) =>
    handler(
      new Request('http://function.test/brief-files', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: 'abc', file: 1 }),
      }),
    );
  const refusals: [number, Record<string, unknown>][] = [
    [404, { code: 'brief_link_invalid', message: 'This link is not valid or has expired.', details: null, hint: null }],
    [429, { code: 'brief_link_limited', message: 'Too many attempts from this address.', details: null, hint: null }],
    [400, { code: '23514', message: 'Accept the terms first', details: null, hint: null }],
    [400, { code: '22023', message: 'No such file', details: null, hint: null }],
  ];
  for (const [status, body] of refusals) {
    const response = await call(answering(status, body));
    assertEquals([response.status, await response.json()], [status, body]);
  }
  const missing = await call(
    answering(404, { code: 'PGRST202', message: 'Could not find the function public.brief_file', details: null }),
  );
  assertEquals([missing.status, ((await missing.json()) as { code: string }).code], [502, 'unavailable']);
});

Deno.test(
  'counts by the address Cloudflare sets; a forged X-Forwarded-For is neither a new address nor another’s',
  async () => {
    const asked: unknown[] = [];
    const counting = createBriefFiles({
      settings,
      storage: { sign: () => Promise.reject(new Error('a bad token signs nothing')) },
      fetcher: (_url, init) => {
        asked.push((JSON.parse(String(init?.body)) as { p_address: unknown }).p_address);
        return Promise.resolve(Response.json({ code: 'brief_link_invalid', message: 'Not valid.' }, { status: 404 }));
      },
    });
    const ask = (headers: Record<string, string>) =>
      counting(
        new Request('http://function.test/brief-files', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: '{"token":"abc","file":1}',
        }),
      ).then((r) => r.body?.cancel());
    // A guesser rotating X-Forwarded-For, or naming a victim's address in it, is counted as itself.
    await ask({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' });
    await ask({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.2, 10.0.0.1' });
    // With no trusted header, the request is the no-address bucket, whatever X-Forwarded-For says.
    await ask({ 'x-forwarded-for': '198.51.100.3' });
    await ask({ 'cf-connecting-ip': '   ' });
    assertEquals(asked, ['203.0.113.9', '203.0.113.9', null, null]);
  },
);
