import type { StorageContext } from '../storage/objects.ts';
import { sweepStorage } from '../storage/sweep.ts';

export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Applies the retention rule to local data as pg_cron applies it on hosted Supabase: the
 * migration's `public.purge_expired_leads()` deletes leads past the period (as the database
 * owner), then the storage sweep removes their files, which no lead names any more.
 */
export async function purgeExpiredLeads(storage: StorageContext): Promise<{ leads: number; objects: number }> {
  const leads = await storage.queue.run(async () => {
    const { rows } = await storage.db.query<{ removed: number }>('select public.purge_expired_leads() as removed');
    return Number(rows[0]?.removed ?? 0);
  });
  const { objects } = await sweepStorage(storage);
  return { leads, objects };
}
