import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { header } from '../http/io.ts';
import { parseJsonText } from '../http/json-text.ts';
import { storageCaller } from './caller.ts';
import { StorageError } from './errors.ts';
import { LimitExceededError } from './files.ts';
import { checkObjectName, isBucketName } from './keys.ts';
import {
  checkMime,
  getBucket,
  sizeLimit,
  testUpload,
  writeObject,
  type Caller,
  type StorageContext,
  type UploadIntent,
} from './objects.ts';
import { endReservedUpload, startReservedUpload } from './reserved-uploads.ts';

/**
 * Resumable uploads (TUS 1.0.0) as Supabase Storage serves them at /upload/resumable, for
 * tus-js-client: create (with or without data), HEAD for the offset, PATCH to append, DELETE to
 * abandon. Each create and each PATCH is first tried as the caller, so the object policies and
 * triggers decide every step; the finished object is written as service_role. Partial bytes stay
 * on disk, so an interrupted upload resumes from what arrived. Errors are plain text with their
 * real status, as @tus/server answers.
 */

const TUS_VERSION = '1.0.0';
const OFFSET_STREAM = 'application/offset+octet-stream';

export const TUS_HEADERS = {
  'Tus-Resumable': TUS_VERSION,
  'Access-Control-Expose-Headers':
    'Location, Upload-Offset, Upload-Length, Upload-Metadata, Upload-Expires, Tus-Resumable, Tus-Version, Tus-Extension, Tus-Max-Size',
};

class TusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What is kept beside an upload's bytes. */
interface UploadRecord {
  bucket: string;
  name: string;
  version: string;
  length: number;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
  createdAt: string;
  /** Set once the object is stored; kept so a client that missed the answer learns it from HEAD. */
  complete?: boolean;
}

/** One request at a time per upload: a second PATCH while one streams is told to wait (423). */
const busy = new Set<string>();

export async function handleTus(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, rest: string) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...TUS_HEADERS,
      'Tus-Version': TUS_VERSION,
      'Tus-Extension': 'creation,creation-with-upload,termination',
      'Tus-Max-Size': String(50 * 1024 * 1024),
    });
    return void res.end();
  }
  // A bad token fails before TUS runs, with Storage's JSON error.
  const caller = await storageCaller(req);
  try {
    await route(ctx, req, res, rest, caller);
  } catch (error) {
    // Policy, limit and duplicate refusals keep their status, as plain text.
    if (error instanceof TusError || error instanceof StorageError) return sendText(res, error.status, error.message);
    throw error;
  }
}

async function route(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, rest: string, caller: Caller) {
  const method = req.method ?? 'GET';
  if (header(req, 'tus-resumable') !== TUS_VERSION) throw new TusError(412, 'Unsupported TUS version');
  const id = rest.replace(/^\/+/, '');
  if (!id) {
    if (method === 'POST') return create(ctx, req, res, caller);
    throw new TusError(405, 'Method not allowed');
  }
  if (method === 'HEAD') return probe(ctx, res, id);
  if (method === 'PATCH') return append(ctx, req, res, caller, id);
  if (method === 'DELETE') return abandon(ctx, res, id);
  throw new TusError(405, 'Method not allowed');
}

async function create(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, caller: Caller) {
  const metadata = parseMetadata(header(req, 'upload-metadata'));
  const bucketName = metadata.bucketName ?? '';
  if (!isBucketName(bucketName)) throw new TusError(400, 'Bucket name invalid');
  let name: string;
  try {
    name = checkObjectName(metadata.objectName ?? '');
  } catch {
    throw new TusError(400, 'Object name invalid');
  }
  const bucket = await getBucket(ctx, bucketName).catch(() => {
    throw new TusError(404, 'Bucket not found');
  });
  const length = Number(header(req, 'upload-length'));
  if (!Number.isSafeInteger(length) || length < 0) throw new TusError(400, 'Invalid Upload-Length');
  if (length > sizeLimit(bucket)) throw new TusError(413, 'Maximum size exceeded\n');
  const record: UploadRecord = {
    bucket: bucketName,
    name,
    version: randomUUID(),
    length,
    mimetype: metadata.contentType || 'application/octet-stream',
    cacheControl: metadata.cacheControl ? `max-age=${metadata.cacheControl}` : 'no-cache',
    userMetadata: metadata.metadata ? parseObject(metadata.metadata) : null,
    upsert: header(req, 'x-upsert') === 'true',
    createdAt: new Date().toISOString(),
  };
  await testUpload(ctx, caller, intentOf(record, 'storage.tus.upload.create'));
  checkMime(bucket, record.mimetype);

  const id = Buffer.from(`${record.bucket}/${record.name}/${record.version}`).toString('base64url');
  if (record.bucket === 'lead-attachments') await startReservedUpload(ctx, record.name, id);
  await writeFile(ctx.files.uploadFile(id), '');
  await saveRecord(ctx, id, record);
  const headers: Record<string, string> = { ...TUS_HEADERS, Location: locationOf(req, id) };
  if (header(req, 'content-type') === OFFSET_STREAM) {
    const offset = await receiveChunk(ctx, req, caller, id, record, 0);
    headers['Upload-Offset'] = String(offset);
    if (offset === record.length) headers['Tus-Complete'] = '1';
  }
  res.writeHead(201, headers);
  res.end();
}

