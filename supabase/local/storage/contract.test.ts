import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY, TEST_CLIENT_ADDRESS_HEADER } from '../config.ts';
import { createClient } from '@supabase/supabase-js';
import { sweepOrphanAttachments } from '../../../scripts/ops/sweep-attachments.ts';
import { client, signedInClient, visitorClient } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';
import { validRow } from '../../tests/support/fixtures.ts';
import { fileRules } from '../../../src/shared/leads/fields/files.ts';

/**
 * The Storage half of the embedded backend, driven by the real storage-js (inside supabase-js)
 * and the real tus-js-client, as the forms and the admin drive it: uploads under a lead's
 * folder, the row that lists them, signed downloads for the admin.
 */

const BUCKET = 'lead-attachments';
const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

const backend = useTestBackend();

const visitor = () => visitorClient(backend.url);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const folder = (table: 'consultation_requests' | 'oem_leads', id: string = randomUUID()) => `${table}/${id}`;

const admin = () => signedInClient(backend.url, backend.admin);

type Client = ReturnType<typeof visitor>;

/** Reserves a file as the forms do before uploading it: the database counts it at once. */
const reserve = (sb: Client, path: string, bytes: number) =>
  sb.from('upload_reservations').insert({ name: path, bytes });

/**
 * As the forms upload: reserve the file, then store it. A refused reservation is not returned:
 * Storage then refuses the upload itself, and that answer is what these tests read.
 */
async function upload(
  sb: Client,
  path: string,
  body: Blob | Buffer,
  options?: { contentType?: string; upsert?: boolean },
) {
  await reserve(sb, path, body instanceof Blob ? body.size : body.length);
  return sb.storage.from(BUCKET).upload(path, body, options);
}

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
      metadata: { bucketName: BUCKET, objectName: path, contentType: 'application/octet-stream', cacheControl: '3600' },
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

