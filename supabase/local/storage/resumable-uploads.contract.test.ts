import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../config.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';
import { BUCKET, MB, folder, sha256, storageUploads } from '../../tests/support/storage-uploads.ts';

/**
 * Resumable uploads on the embedded backend, driven by the real tus-js-client as the forms drive
 * it: a large file in chunks, an interrupted upload resumed, what the create request refuses, and
 * the sweep of an upload left unfinished. An interrupted upload is stopped once its first 6 MB chunk
 * is stored, however long that takes.
 */

const HOUR = 60 * 60 * 1000;

const backend = useTestBackend();

const { downloadAsAdmin, tusUpload } = storageUploads(backend);

/** Starts a resumable upload and stops it once its first 6 MB chunk is stored; `finished` if it ended first. */
async function interruptedUpload(path: string, bytes: Buffer) {
  let stopped!: () => void;
  const firstChunk = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  const first = tusUpload(path, bytes, {
    onChunkComplete(_size, accepted) {
      if (accepted === 6 * MB) void first.upload.abort().then(stopped);
    },
  });
  const finished = await Promise.race([first.done.then(() => true), firstChunk.then(() => false)]);
  return { upload: first.upload, finished };
}

describe('resumable upload (tus-js-client)', () => {
  it('stores a 13 MB file in 6 MB chunks, read back intact', async () => {
    const bytes = randomBytes(13 * MB);
    const path = `${folder('consultation_requests')}/01-scan.stl`;
    const chunks: number[] = [];
    await tusUpload(path, bytes, { onChunkComplete: (size) => chunks.push(size) }).done;
    expect(chunks).toEqual([6 * MB, 6 * MB, MB]);
    expect(sha256(await downloadAsAdmin(path))).toBe(sha256(bytes));
  });

  it('resumes an interrupted upload from the bytes already stored, leaving one object', async () => {
    const bytes = randomBytes(13 * MB);
    const path = `${folder('consultation_requests')}/01-model.step`;
    const first = await interruptedUpload(path, bytes);
    expect(first.finished).toBe(false);
    const uploadUrl = first.upload.url;
    expect(uploadUrl).toMatch(/\/storage\/v1\/upload\/resumable\/[\w-]+$/);

    let resumedFrom: number | undefined;
    await tusUpload(path, bytes, {
      uploadUrl,
      onProgress(sent) {
        resumedFrom ??= sent;
      },
    }).done;
    expect(resumedFrom).toBeGreaterThanOrEqual(6 * MB);
    expect(sha256(await downloadAsAdmin(path))).toBe(sha256(bytes));
    const { rows } = await backend.db.query('select 1 from storage.objects where name = $1', [path]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a path outside the lead folders with 403 and a file over 50 MB with 413', async () => {
    await expect(tusUpload('elsewhere/a.bin', randomBytes(16)).done).rejects.toThrow(/response code: 403/);
    // tus-js-client will not declare more bytes than it holds, so the create request is sent by hand.
    const metadata = [
      `bucketName ${btoa(BUCKET)}`,
      `objectName ${btoa(`${folder('consultation_requests')}/01-huge.step`)}`,
    ];
    const tooBig = await fetch(`${backend.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ANON_KEY}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(50 * MB + 1),
        'upload-metadata': metadata.join(','),
      },
    });
    expect({ status: tooBig.status, text: await tooBig.text() }).toEqual({
      status: 413,
      text: 'Maximum size exceeded\n',
    });
  });
});

describe('limits and sweeping', () => {
  it('refuses a resumable upload with no reservation when it is created, before any byte', async () => {
    const path = `${folder('consultation_requests')}/01-unreserved.stl`;
    const created = await fetch(`${backend.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ANON_KEY}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(7 * MB),
        'upload-metadata': [`bucketName ${btoa(BUCKET)}`, `objectName ${btoa(path)}`].join(','),
      },
    });
    expect(created.status).toBe(428);
    expect(await readdir(join(backend.storageDir, 'uploads'))).toEqual(
      expect.not.arrayContaining([expect.stringContaining(path.split('/')[1] ?? '')]),
    );
  });

  it('removes an unfinished resumable upload after six hours', async () => {
    const bytes = randomBytes(13 * MB);
    const path = `${folder('consultation_requests')}/01-cut.step`;
    const first = await interruptedUpload(path, bytes);
    expect(first.finished).toBe(false);
    const id = first.upload.url?.split('/').pop() ?? 'missing';
    const bytesFile = join(backend.storageDir, 'uploads', createHash('sha256').update(id).digest('hex'));
    const record = `${bytesFile}.json`;
    const saved = JSON.parse(await readFile(record, 'utf8')) as { createdAt: string };
    await writeFile(record, JSON.stringify({ ...saved, createdAt: new Date(Date.now() - 5 * HOUR).toISOString() }));
    await backend.sweepStorage();
    expect(existsSync(record)).toBe(true);
    await writeFile(record, JSON.stringify({ ...saved, createdAt: new Date(Date.now() - 7 * HOUR).toISOString() }));
    await backend.sweepStorage();
    expect(existsSync(record)).toBe(false);
    expect(existsSync(bytesFile)).toBe(false);
  });
});
