import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { header, readBody, sendJson } from '../http/io.ts';
import { parseJsonText } from '../http/json-text.ts';
import { InvalidJwtError, signJwt, verifyJwt } from '../auth/jwt.ts';
import { signedLinkSeconds } from '../../../src/shared/leads/signed-links.ts';
import { storageCaller } from './caller.ts';
import { invalidJwt, invalidRequest, invalidSignature, tooLarge, StorageError } from './errors.ts';
import { LimitExceededError } from './files.ts';
import { bucketAndName, bucketName } from './keys.ts';
import {
  checkMime,
  deleteObjects,
  findObject,
  getBucket,
  sizeLimit,
  testUpload,
  writeObject,
  type Bucket,
  type Caller,
  type StorageContext,
  type StoredObject,
  type UploadIntent,
} from './objects.ts';

/**
 * The object routes of Supabase Storage that storage-js uses here: upload (POST, or PUT to
 * replace), download, signed download URLs and remove (DELETE with a list of names). Route order follows the server's: `sign/` and
 * `authenticated/` before the generic `/object/<bucket>/<name>`.
 */
export async function handleObject(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  rest: string,
) {
  const method = req.method ?? 'GET';
  if (rest.startsWith('sign/')) {
    if (method === 'POST') return sign(ctx, req, res, rest.slice('sign/'.length));
    if (method === 'GET' || method === 'HEAD') return signedDownload(ctx, res, url, rest.slice('sign/'.length));
  } else if (rest.startsWith('authenticated/')) {
    if (method === 'GET' || method === 'HEAD') {
      return download(ctx, res, url, await storageCaller(req), rest.slice('authenticated/'.length));
    }
  } else if (method === 'DELETE') {
    if (!rest.includes('/')) return remove(ctx, req, res, rest);
    // One object by path is not served here; a malformed name is still a bad key first.
    bucketAndName(rest);
  } else if (method === 'POST' || method === 'PUT') {
    return upload(ctx, req, res, rest);
  } else if (method === 'GET' || method === 'HEAD') {
    return download(ctx, res, url, await storageCaller(req, true), rest);
  }
  throw new StorageError(405, 'Method not allowed', 'InvalidRequest', `${method} is not supported here`);
}

async function upload(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, rest: string) {
  const caller = await storageCaller(req);
  const { bucket: bucketId, name } = bucketAndName(rest);
  const bucket = await getBucket(ctx, bucketId);
  const base = {
    bucket: bucketId,
    name,
    upsert: req.method === 'PUT' || header(req, 'x-upsert') === 'true',
    operation: req.method === 'PUT' ? 'storage.object.upload_update' : 'storage.object.upload',
  };
  const contentType = header(req, 'content-type') ?? '';
  const stored = contentType.startsWith('multipart/form-data')
    ? await receiveMultipart(ctx, req, caller, base, bucket)
    : await receiveRaw(ctx, req, caller, base, bucket);
  sendJson(res, 200, { Id: stored.id, Key: `${bucketId}/${name}` });
}

type IntentBase = Pick<UploadIntent, 'bucket' | 'name' | 'upsert' | 'operation'>;

async function receiveRaw(ctx: StorageContext, req: IncomingMessage, caller: Caller, base: IntentBase, bucket: Bucket) {
  const mimetype = header(req, 'content-type') || 'application/octet-stream';
  const declared = Number(header(req, 'content-length') ?? 0);
  const limit = sizeLimit(bucket);
  checkMime(bucket, mimetype);
  // Refused before reading, as the hosted server does.
  if (declared > limit) throw tooLarge();
  const intent: UploadIntent = { ...base, mimetype, contentLength: declared, userMetadata: xMetadata(req) };
  await testUpload(ctx, caller, intent);
  const cacheControl = header(req, 'cache-control') ?? 'no-cache';
  return store(ctx, caller, intent, cacheControl, req, limit);
}

/** The first file part of a multipart body, with the `cacheControl` and `metadata` fields before it. */
function receiveMultipart(
  ctx: StorageContext,
  req: IncomingMessage,
  caller: Caller,
  base: IntentBase,
  bucket: Bucket,
): Promise<StoredObject> {
  const limit = sizeLimit(bucket);
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let handled = false;
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 10, fieldSize: 64 * 1024 } });
    } catch (error) {
      // A multipart type without a usable boundary.
      return reject(invalidRequest(error instanceof Error ? error.message : 'Malformed content type'));
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_field, stream, info) => {
      if (handled) return void stream.resume();
      handled = true;
      const work = async () => {
        const mimetype = fields.contentType || info.mimeType || 'application/octet-stream';
        checkMime(bucket, mimetype);
        const declared = Number(header(req, 'content-length') ?? 0);
        const userMetadata = fields.metadata ? parseJsonObject(fields.metadata) : null;
        const intent: UploadIntent = { ...base, mimetype, contentLength: declared, userMetadata };
        await testUpload(ctx, caller, intent);
        const cacheControl = fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache';
        return store(ctx, caller, intent, cacheControl, stream, limit);
      };
      work().then(resolve, (error: unknown) => {
        // Read the rest so the client gets the answer instead of a reset connection.
        stream.resume();
        reject(error);
      });
    });
    parser.on('error', (error) => reject(error instanceof Error ? invalidRequest(error.message) : error));
    parser.on('close', () => {
      if (!handled) reject(invalidRequest('The multipart body holds no file'));
    });
    req.pipe(parser);
  });
}

