import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivatePath } from './vite-private-files.ts';

/**
 * `vite` and `vite preview`, started from the project's own config, never serve the embedded
 * database or its stored files, whatever the path looks like. The embedded backend is off here
 * (a hosted project is configured), so nothing else holds the directory.
 */

const root = resolve(import.meta.dirname, '../..');
const name = `private-files-test-${randomUUID().slice(0, 8)}`;
const dataDir = join(root, '.data', name);
const secret = `SECRET-${randomUUID()}`;
const wal = 'pg_wal/000000010000000000000001';
const object = `objects/${randomUUID()}`;
const env = { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'sb_publishable_test' };
const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));

/** The paths a visitor might try: plain, escaped once or twice, through /@fs/, with Vite's query suffixes. */
function attempts(): string[] {
  const paths = [`/.data/${name}/${wal}`, `/.data/${name}-storage/${object}`];
  const forms = paths.flatMap((path) => [
    path,
    path.replace('/.data/', '/%2Edata/'),
    path.replace('/.data/', '/%252edata/'),
    path.replace('/.data/', '/%2E%64ata/'),
    path.replace('/.data/', '/src/../.data/'),
    path.replace('/.data/', '/src/%2e%2e/.data/'),
    path.replace('/.data/', '/.data%2F'),
    `/@fs${root}${path}`,
    `/@fs${root}${path.replace('/.data/', '/%2edata/')}`,
  ]);
  return forms.flatMap((path) => [
    path,
    `${path}?raw`,
    `${path}?import`,
    `${path}?url`,
    `${path}?inline`,
    `${path}?raw&import`,
  ]);
}

/** A raw GET: the path goes out exactly as written (fetch would resolve `..` and `%2e`). */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

async function leaks(port: number): Promise<string[]> {
  const found: string[] = [];
  for (const path of attempts()) {
    const { status, body } = await get(port, path);
    // A 200 may be the app shell's fallback page; the file's bytes must never come back.
    if (body.includes(secret)) found.push(`${path} → ${status}`);
  }
  return found;
}

let dev: ViteDevServer | undefined;
let previewServer: PreviewServer | undefined;
let outDir = '';

beforeAll(() => {
  Object.assign(process.env, env);
  mkdirSync(join(dataDir, 'pg_wal'), { recursive: true });
  mkdirSync(join(`${dataDir}-storage`, 'objects'), { recursive: true });
  writeFileSync(join(dataDir, wal), `lead row ${secret}`);
  writeFileSync(join(`${dataDir}-storage`, object), `attachment ${secret}`);
  outDir = mkdtempSync(join(tmpdir(), 'forgebridge-dist-'));
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>app</title>');
});

afterAll(async () => {
  await dev?.close();
  await previewServer?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-storage`, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) Reflect.deleteProperty(process.env, key);
    else process.env[key] = value;
  }
});

describe('the embedded database and its files', () => {
  it('are never served by the dev server', async () => {
    dev = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'test',
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1', ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await dev.listen();
    const port = (dev.httpServer?.address() as AddressInfo).port;
    // The server does serve the project's own files.
    expect((await get(port, '/src/config/site.ts')).status).toBe(200);
    expect(await leaks(port)).toEqual([]);
  });

  it('are never served by the preview server', async () => {
    previewServer = await preview({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'test',
      logLevel: 'silent',
      preview: { port: 0, host: '127.0.0.1' },
      build: { outDir },
    });
    const port = (previewServer.httpServer.address() as AddressInfo).port;
    expect((await get(port, '/index.html')).status).toBe(200);
    expect(await leaks(port)).toEqual([]);
  });
});

describe('isPrivatePath', () => {
  it('names the data directory however the path is written', () => {
    for (const path of ['/.data/x', '/%2Edata/x', '/%252Edata', '/a\\.data\\x', '/@fs/r/.DATA/x', '/.data-old/x']) {
      expect(isPrivatePath(path, ['.data']), path).toBe(true);
    }
    expect(isPrivatePath('/db/local-storage/objects/x', ['.data', 'db/local'])).toBe(true);
    expect(isPrivatePath('/%E0%A4%A/.data/x', ['.data'])).toBe(true);
    for (const path of ['/', '/src/main.tsx?import', '/metadata.json', '/data/x']) {
      expect(isPrivatePath(path, ['.data']), path).toBe(false);
    }
  });
});
