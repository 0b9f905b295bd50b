import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../../tests/support/fresh.ts';
import { validRow } from '../../tests/support/fixtures.ts';
import { BUCKET, MB, folder, reserve, sha256, storageUploads, upload } from '../../tests/support/storage-uploads.ts';
import { fileRules } from '../../../src/shared/leads/fields/files.ts';

/**
 * The Storage half of the embedded backend, driven by the real storage-js (inside supabase-js) as
 * the forms and the admin drive it: uploads under a lead's folder, the row that lists them, signed
 * downloads for the admin. Resumable uploads are in resumable-uploads.contract.test.ts, the limits
 * and the orphan sweep in limits-and-sweeping.contract.test.ts.
 */

const backend = useTestBackend();

const { visitor, downloadAsAdmin } = storageUploads(backend);

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