/** Streams the bytes to disk, then writes the row; the bytes are removed if anything fails. */
async function store(
  ctx: StorageContext,
  caller: Caller,
  intent: UploadIntent,
  cacheControl: string,
  body: Readable,
  limit: number,
): Promise<StoredObject> {
  const temp = ctx.files.tempFile();
  const version = randomUUID();
  try {
    const size = await ctx.files.receive(body, temp, { limit });
    const eTag = await ctx.files.md5(temp);
    await ctx.files.promote(temp, version);
    return await writeObject(ctx, caller, intent, { version, size, eTag, cacheControl });
  } catch (error) {
    await ctx.files.remove(temp);
    await ctx.files.remove(ctx.files.objectFile(version));
    if (error instanceof LimitExceededError) throw tooLarge();
    throw error;
  }
}

async function remove(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string) {
  const caller = await storageCaller(req);
  const bucketId = bucketName(bucket);
  const prefixes = parseJsonObject(await readBody(req))?.prefixes;
  if (
    !Array.isArray(prefixes) ||
    !prefixes.every((p): p is string => typeof p === 'string') ||
    prefixes.length > 1000
  ) {
    throw invalidRequest('body/prefixes must be an array of at most 1000 names');
  }
  sendJson(res, 200, await deleteObjects(ctx, caller, bucketId, prefixes));
}

async function download(ctx: StorageContext, res: ServerResponse, url: URL, caller: Caller, rest: string) {
  const { bucket: bucketId, name } = bucketAndName(rest);
  const bucket = await getBucket(ctx, bucketId);
  const object = await findObject(
    ctx,
    bucket.public ? 'service' : caller,
    bucketId,
    name,
    'storage.object.get_authenticated',
  );
  sendObject(ctx, res, object, name, url, { 'Cache-Control': String(object.metadata.cacheControl ?? 'no-cache') });
}

async function sign(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, rest: string) {
  const caller = await storageCaller(req);
  const { bucket, name } = bucketAndName(rest);
  const body = parseJsonObject(await readBody(req));
  const expiresIn = body?.expiresIn;
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
    throw invalidRequest('body/expiresIn must be an integer >= 1');
  }
  // Signed-in users (the desk) get minutes; only the service signs the supplier brief's week.
  const longest =
    caller.claims.role === 'service_role' ? signedLinkSeconds.supplierBriefDrawing : signedLinkSeconds.signedInMax;
  if (expiresIn > longest) throw invalidRequest(`body/expiresIn must be at most ${longest} seconds`);
  await findObject(ctx, caller, bucket, name, 'storage.object.sign');
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt({ url: `${bucket}/${name}`, scope: 'download', iat, exp: iat + expiresIn });
  sendJson(res, 200, { signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
}

async function signedDownload(ctx: StorageContext, res: ServerResponse, url: URL, rest: string) {
  const { bucket, name } = bucketAndName(rest);
  const token = url.searchParams.get('token');
  if (!token) throw invalidJwt('Missing token');
  let payload: Awaited<ReturnType<typeof verifyJwt>>;
  try {
    payload = await verifyJwt(token);
  } catch (error) {
    throw error instanceof InvalidJwtError ? invalidJwt(error.message) : error;
  }
  const scopeOk = payload.scope === 'download' || (payload.scope === undefined && payload.upsert === undefined);
  if (!scopeOk || payload.url !== `${bucket}/${name}`) throw invalidSignature();
  const object = await findObject(ctx, 'service', bucket, name, 'storage.object.get_signed');
  sendObject(ctx, res, object, name, url, { Expires: new Date(Number(payload.exp) * 1000).toUTCString() });
}

function sendObject(
  ctx: StorageContext,
  res: ServerResponse,
  object: StoredObject,
  name: string,
  url: URL,
  extra: Record<string, string>,
) {
  const meta = object.metadata;
  const headers: Record<string, string> = {
    'Content-Type': String(meta.mimetype ?? 'application/octet-stream'),
    'Content-Length': String(meta.size ?? 0),
    ETag: String(meta.eTag ?? ''),
    'Last-Modified': String(meta.lastModified ?? ''),
    'Accept-Ranges': 'none',
    'X-Robots-Tag': 'none',
    ...extra,
  };
  const download = url.searchParams.get('download');
  if (download !== null) {
    const filename = download || name.split('/').pop() || 'download';
    headers['Content-Disposition'] =
      `attachment; filename=${encodeURIComponent(filename)}; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  res.writeHead(200, headers);
  if (res.req.method === 'HEAD') return void res.end();
  ctx.files
    .read(object.version)
    .on('error', () => res.destroy())
    .pipe(res);
}

function xMetadata(req: IncomingMessage): Record<string, unknown> | null {
  const raw = header(req, 'x-metadata');
  return raw ? parseJsonObject(Buffer.from(raw, 'base64').toString('utf8')) : null;
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value = parseJsonText(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    throw invalidRequest('Invalid JSON');
  }
}
