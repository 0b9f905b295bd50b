import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, outcome, validRow } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * Upload accounting that cannot be stretched: a reservation backs one resumable upload at a
 * time (Storage records the upload's id on it when the upload is created), and a stored lead
 * releases only the reservations of the files it lists; the rest stay charged to the address.
 */

const MB = 1024 * 1024;
const db = useFreshDatabase();

beforeEach(async () => {
  await db.query('delete from public.upload_reservations');
  await db.query('update private.upload_allowance set unclaimed_bytes_per_address_per_day = $1', [100 * MB]);
});

const visitor = (address: string) => (sql: string, params: unknown[]) =>
  outcome(runAs(db, CALLERS.anon, (tx) => tx.query(sql, params), { 'cf-connecting-ip': address }));

const reserve = (address: string, name: string, bytes: number) =>
  visitor(address)('insert into public.upload_reservations (name, bytes) values ($1, $2)', [name, bytes]);

/** Storage starting a resumable upload of a reserved file, as the service. */
const startUpload = (name: string, uploadId: string) =>
  outcome(
    runAs(db, CALLERS.service_role, (tx) => tx.query('select public.start_reserved_upload($1, $2)', [name, uploadId])),
  );
const endUpload = (uploadId: string) =>
  outcome(runAs(db, CALLERS.service_role, (tx) => tx.query('select public.end_reserved_upload($1)', [uploadId])));

describe('a stored lead', () => {
  it('releases only the reservations of the files it lists', async () => {
    const address = '203.0.113.70';
    const a = validRow('consultation_requests');
    const b = validRow('consultation_requests');
    for (let i = 1; i <= 20; i += 1) {
      expect(await reserve(address, `consultation_requests/${a.id}/${String(i).padStart(2, '0')}-a.step`, 4 * MB)).toBe(
        'ok',
      );
    }
    expect(await reserve(address, `consultation_requests/${b.id}/01-b.step`, 30 * MB)).toBe('PT429');
    // Lead A is stored listing none of its files: its 80 MB stay charged to the address.
    const columns = Object.keys(a).join(', ');
    const stored = await visitor(address)(
      `insert into public.consultation_requests (${columns})
       select ${columns} from json_populate_record(null::public.consultation_requests, $1::json)`,
      [JSON.stringify({ ...a, attachments: [] })],
    );
    expect(stored).toBe('ok');
    expect(await reserve(address, `consultation_requests/${b.id}/01-b.step`, 30 * MB)).toBe('PT429');
    // Another address has its own allowance.
    expect(await reserve('203.0.113.71', `consultation_requests/${b.id}/01-b.step`, 30 * MB)).toBe('ok');
  });
});

describe('a reservation', () => {
  const name = () => `oem_leads/${randomUUID()}/01-drawing.step`;

  it('backs one resumable upload at a time', async () => {
    const file = name();
    expect(await reserve('203.0.113.72', file, MB)).toBe('ok');
    expect(await startUpload(file, 'upload-1')).toBe('ok');
    // The same upload resuming is fine; a second upload of the same file is refused.
    expect(await startUpload(file, 'upload-1')).toBe('ok');
    expect(await startUpload(file, 'upload-2')).toBe('PT409');
    // Once the first is ended (abandoned by its visitor, or swept), another may start.
    expect(await endUpload('upload-1')).toBe('ok');
    expect(await startUpload(file, 'upload-2')).toBe('ok');
  });

  it('is free again once its unfinished upload has expired', async () => {
    const file = name();
    expect(await reserve('203.0.113.73', file, MB)).toBe('ok');
    expect(await startUpload(file, 'upload-old')).toBe('ok');
    await db.query(
      `update public.upload_reservations set upload_started_at = upload_started_at - interval '7 hours' where name = $1`,
      [file],
    );
    expect(await startUpload(file, 'upload-new')).toBe('ok');
  });

  it('records the upload id where visitors cannot write it', async () => {
    const file = name();
    expect(
      await visitor('203.0.113.74')(
        'insert into public.upload_reservations (name, bytes, upload_id) values ($1, 1, $2)',
        [file, 'forged'],
      ),
    ).toBe('42501');
    expect(
      await outcome(runAs(db, CALLERS.anon, (tx) => tx.query("select public.start_reserved_upload('x', 'y')"))),
    ).toBe('42501');
  });
});
