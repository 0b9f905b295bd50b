import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { readBriefFilesSettings } from '../brief-files/settings.ts';
import { storageApi } from './storage.ts';

// A signed link is built where the browser reaches the project, not where the function does.
Deno.test('a signed link points at the public address, with the download name', async () => {
  const calls: string[] = [];
  const fetcher = ((url: string) => {
    calls.push(url);
    return Promise.resolve(
      new Response(JSON.stringify({ signedURL: '/object/sign/lead-attachments/briefs/x/drawing-1.step?token=t' })),
    );
  }) as unknown as typeof fetch;
  const storage = storageApi('http://127.0.0.1:7001', 'service', fetcher, 'https://site.example');
  const url = await storage.sign('briefs/x/drawing-1.step', 300, 'drawing-1.step');
  assertEquals(
    url,
    'https://site.example/storage/v1/object/sign/lead-attachments/briefs/x/drawing-1.step?token=t&download=drawing-1.step',
  );
  assertEquals(calls, ['http://127.0.0.1:7001/storage/v1/object/sign/lead-attachments/briefs/x/drawing-1.step']);
});

Deno.test('the public address is SUPABASE_URL unless SUPABASE_PUBLIC_URL says otherwise', () => {
  const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
  const base = {
    SUPABASE_URL: 'https://ref.supabase.co/',
    SUPABASE_SERVICE_ROLE_KEY: 'k',
    SITE_URL: 'https://www.forgebridge.test',
  };
  assertEquals(readBriefFilesSettings(env(base)).publicUrl, 'https://ref.supabase.co');
  assertEquals(
    readBriefFilesSettings(env({ ...base, SUPABASE_PUBLIC_URL: 'http://127.0.0.1:4173/' })).publicUrl,
    'http://127.0.0.1:4173',
  );
});
