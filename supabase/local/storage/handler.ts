import type { IncomingMessage, ServerResponse } from 'node:http';
import { header } from '../http/io.ts';
import { sendStorageError, StorageError } from './errors.ts';
import { handleObject } from './object-routes.ts';
import type { StorageContext } from './objects.ts';
import { TUS_HEADERS, handleTus } from './tus-routes.ts';

/**
 * The Supabase Storage subset behind `/storage/v1` (docs/decisions/0010-lead-attachments-in-storage.md):
 * `/object/…` for storage-js and `/upload/resumable` for tus-js-client. `path` is the part after
 * /storage/v1.
 */
export async function handleStorage(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
) {
  if (req.method === 'OPTIONS' && !path.startsWith('/upload/resumable')) return preflight(req, res);
  try {
    if (path.startsWith('/object/')) return await handleObject(ctx, req, res, url, path.slice('/object/'.length));
    if (path === '/upload/resumable' || path.startsWith('/upload/resumable/')) {
      return await handleTus(ctx, req, res, path.slice('/upload/resumable'.length));
    }
    throw new StorageError(404, 'Not found', 'InvalidRequest', `Route ${req.method} ${path} not found`);
  } catch (error) {
    // The client went away mid-upload (an aborted resumable chunk): nobody is left to answer.
    if (!req.socket || req.socket.destroyed) return void res.destroy();
    if (!(error instanceof StorageError)) throw error;
    // A refused upload's body is not read: the connection cannot carry another request.
    if (!req.complete) res.setHeader('Connection', 'close');
    if (res.headersSent) return void res.destroy();
    sendStorageError(res, error);
  }
}

function preflight(req: IncomingMessage, res: ServerResponse) {
  res.writeHead(204, {
    'Access-Control-Allow-Origin': header(req, 'origin') ?? '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      header(req, 'access-control-request-headers') ??
      'apikey, authorization, content-type, x-client-info, x-upsert, cache-control, x-metadata, tus-resumable, upload-length, upload-metadata, upload-offset',
    'Access-Control-Max-Age': '86400',
    ...TUS_HEADERS,
  });
  res.end();
}
