import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import {
  OPTIONS_PAGE_PATH,
  BRIEF_PAGE_PATH,
  mintPageToken,
  newPageLink,
  pageTokenHash,
  pageUrl,
} from './page-token.ts';

Deno.test('a page’s token is 32 random bytes as base64url, and only its SHA-256 hex is handed over', async () => {
  const tokens = new Set(Array.from({ length: 200 }, mintPageToken));
  assertEquals(tokens.size, 200);
  for (const token of tokens) assert(/^[A-Za-z0-9_-]{43}$/.test(token), token);
  // The lowercase hex SHA-256 of the token's UTF-8 text, as the database hashes what the page sends.
  assertEquals(await pageTokenHash('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');

  for (const [path, replace] of [
    [BRIEF_PAGE_PATH, true],
    [OPTIONS_PAGE_PATH, false],
  ] as const) {
    const issued: unknown[] = [];
    const link = await newPageLink(
      (...args) => {
        issued.push(args);
        return Promise.resolve('2026-12-06T10:00:00+00:00');
      },
      'https://www.forgebridge.test',
      path,
      replace,
    );
    const token = link.url.split('#')[1] ?? '';
    assertEquals(link.url, pageUrl('https://www.forgebridge.test', path, token));
    assertEquals(link.url, `https://www.forgebridge.test${path}#${token}`);
    assertEquals(issued, [[await pageTokenHash(token), replace]]);
    assertEquals(link.expiresAt, '2026-12-06T10:00:00+00:00');
  }
});
