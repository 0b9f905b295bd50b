import { runAs } from '../db/run-as.ts';
import { fromDatabase } from './errors.ts';
import type { StorageContext } from './objects.ts';

/**
 * A reservation backs one resumable upload at a time (supabase/migrations/20261127130100_one_upload_per_reservation.sql):
 * Storage records the upload's id on it when the upload is created, as the service, and a second
 * create of the same file while the first is unfinished is refused with 409. Abandoning an upload
 * frees its reservation; an unfinished upload older than the sweep's six hours frees it too.
 */

async function asService(ctx: StorageContext, sql: string, params: unknown[]) {
  try {
    await ctx.queue.run(() => runAs(ctx.db, { role: 'service_role' }, (tx) => tx.query(sql, params)));
  } catch (error) {
    throw fromDatabase(error);
  }
}

export const startReservedUpload = (ctx: StorageContext, name: string, uploadId: string) =>
  asService(ctx, 'select public.start_reserved_upload($1, $2)', [name, uploadId]);

export const endReservedUpload = (ctx: StorageContext, uploadId: string) =>
  asService(ctx, 'select public.end_reserved_upload($1)', [uploadId]);
