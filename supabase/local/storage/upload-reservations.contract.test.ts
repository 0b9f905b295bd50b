import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANON_KEY, TEST_CLIENT_ADDRESS_HEADER } from '../config.ts';
import { client } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';

/**
 * One reservation, one resumable upload: parallel creates of the same reserved file cannot each
 * keep their own partial bytes, so the upload store grows by at most what was reserved.
 */

const BUCKET = 'lead-attachments';
const MB = 1024 * 1024;
const ADDRESS = '203.0.113.80';

const backend = useTestBackend();

async function uploadStoreBytes(): Promise<number> {
  const dir = join(backend.storageDir, 'uploads');
  let total = 0;
  for (const entry of await readdir(dir)) total += (await stat(join(dir, entry))).size;
  return total;
}

/** A TUS create carrying `bytes` of data (creation-with-upload), as tus-js-client sends it. */
function createWithData(path: string, length: number, bytes: number) {
  return fetch(`${backend.url}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${ANON_KEY}`,
      apikey: ANON_KEY,
      [TEST_CLIENT_ADDRESS_HEADER]: ADDRESS,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': [
        `bucketName ${btoa(BUCKET)}`,
        `objectName ${btoa(path)}`,
        `contentType ${btoa('application/pdf')}`,
      ].join(','),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
}

describe('resumable uploads of one reserved file', () => {
  it('ten parallel creates: one is accepted, the rest get 409, and the store grows by no more than the reservation', async () => {
    const path = `consultation_requests/${randomUUID()}/01-drawing.pdf`;
    const reserved = await client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: ADDRESS })
      .from('upload_reservations')
      .insert({ name: path, bytes: MB });
    expect(reserved.error).toBeNull();
    const before = await uploadStoreBytes();
    const answers = await Promise.all(Array.from({ length: 10 }, () => createWithData(path, MB, 999_999)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect((await uploadStoreBytes()) - before).toBeLessThanOrEqual(MB + 4096);
  });

  it('after the first upload is abandoned, another may start', async () => {
    const path = `consultation_requests/${randomUUID()}/01-drawing.pdf`;
    await client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: ADDRESS })
      .from('upload_reservations')
      .insert({ name: path, bytes: MB });
    const first = await createWithData(path, MB, 10);
    expect(first.status).toBe(201);
    expect((await createWithData(path, MB, 10)).status).toBe(409);
    const abandoned = await fetch(first.headers.get('location') ?? '', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY, 'tus-resumable': '1.0.0' },
    });
    expect(abandoned.status).toBe(204);
    expect((await createWithData(path, MB, 10)).status).toBe(201);
  });
});
