import { randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, type Caller } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * Who may do what in the lead-attachments bucket, cell by cell, as Storage runs each operation
 * against storage.objects: the caller's role and claims set for one transaction (rolled back
 * here, so every cell starts from the same state). Visitors and signed-in users may only create
 * objects under `<lead table>/<lead id>/<file>`; only an admin reads, lists and deletes (the files
 * of an erased lead), and only in this bucket; nobody but the service overwrites.
 */

type Operation =
  | 'create inside'
  | 'create outside'
  | 'create in another bucket'
  | 'read'
  | 'list'
  | 'overwrite'
  | 'upsert'
  | 'delete'
  | 'delete in another bucket';
/** 'ok': the write succeeded; 'rows'/'none': what a read found; '0 rows': a write that matched nothing. */
type Expected = 'ok' | 'rows' | 'none' | '0 rows' | '42501';

const DESIGN: Record<Caller, Record<Operation, Expected>> = {
  anon: {
    'create inside': 'ok',
    'create outside': '42501',
    'create in another bucket': '42501',
    read: 'none',
    list: 'none',
    overwrite: '0 rows',
    upsert: '42501',
    delete: '0 rows',
    'delete in another bucket': '0 rows',
  },
  viewer: {
    'create inside': 'ok',
    'create outside': '42501',
    'create in another bucket': '42501',
    read: 'none',
    list: 'none',
    overwrite: '0 rows',
    upsert: '42501',
    delete: '0 rows',
    'delete in another bucket': '0 rows',
  },
  // Without the second factor, or signed out, an admin reads and deletes nothing.
  admin_aal1: {
    'create inside': 'ok',
    'create outside': '42501',
    'create in another bucket': '42501',
    read: 'none',
    list: 'none',
    overwrite: '0 rows',
    upsert: '42501',
    delete: '0 rows',
    'delete in another bucket': '0 rows',
  },
  admin_signed_out: {
    'create inside': 'ok',
    'create outside': '42501',
    'create in another bucket': '42501',
    read: 'none',
    list: 'none',
    overwrite: '0 rows',
    upsert: '42501',
    delete: '0 rows',
    'delete in another bucket': '0 rows',
  },
  admin: {
    'create inside': 'ok',
    'create outside': '42501',
    'create in another bucket': '42501',
    read: 'rows',
    list: 'rows',
    overwrite: '0 rows',
    upsert: '42501',
    delete: 'ok',
    'delete in another bucket': '0 rows',
  },
  service_role: {
    'create inside': 'ok',
    'create outside': 'ok',
    'create in another bucket': 'ok',
    read: 'rows',
    list: 'rows',
    overwrite: 'ok',
    upsert: 'ok',
    delete: 'ok',
    'delete in another bucket': 'ok',
  },
};

const BUCKET = 'lead-attachments';
const db = useFreshDatabase();
let existing: string;
let elsewhere: string;

beforeAll(async () => {
  await db.query("insert into storage.buckets (id, name) values ('other', 'other')");
  elsewhere = `consultation_requests/${randomUUID()}/01-elsewhere.pdf`;
  await db.query('insert into storage.objects (bucket_id, name, metadata) values ($1, $2, \'{"size": 4}\')', [
    'other',
    elsewhere,
  ]);
  existing = `consultation_requests/${randomUUID()}/01-existing.pdf`;
  await db.query('insert into storage.objects (bucket_id, name, metadata) values ($1, $2, \'{"size": 4}\')', [
    BUCKET,
    existing,
  ]);
});

const insert = (tx: Transaction, bucket: string, name: string, tail = '') =>
  tx.query(
    `insert into storage.objects (bucket_id, name, version, metadata) values ($1, $2, '1', '{"mimetype":"application/pdf"}') ${tail}`,
    [bucket, name],
  );

/** A visitor reserves each upload first (the database counts it); the service role needs none. */
async function reserveAsVisitor(tx: Transaction, caller: Caller, name: string) {
  if (caller !== 'service_role')
    await tx.query('insert into public.upload_reservations (name, bytes) values ($1, 1)', [name]);
}

async function attempt(tx: Transaction, caller: Caller, operation: Operation): Promise<string> {
  const inside = `consultation_requests/${randomUUID()}/01-drawing.pdf`;
  switch (operation) {
    case 'create inside':
      await reserveAsVisitor(tx, caller, inside);
      return (await insert(tx, BUCKET, inside)).affectedRows === 1 ? 'ok' : '0 rows';
    case 'create outside':
      return (await insert(tx, BUCKET, `public/${randomUUID()}.pdf`)).affectedRows === 1 ? 'ok' : '0 rows';
    case 'create in another bucket':
      return (await insert(tx, 'other', inside)).affectedRows === 1 ? 'ok' : '0 rows';
    case 'read': {
      const { rows } = await tx.query('select id from storage.objects where bucket_id = $1 and name = $2', [
        BUCKET,
        existing,
      ]);
      return rows.length ? 'rows' : 'none';
    }
    case 'list': {
      const { rows } = await tx.query(
        "select name from storage.objects where bucket_id = $1 and name like 'consultation_requests/%'",
        [BUCKET],
      );
      return rows.length ? 'rows' : 'none';
    }
    case 'overwrite': {
      const result = await tx.query(
        "update storage.objects set metadata = '{\"size\": 9}', version = '2' where bucket_id = $1 and name = $2",
        [BUCKET, existing],
      );
      return result.affectedRows ? 'ok' : '0 rows';
    }
    case 'upsert':
      await reserveAsVisitor(tx, caller, existing);
      await insert(tx, BUCKET, existing, "on conflict (name, bucket_id) do update set version = '2' returning id");
      return 'ok';
    case 'delete': {
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
      const result = await tx.query('delete from storage.objects where bucket_id = $1 and name = $2', [
        BUCKET,
        existing,
      ]);
      return result.affectedRows ? 'ok' : '0 rows';
    }
    case 'delete in another bucket': {
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
      const result = await tx.query("delete from storage.objects where bucket_id = 'other' and name = $1", [elsewhere]);
      return result.affectedRows ? 'ok' : '0 rows';
    }
  }
}

const cells = (Object.keys(DESIGN) as Caller[]).flatMap((caller) =>
  (Object.keys(DESIGN[caller]) as Operation[]).map((operation) => ({
    caller,
    operation,
    expected: DESIGN[caller][operation],
  })),
);

describe('lead-attachments policy matrix', () => {
  it.each(cells)('$caller × $operation → $expected', async ({ caller, operation, expected }) => {
    const value = await runAs(db, CALLERS[caller], async (tx) => {
      try {
        return await attempt(tx, caller, operation);
      } catch (error) {
        return (error as { code?: string }).code ?? String(error);
      } finally {
        await tx.rollback();
      }
    });
    expect(value).toBe(expected);
  });

  it('keeps the bucket private, at 50 MB, with the forms’ types only', async () => {
    const { rows } = await db.query(
      'select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [BUCKET],
    );
    expect(rows[0]).toEqual({
      public: false,
      file_size_limit: 52428800,
      allowed_mime_types: [
        'application/pdf',
        'image/jpeg',
        'image/png',
        'model/stl',
        'model/obj',
        'model/step',
        'model/iges',
        'model/gltf-binary',
        'model/gltf+json',
        'application/octet-stream',
      ],
    });
  });

  it('refuses a direct SQL delete that bypasses the Storage API', async () => {
    await expect(db.query('delete from storage.objects where name = $1', [existing])).rejects.toMatchObject({
      code: '42501',
    });
  });
});
