import type { ServerResponse } from 'node:http';
import { isPgError } from '../rest/errors.ts';
import { sendJson } from '../http/io.ts';

/**
 * Errors in Supabase Storage's shape. The object API answers every client error with HTTP 400 and
 * the logical status in the body (`{statusCode, error, code, message}`), which storage-js turns
 * into a StorageApiError; the TUS routes answer plain text with the real status instead.
 */

export class StorageError extends Error {
  constructor(
    /** The logical status: the body's statusCode, and the TUS answer's HTTP status. */
    readonly status: number,
    readonly error: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

export const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'NoSuchBucket', 'Bucket not found');
export const objectNotFound = () => new StorageError(404, 'not_found', 'NoSuchKey', 'Object not found');
export const accessDenied = (message: string) => new StorageError(403, 'Unauthorized', 'AccessDenied', message);
export const tooLarge = () =>
  new StorageError(413, 'Payload too large', 'EntityTooLarge', 'The object exceeded the maximum allowed size');
export const invalidMime = (type: string) =>
  new StorageError(415, 'invalid_mime_type', 'InvalidMimeType', `mime type ${type} is not supported`);
export const invalidKey = (name: string) =>
  new StorageError(400, 'Invalid Input', 'InvalidKey', `Invalid key: ${name}`);
export const invalidRequest = (message: string) => new StorageError(400, 'Invalid Input', 'InvalidRequest', message);
export const invalidJwt = (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message);
export const invalidSignature = () =>
  new StorageError(400, 'InvalidSignature', 'InvalidSignature', 'Invalid signature');

/**
 * A database refusal as Storage reports it: row-level security is AccessDenied, a duplicate key
 * KeyAlreadyExists, and a `raise sqlstate 'PTxyz'` from our own triggers keeps its status xyz.
 */
export function fromDatabase(error: unknown): unknown {
  if (!isPgError(error)) return error;
  if (error.code === '42501') return accessDenied(error.message);
  if (error.code === '23505') {
    return new StorageError(409, 'Duplicate', 'KeyAlreadyExists', 'The resource already exists');
  }
  const custom = /^PT([1-5]\d\d)$/.exec(error.code);
  if (custom?.[1]) return new StorageError(Number(custom[1]), error.message, 'DatabaseError', error.message);
  return error;
}

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.status >= 500 ? 500 : 400, {
    statusCode: String(error.status),
    error: error.error,
    code: error.code,
    message: error.message,
  });
}
