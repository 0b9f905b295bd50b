import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { briefPageUrl, briefTokenHash, mintBriefToken, newBriefLink } from './brief-token.ts';

Deno.test('a brief’s token is 32 random bytes as base64url, and only its SHA-256 hex is handed over', async () => {
  const tokens = new Set(Array.from({ length: 200 }, mintBriefToken));
  assertEquals(tokens.size, 200);
  for (const token of tokens) assert(/^[A-Za-z0-9_-]{43}$/.test(token), token);
  // The lowercase hex SHA-256 of the token's UTF-8 text, as the database hashes what the page sends.
  assertEquals(await briefTokenHash('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');

  const issued: unknown[] = [];
  const link = await newBriefLink(
    (...args) => {
      issued.push(args);
      return Promise.resolve('2026-12-06T10:00:00+00:00');
    },
    'https://www.forgebridge.test',
    'intro-1',
    true,
  );
  const token = link.url.split('#')[1] ?? '';
  assertEquals(link.url, briefPageUrl('https://www.forgebridge.test', token));
  assertEquals(link.url, `https://www.forgebridge.test/brief#${token}`);
  assertEquals(issued, [['intro-1', await briefTokenHash(token), true]]);
  assertEquals(link.expiresAt, '2026-12-06T10:00:00+00:00');
});