async function probe(ctx: StorageContext, res: ServerResponse, id: string) {
  const record = await loadRecord(ctx, id);
  const offset = record.complete ? record.length : ((await ctx.files.size(ctx.files.uploadFile(id))) ?? 0);
  res.writeHead(200, {
    ...TUS_HEADERS,
    'Upload-Offset': String(offset),
    'Upload-Length': String(record.length),
    'Cache-Control': 'no-store',
  });
  res.end();
}

async function append(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, caller: Caller, id: string) {
  const claimed = header(req, 'upload-offset');
  if (claimed === undefined) throw new TusError(403, 'Upload-Offset header required\n');
  if (header(req, 'content-type') !== OFFSET_STREAM) throw new TusError(403, 'Content-Type header required\n');
  const record = await loadRecord(ctx, id);
  const offset = await receiveChunk(ctx, req, caller, id, record, Number(claimed));
  const headers: Record<string, string> = { ...TUS_HEADERS, 'Upload-Offset': String(offset) };
  if (offset === record.length) headers['Tus-Complete'] = '1';
  res.writeHead(204, headers);
  res.end();
}

/** Appends the body at `claimed`, which must be where the stored bytes end; stores the object when complete. */
async function receiveChunk(
  ctx: StorageContext,
  req: IncomingMessage,
  caller: Caller,
  id: string,
  record: UploadRecord,
  claimed: number,
): Promise<number> {
  if (record.complete) throw new TusError(409, 'Upload-Offset conflict\n');
  if (busy.has(id)) throw new TusError(423, 'The upload is in use\n');
  busy.add(id);
  try {
    await testUpload(ctx, caller, intentOf(record, 'storage.tus.upload.part'));
    const file = ctx.files.uploadFile(id);
    const offset = (await ctx.files.size(file)) ?? 0;
    if (claimed !== offset) throw new TusError(409, 'Upload-Offset conflict\n');
    try {
      await ctx.files.receive(req, file, { limit: record.length - offset, append: true });
    } catch (error) {
      if (error instanceof LimitExceededError) throw new TusError(413, 'Maximum size exceeded\n');
      // The connection broke: the bytes that arrived stay, and HEAD reports them.
      throw error;
    }
    const received = (await ctx.files.size(file)) ?? 0;
    if (received === record.length) await finish(ctx, caller, id, record, file);
    return received;
  } finally {
    busy.delete(id);
  }
}

async function finish(ctx: StorageContext, caller: Caller, id: string, record: UploadRecord, file: string) {
  const eTag = await ctx.files.md5(file);
  await ctx.files.promote(file, record.version);
  try {
    await writeObject(ctx, caller, intentOf(record, 'storage.tus.upload.part'), {
      version: record.version,
      size: record.length,
      eTag,
      cacheControl: record.cacheControl,
    });
  } catch (error) {
    await ctx.files.remove(ctx.files.objectFile(record.version));
    throw error;
  }
  await saveRecord(ctx, id, { ...record, complete: true });
}

async function abandon(ctx: StorageContext, res: ServerResponse, id: string) {
  const record = await loadRecord(ctx, id);
  await ctx.files.remove(ctx.files.uploadFile(id));
  await ctx.files.remove(`${ctx.files.uploadFile(id)}.json`);
  if (record.bucket === 'lead-attachments' && !record.complete) await endReservedUpload(ctx, id);
  res.writeHead(204, TUS_HEADERS);
  res.end();
}

function intentOf(record: UploadRecord, operation: string): UploadIntent {
  return {
    bucket: record.bucket,
    name: record.name,
    mimetype: record.mimetype,
    contentLength: record.length,
    userMetadata: record.userMetadata,
    upsert: record.upsert,
    operation,
  };
}

async function loadRecord(ctx: StorageContext, id: string): Promise<UploadRecord> {
  try {
    return JSON.parse(await readFile(`${ctx.files.uploadFile(id)}.json`, 'utf8')) as UploadRecord;
  } catch {
    throw new TusError(404, 'The file for this url was not found\n');
  }
}

async function saveRecord(ctx: StorageContext, id: string, record: UploadRecord) {
  await writeFile(`${ctx.files.uploadFile(id)}.json`, JSON.stringify(record));
}

/** `Upload-Metadata: key base64,key base64` (a key may have no value). */
function parseMetadata(raw: string | undefined): Record<string, string> {
  if (!raw) throw new TusError(400, 'Metadata header is required');
  const entries: Record<string, string> = {};
  for (const pair of raw.split(',')) {
    const [key, value = ''] = pair.trim().split(' ');
    if (!key) throw new TusError(400, 'Invalid Upload-Metadata');
    entries[key] = Buffer.from(value, 'base64').toString('utf8');
  }
  return entries;
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value = parseJsonText(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    throw new TusError(400, 'Invalid metadata');
  }
}

function locationOf(req: IncomingMessage, id: string): string {
  const proto = header(req, 'x-forwarded-proto') ?? 'http';
  const host = header(req, 'x-forwarded-host') ?? header(req, 'host') ?? '127.0.0.1';
  return `${proto}://${host}/storage/v1/upload/resumable/${id}`;
}

function sendText(res: ServerResponse, status: number, message: string) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { ...TUS_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(message);
}
