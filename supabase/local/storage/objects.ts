import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../database.ts';
import type { Queue } from '../db/queue.ts';
import { runAs, type JwtClaims, type RequestHeaders } from '../db/run-as.ts';
import { bucketNotFound, fromDatabase, invalidMime, objectNotFound } from './errors.ts';
import type { FileStore } from './files.ts';

/**
 * The database side of the embedded Storage, in the order Supabase Storage runs it: the bucket is
 * read as the service, an upload is first tried as the caller in a transaction that is rolled
 * back (so the policies on storage.objects and their triggers decide before any byte is kept),
 * and the final row is written as service_role once the bytes are on disk.
 */

export interface StorageContext {
  db: Database;
  queue: Queue;
  files: FileStore;
}

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Supabase's global FILE_SIZE_LIMIT (the CLI's default); a bucket may only lower it. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

const SERVICE: JwtClaims = { role: 'service_role' };

export async function getBucket(ctx: StorageContext, id: string): Promise<Bucket> {
  const { rows } = await ctx.queue.run(() =>
    ctx.db.query<Bucket>(
      'select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    ),
  );
  const bucket = rows[0];
  if (!bucket) throw bucketNotFound();
  return bucket;
}

export const sizeLimit = (bucket: Bucket): number =>
  Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);

/** `type/subtype` exactly, or `type/*`; an empty allow-list allows anything. */
export function checkMime(bucket: Bucket, mimetype: string): void {
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length === 0) return;
  const [type] = mimetype.split('/');
  if (!allowed.some((entry) => entry === mimetype || entry === `${type}/*`)) throw invalidMime(mimetype);
}

export interface Caller {
  claims: JwtClaims;
  headers: RequestHeaders;
}

export interface UploadIntent {
  bucket: string;
  name: string;
  mimetype: string;
  /** What the client declared: Content-Length or Upload-Length. */
  contentLength: number;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
  operation: string;
}

function owner(claims: JwtClaims): { owner: string | null; owner_id: string | null } {
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  const isUuid = sub !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, owner_id: sub };
}

async function asCaller<T>(
  ctx: StorageContext,
  caller: Caller,
  operation: string,
  fn: (tx: Transaction) => Promise<T>,
) {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : '';
  const settings = {
    'request.jwt.claim.role': caller.claims.role,
    'request.jwt.claim.sub': sub,
    'storage.operation': operation,
  };
  try {
    return await ctx.queue.run(() => runAs(ctx.db, caller.claims, fn, caller.headers, settings));
  } catch (error) {
    throw fromDatabase(error);
  }
}

/** Would the caller be allowed to write this object? Throws Storage's error if not; keeps nothing. */
export async function testUpload(ctx: StorageContext, caller: Caller, intent: UploadIntent): Promise<void> {
  const { owner: ownerUuid, owner_id } = owner(caller.claims);
  const conflict = intent.upsert
    ? 'on conflict (name, bucket_id) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id returning id'
    : '';
  await asCaller(ctx, caller, intent.operation, async (tx) => {
    await tx.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
       values ($1, $2, $3, $4, '1', $5, $6) ${conflict}`,
      [
        intent.bucket,
        intent.name,
        ownerUuid,
        owner_id,
        JSON.stringify({ mimetype: intent.mimetype, contentLength: intent.contentLength }),
        intent.userMetadata === null ? null : JSON.stringify(intent.userMetadata),
      ],
    );
    await tx.rollback();
  });
}

export interface StoredObject {
  id: string;
  version: string;
  metadata: Record<string, unknown>;
}

/**
 * The final write, as service_role, with the uploader's headers (the upload log reads the client
 * address from them). Replaces a previous version's bytes when the row existed (upsert).
 */
export async function writeObject(
  ctx: StorageContext,
  caller: Caller,
  intent: UploadIntent,
  stored: { version: string; size: number; eTag: string; cacheControl: string },
): Promise<StoredObject> {
  const { owner: ownerUuid, owner_id } = owner(caller.claims);
  const now = new Date().toUTCString();
  const metadata = {
    eTag: `"${stored.eTag}"`,
    size: stored.size,
    mimetype: intent.mimetype,
    cacheControl: stored.cacheControl,
    lastModified: now,
    contentLength: stored.size,
    httpStatusCode: 200,
  };
  const service: Caller = { claims: SERVICE, headers: caller.headers };
  const { row, previous } = await asCaller(ctx, service, intent.operation, async (tx) => {
    const before = await tx.query<{ version: string }>(
      'select version from storage.objects where bucket_id = $1 and name = $2',
      [intent.bucket, intent.name],
    );
    const result = await tx.query<StoredObject>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (name, bucket_id) do update set
         owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata
       returning id, version, metadata`,
      [
        intent.bucket,
        intent.name,
        ownerUuid,
        owner_id,
        stored.version,
        JSON.stringify(metadata),
        intent.userMetadata === null ? null : JSON.stringify(intent.userMetadata),
      ],
    );
    return { row: result.rows[0], previous: before.rows[0]?.version };
  });
  if (!row) throw new Error('The object row was not written');
  if (previous && previous !== stored.version && /^[0-9a-f-]{36}$/.test(previous)) {
    await ctx.files.remove(ctx.files.objectFile(previous));
  }
  return row;
}

/** The object as the caller may see it (private buckets: a SELECT policy must allow it). */
export async function findObject(
  ctx: StorageContext,
  caller: Caller | 'service',
  bucket: string,
  name: string,
  operation: string,
): Promise<StoredObject> {
  const who: Caller = caller === 'service' ? { claims: SERVICE, headers: {} } : caller;
  const { rows } = await asCaller(ctx, who, operation, (tx) =>
    tx.query<StoredObject>(
      'select id, version, metadata from storage.objects where name = $1 and bucket_id = $2 limit 1',
      [name, bucket],
    ),
  );
  const row = rows[0];
  if (!row) throw objectNotFound();
  return row;
}

/**
 * Deletes the named objects the caller may delete (a DELETE policy, plus SELECT to see them) and
 * their bytes; rows hidden by policies are skipped. Returns the deleted rows, as Storage does.
 */
export async function deleteObjects(
  ctx: StorageContext,
  caller: Caller,
  bucket: string,
  names: readonly string[],
): Promise<Record<string, unknown>[]> {
  const rows = await asCaller(ctx, caller, 'storage.object.delete_many', async (tx) => {
    // Storage's own deletes are the ones storage.protect_delete lets through.
    await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
    const result = await tx.query<Record<string, unknown>>(
      'delete from storage.objects where bucket_id = $1 and name = any($2) returning *',
      [bucket, names],
    );
    return result.rows;
  });
  for (const row of rows) {
    if (typeof row.version === 'string' && /^[0-9a-f-]{36}$/.test(row.version)) {
      await ctx.files.remove(ctx.files.objectFile(row.version));
    }
  }
  return rows;
}