describe('standard upload (storage-js)', () => {
  it('stores a visitor file under a lead folder that only an admin can read back, byte for byte', async () => {
    const bytes = randomBytes(300 * 1024);
    const path = `${folder('consultation_requests')}/01-bracket.pdf`;
    const sb = visitor();
    const { data, error } = await upload(sb, path, new Blob([bytes], { type: 'application/pdf' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });

    const download = await sb.storage.from(BUCKET).download(path);
    expect(download.error).toMatchObject({ status: 400, statusCode: '404' });
    const sign = await sb.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(sign.error).toMatchObject({ statusCode: '404' });

    expect(sha256(await downloadAsAdmin(path))).toBe(sha256(bytes));
  });

  it('refuses a path outside the lead folders, a second copy, a type not allowed and an oversized body', async () => {
    const sb = visitor();
    const outside = await upload(sb, 'elsewhere/file.pdf', new Blob(['x'], { type: 'application/pdf' }));
    expect(outside.error).toMatchObject({ status: 400, statusCode: '403' });

    const path = `${folder('consultation_requests')}/01-part.pdf`;
    expect((await upload(sb, path, new Blob(['a'], { type: 'application/pdf' }))).error).toBeNull();
    const again = await upload(sb, path, new Blob(['b'], { type: 'application/pdf' }));
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const overwrite = await upload(sb, path, new Blob(['b'], { type: 'application/pdf' }), { upsert: true });
    expect(overwrite.error).toMatchObject({ statusCode: '403' });

    const html = await upload(
      sb,
      `${folder('consultation_requests')}/01-page.html`,
      new Blob(['<p>'], { type: 'text/html' }),
    );
    expect(html.error).toMatchObject({ statusCode: '415' });

    const big = await upload(sb, `${folder('consultation_requests')}/01-big.pdf`, Buffer.alloc(50 * MB + 1), {
      contentType: 'application/pdf',
    });
    expect(big.error).toMatchObject({ statusCode: '413' });
  });

  it('takes up to 5 files per OEM lead (a model and its drawings), and no file once the lead is stored', async () => {
    const sb = visitor();
    const row = validRow('oem_leads');
    const dir = folder('oem_leads', row.id);
    const file = new Blob(['solid'], { type: 'model/step' });
    expect((await upload(sb, `${dir}/01-a.step`, file)).error).toBeNull();
    for (let n = 2; n <= fileRules.oem.maxFiles; n++) {
      expect((await upload(sb, `${dir}/0${n}-drawing.pdf`, file)).error).toBeNull();
    }
    const extra = `${dir}/0${fileRules.oem.maxFiles + 1}-b.step`;
    const second = await reserve(sb, extra, file.size);
    expect(second.error).toMatchObject({ code: 'PT413', message: 'Too many files for one lead' });
    // Without its reservation, Storage takes no byte of it.
    const unreserved = await sb.storage.from(BUCKET).upload(extra, file);
    expect(unreserved.error).toMatchObject({ statusCode: '428', message: 'This upload was not reserved' });

    const stored = await sb.from('oem_leads').insert({
      ...row,
      uploaded_file_name: 'a.step',
      attachments: [{ name: 'a.step', size: 5, type: 'model/step', path: `${dir}/01-a.step` }],
    });
    expect(stored.error).toBeNull();

    expect((await reserve(sb, `${dir}/09-c.step`, file.size)).error).toMatchObject({
      code: 'PT409',
      message: 'This lead is already stored',
    });
    const late = await sb.storage.from(BUCKET).upload(`${dir}/09-c.step`, file);
    expect(late.error).toMatchObject({ statusCode: '409', message: 'This lead is already stored' });
  });
});

describe('lead rows that list uploaded files', () => {
  it('accept only files stored under their own id with their stored size', async () => {
    const sb = visitor();
    const row = validRow('consultation_requests');
    const path = `${folder('consultation_requests', row.id)}/01-housing.step`;
    const bytes = randomBytes(2048);
    expect((await upload(sb, path, new Blob([bytes]))).error).toBeNull();
    const entry = { name: 'housing.step', size: bytes.length, type: '', path };

    const wrongSize = await sb.from('consultation_requests').insert({ ...row, attachments: [{ ...entry, size: 1 }] });
    expect(wrongSize.error).toMatchObject({ code: '23514', message: 'An attachment is not stored under this lead' });
    const otherLead = validRow('consultation_requests');
    const stolen = await sb.from('consultation_requests').insert({ ...otherLead, attachments: [entry] });
    expect(stolen.error).toMatchObject({ code: '23514' });

    expect((await sb.from('consultation_requests').insert({ ...row, attachments: [entry] })).error).toBeNull();
  });
});

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
    const first = tusUpload(path, bytes, {
      onChunkComplete(_size, accepted) {
        if (accepted === 6 * MB) void first.upload.abort();
      },
    });
    await expect(Promise.race([first.done, new Promise((r) => setTimeout(r, 1500, 'aborted'))])).resolves.toBe(
      'aborted',
    );
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
  it('counts an upload when it starts: eight parallel uploads for one OEM lead store as many as it takes', async () => {
    const sb = visitor();
    const dir = folder('oem_leads');
    const file = new Blob(['solid'], { type: 'model/step' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(sb, `${dir}/0${i + 1}-part.step`, file)),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(fileRules.oem.maxFiles);
    const { rows } = await backend.db.query('select name from storage.objects where name like $1', [`${dir}/%`]);
    expect(rows).toHaveLength(fileRules.oem.maxFiles);
  });

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

  it('refuses a file larger than it reserved', async () => {
    const sb = visitor();
    const path = `${folder('consultation_requests')}/01-small.pdf`;
    expect((await reserve(sb, path, 2)).error).toBeNull();
    const bigger = await sb.storage.from(BUCKET).upload(path, new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    expect(bigger.error).toMatchObject({ statusCode: '413' });
    const { rows } = await backend.db.query('select 1 from storage.objects where name = $1', [path]);
    expect(rows).toHaveLength(0);
  });

  it('bounds the bytes one address leaves unclaimed by a stored lead in a day', async () => {
    await backend.db.query('update private.upload_allowance set unclaimed_bytes_per_address_per_day = $1', [10 * MB]);
    try {
      const sb = client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: '192.0.2.210' });
      expect((await reserve(sb, `${folder('consultation_requests')}/01-a.stl`, 6 * MB)).error).toBeNull();
      expect((await reserve(sb, `${folder('consultation_requests')}/01-b.stl`, 6 * MB)).error).toMatchObject({
        code: 'PT429',
      });
      // Another address has its own allowance.
      const other = client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: '192.0.2.211' });
      expect((await reserve(other, `${folder('consultation_requests')}/01-c.stl`, 6 * MB)).error).toBeNull();
    } finally {
      await backend.db.query('update private.upload_allowance set unclaimed_bytes_per_address_per_day = 1288490188');
    }
  });

  it('removes an unfinished resumable upload after six hours', async () => {
    const bytes = randomBytes(13 * MB);
    const path = `${folder('consultation_requests')}/01-cut.step`;
    const first = tusUpload(path, bytes, {
      onChunkComplete(_size, accepted) {
        if (accepted === 6 * MB) void first.upload.abort();
      },
    });
    await Promise.race([first.done, new Promise((r) => setTimeout(r, 1500))]);
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

  it('sweeps files that their stored lead does not list', async () => {
    const sb = visitor();
    const row = validRow('consultation_requests');
    const paths = [1, 2, 3].map((n) => `${folder('consultation_requests', row.id)}/0${n}-hidden.pdf`);
    for (const path of paths) {
      expect((await upload(sb, path, new Blob(['%PDF'], { type: 'application/pdf' }))).error).toBeNull();
    }
    expect((await sb.from('consultation_requests').insert({ ...row, attachments: [] })).error).toBeNull();
    await backend.db.query("update storage.objects set created_at = now() - interval '25 hours' where name = any($1)", [
      paths,
    ]);
    await backend.sweepStorage();
    const { rows } = await backend.db.query('select 1 from storage.objects where name = any($1)', [paths]);
    expect(rows).toHaveLength(0);
  });

  it('counts each lead folder against the per-address limit, then allows again after the window', async () => {
    await backend.db.query(
      "update private.submission_limits set max_submissions = 2 where lead_table = 'consultation_requests' and scope = 'address'",
    );
    try {
      const sb = client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: '192.0.2.201' });
      const put = (dir: string, n: number) => reserve(sb, `${dir}/0${n}-a.pdf`, 1);
      const [a, b, c] = [
        folder('consultation_requests'),
        folder('consultation_requests'),
        folder('consultation_requests'),
      ];
      expect((await put(a, 1)).error).toBeNull();
      expect((await put(a, 2)).error).toBeNull();
      expect((await put(b, 1)).error).toBeNull();
      expect((await put(c, 1)).error).toMatchObject({
        code: 'PT429',
        message: 'Too many submissions, please try again later',
      });
      await backend.db.query("update public.upload_reservations set created_at = now() - interval '2 hours'");
      expect((await put(c, 1)).error).toBeNull();
    } finally {
      await backend.db.query(
        "update private.submission_limits set max_submissions = 20 where lead_table = 'consultation_requests' and scope = 'address'",
      );
    }
  });

  it('removes a day-old file whose lead never arrived, bytes and all, and keeps claimed ones', async () => {
    const sb = visitor();
    const row = validRow('consultation_requests');
    const kept = `${folder('consultation_requests', row.id)}/01-kept.pdf`;
    const orphan = `${folder('consultation_requests')}/01-orphan.pdf`;
    const young = `${folder('consultation_requests')}/01-young.pdf`;
    for (const path of [kept, orphan, young]) {
      expect((await upload(sb, path, new Blob(['%PDF'], { type: 'application/pdf' }))).error).toBeNull();
    }
    const entry = { name: 'kept.pdf', size: 4, type: 'application/pdf', path: kept };
    expect((await sb.from('consultation_requests').insert({ ...row, attachments: [entry] })).error).toBeNull();
    await backend.db.query("update storage.objects set created_at = now() - interval '25 hours' where name = any($1)", [
      [kept, orphan],
    ]);
    const { rows: before } = await backend.db.query<{ version: string }>(
      'select version from storage.objects where name = $1',
      [orphan],
    );
    const orphanFile = join(backend.storageDir, 'objects', before[0]?.version ?? 'missing');
    expect(existsSync(orphanFile)).toBe(true);

    const swept = await backend.sweepStorage();
    expect(swept.objects).toBeGreaterThanOrEqual(1);
    const { rows } = await backend.db.query<{ name: string }>(
      'select name from storage.objects where name = any($1) order by name',
      [[kept, orphan, young]],
    );
    expect(rows.map((r) => r.name).sort()).toEqual([kept, young].sort());
    expect(existsSync(orphanFile)).toBe(false);
    expect(await readdir(join(backend.storageDir, 'objects'))).not.toContain(before[0]?.version);
  });

  it('sweeps a hosted project the same way: the service lists orphans over RPC and removes them through Storage', async () => {
    const orphan = `${folder('oem_leads')}/01-left.pdf`;
    const stored = await upload(visitor(), orphan, new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(stored.error).toBeNull();
    await backend.db.query("update storage.objects set created_at = now() - interval '25 hours' where name = $1", [
      orphan,
    ]);

    const denied = await visitor().rpc('orphan_lead_attachments');
    expect(denied.error).toMatchObject({ code: '42501' });

    const service = createClient(backend.url, SERVICE_ROLE_KEY, { auth: { persistSession: false } });
    expect(await sweepOrphanAttachments(service)).toBeGreaterThanOrEqual(1);
    const { rows } = await backend.db.query('select 1 from storage.objects where name = $1', [orphan]);
    expect(rows).toHaveLength(0);
  });
});
