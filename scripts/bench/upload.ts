/**
 * `npm run bench:upload`: a 50 MB drawing through the embedded backend's Storage API, as the
 * forms send it: resumable (tus-js-client, 6 MB chunks, streamed from disk) and as one request
 * (storage-js, multipart). For each it prints the throughput and how much the server's resident
 * memory grew at its peak; the server streams to disk, so growth stays far below the file size
 * (the target is under 100 MB). The admin's signed download is checked against the file's SHA-256.
 * Prints figures only; it asserts nothing about time (machines differ).
 */
import { fork } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, openAsBlob, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { createClient } from '@supabase/supabase-js';
import * as tus from 'tus-js-client';
import { WebSocket } from 'ws';
import { ANON_KEY, localAdmin, TEST_CLIENT_ADDRESS_HEADER } from '../../supabase/local/config';
import { signInWithSecondFactor } from '../../supabase/local/auth/admin-sign-in';
import { ATTACHMENT_BUCKET, MAX_ATTACHMENT_BYTES, RESUMABLE_CHUNK_BYTES } from '../../src/lib/leads/attachments';
import { smokeOr } from './smoke';

// supabase-js builds a realtime client, which needs a global WebSocket; Node 20 has none.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const MB = 1024 * 1024;
// Smoke mode (scripts/bench/smoke.ts): 2 MB, one resumable chunk.
const SIZE = smokeOr(2 * MB, MAX_ATTACHMENT_BYTES);
const sizeLabel = `${SIZE / MB} MB`;

type Message = { type: 'ready'; url: string } | { type: 'marked' } | { type: 'report'; baseline: number; peak: number };

const server = fork(new URL('./upload-server.ts', import.meta.url), {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const next = (type: Message['type']) =>
  new Promise<Message>((resolve) => {
    const listener = (message: Message) => {
      if (message.type !== type) return;
      server.off('message', listener);
      resolve(message);
    };
    server.on('message', listener);
  });

const dir = await mkdtemp(join(tmpdir(), 'bench-upload-'));
try {
  const { url } = (await next('ready')) as { url: string };
  const file = join(dir, 'drawing.step');
  const hash = createHash('sha256');
  // Written in 1 MB pieces, so the client never holds the file either.
  await pipeline(
    (async function* () {
      for (let i = 0; i < SIZE / MB; i++) {
        const piece = randomBytes(MB);
        hash.update(piece);
        yield piece;
      }
    })(),
    createWriteStream(file),
  );
  const expected = hash.digest('hex');
  const folder = () => `consultation_requests/${randomUUID()}`;

  /** Reserves an upload as the forms do before any byte is sent (storage refuses one without). */
  async function reserve(path: string, address: string) {
    const response = await fetch(`${url}/rest/v1/upload_reservations`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        [TEST_CLIENT_ADDRESS_HEADER]: address,
      },
      body: JSON.stringify({ name: path, bytes: SIZE }),
    });
    if (response.status !== 201) throw new Error(`reserving ${path}: ${response.status} ${await response.text()}`);
  }

  async function measure(label: string, upload: () => Promise<string>) {
    server.send('mark');
    await next('marked');
    const start = performance.now();
    const path = await upload();
    const seconds = (performance.now() - start) / 1000;
    server.send('report');
    const { baseline, peak } = (await next('report')) as { baseline: number; peak: number };
    const growth = (peak - baseline) / MB;
    console.log(
      `${label.padEnd(34)} ${(SIZE / MB / seconds).toFixed(1).padStart(6)} MB/s  ${seconds.toFixed(2)} s   server memory growth at peak ${growth.toFixed(1)} MB ${growth < 100 ? '(under 100 MB)' : '(OVER 100 MB)'}`,
    );
    return path;
  }

  const resumable = await measure(`${sizeLabel} resumable (TUS, 6 MB chunks)`, async () => {
    const path = `${folder()}/01-drawing.step`;
    await reserve(path, '192.0.2.10');
    await new Promise<void>((resolve, reject) => {
      new tus.Upload(createReadStream(file), {
        endpoint: `${url}/storage/v1/upload/resumable`,
        headers: { authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY, [TEST_CLIENT_ADDRESS_HEADER]: '192.0.2.10' },
        metadata: { bucketName: ATTACHMENT_BUCKET, objectName: path, contentType: 'application/octet-stream' },
        uploadSize: SIZE,
        chunkSize: RESUMABLE_CHUNK_BYTES,
        uploadDataDuringCreation: true,
        onSuccess: () => resolve(),
        onError: reject,
      }).start();
    });
    return path;
  });

  const visitor = createClient(url, ANON_KEY, {
    auth: { persistSession: false },
    global: { headers: { [TEST_CLIENT_ADDRESS_HEADER]: '192.0.2.11' } },
  });
  await measure(`${sizeLabel} in one request (storage-js)`, async () => {
    const path = `${folder()}/01-drawing.step`;
    await reserve(path, '192.0.2.11');
    const body = await openAsBlob(file, { type: 'application/octet-stream' });
    const { error } = await visitor.storage.from(ATTACHMENT_BUCKET).upload(path, body);
    if (error) throw error;
    return path;
  });

  const admin = createClient(url, ANON_KEY, { auth: { persistSession: false } });
  await signInWithSecondFactor(admin, localAdmin());
  const { data, error } = await admin.storage.from(ATTACHMENT_BUCKET).createSignedUrl(resumable, 60);
  if (error) throw error;
  const response = await fetch(data.signedUrl);
  const same =
    createHash('sha256')
      .update(Buffer.from(await response.arrayBuffer()))
      .digest('hex') === expected;
  console.log(`Signed download of the resumable upload: SHA-256 ${same ? 'matches' : 'DIFFERS'}`);
  if (!same) process.exitCode = 1;
} finally {
  server.send('stop');
  rmSync(dir, { recursive: true, force: true });
}
