import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY, TEST_CLIENT_ADDRESS_HEADER } from '../config.ts';
import { createClient } from '@supabase/supabase-js';
import { sweepOrphanAttachments } from '../../../scripts/ops/sweep-attachments.ts';
import { client } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';
import { validRow } from '../../tests/support/fixtures.ts';
import { BUCKET, MB, folder, reserve, storageUploads, upload } from '../../tests/support/storage-uploads.ts';
import { fileRules } from '../../../src/shared/leads/fields/files.ts';

/**
 * What Storage on the embedded backend holds back and clears away: uploads counted when they
 * start, reservations and per-address allowances, and the sweep of files no stored lead lists,
 * locally and on a hosted project. The limits and sweep of resumable uploads are in
 * resumable-uploads.contract.test.ts.
 */

const backend = useTestBackend();

const { visitor } = storageUploads(backend);

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
