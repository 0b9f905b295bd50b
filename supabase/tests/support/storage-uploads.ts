import { createHash, randomUUID } from 'node:crypto';
import * as tus from 'tus-js-client';
import { expect } from 'vitest';
import { ANON_KEY, TEST_CLIENT_ADDRESS_HEADER } from '../../local/config.ts';
import { client, signedInClient, visitorClient, type TestBackend } from './backend.ts';

/**
 * What the Storage contract tests of uploads share (supabase/local/storage/: contract.test.ts,
 * resumable-uploads and limits-and-sweeping .contract.test.ts): the bucket, lead folders, and
 * uploads made as the forms make them (reserved first, then stored, by storage-js or
 * tus-js-client), read back through an admin's signed link.
 */

export const BUCKET = 'lead-attachments';
export const MB = 1024 * 1024;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
export const folder = (table: 'consultation_requests' | 'oem_leads', id: string = randomUUID()) => `${table}/${id}`;

type Client = ReturnType<typeof visitorClient>;

/** Reserves a file as the forms do before uploading it: the database counts it at once. */
export const reserve = (sb: Client, path: string, bytes: number) =>
  sb.from('upload_reservations').insert({ name: path, bytes });

/**
 * As the forms upload: reserve the file, then store it. A refused reservation is not returned:
 * Storage then refuses the upload itself, and that answer is what these tests read.
 */
export async function upload(
  sb: Client,
  path: string,
  body: Blob | Buffer,
  options?: { contentType?: string; upsert?: boolean },
) {
  await reserve(sb, path, body instanceof Blob ? body.size : body.length);
  return sb.storage.from(BUCKET).upload(path, body, options);
}

/** The helpers that reach the test file's backend: a visitor, an admin's download, a resumable upload. */
export function storageUploads(backend: TestBackend) {
  const visitor = () => visitorClient(backend.url);

  const admin = () => signedInClient(backend.url, backend.admin);

  async function downloadAsAdmin(path: string): Promise<Uint8Array> {
    const { data, error } = await (await admin()).storage.from(BUCKET).createSignedUrl(path, 60);
    if (error) throw error;
    const response = await fetch(data.signedUrl);
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  }

  function tusUpload(
    path: string,
    bytes: Buffer,
    options: Partial<tus.UploadOptions> = {},
  ): { upload: tus.Upload; done: Promise<void> } {
    let upload!: tus.Upload;
    const reserved = reserve(client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: '203.0.113.9' }), path, bytes.length);
    const done = new Promise<void>((resolve, reject) => {
      void reserved.then(() => upload.start(), reject);
      upload = new tus.Upload(bytes, {
        endpoint: `${backend.url}/storage/v1/upload/resumable`,
        headers: { authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY, [TEST_CLIENT_ADDRESS_HEADER]: '203.0.113.9' },
        metadata: {
          bucketName: BUCKET,
          objectName: path,
          contentType: 'application/octet-stream',
          cacheControl: '3600',
        },
        chunkSize: 6 * MB,
        uploadDataDuringCreation: true,
        retryDelays: [],
        onSuccess: () => resolve(),
        onError: reject,
        ...options,
      });
    });
    return { upload, done };
  }

  return { visitor, downloadAsAdmin, tusUpload };
}
