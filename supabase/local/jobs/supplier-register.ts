import type { StorageContext } from '../storage/objects.ts';

/**
 * The supplier register's daily jobs, run locally as pg_cron runs them on hosted Supabase
 * (supabase/migrations/20261127140000_supplier_register.sql): vetted suppliers whose revisit date
 * has passed lapse, then rejected and lapsed suppliers past the retention period are purged, and
 * shops are told of certificates expiring within 30 days or expired
 * (supabase/migrations/20261204100100_supplier_page.sql).
 */
export async function runRegisterJobs(
  storage: StorageContext,
): Promise<{ lapsed: number; purged: number; certificateNotices: number }> {
  return storage.queue.run(async () => {
    const { rows } = await storage.db.query<{ lapsed: number; purged: number; notices: number }>(
      `select public.lapse_overdue_suppliers() as lapsed, public.purge_expired_suppliers() as purged,
              public.queue_certificate_notices() as notices`,
    );
    return {
      lapsed: Number(rows[0]?.lapsed ?? 0),
      purged: Number(rows[0]?.purged ?? 0),
      certificateNotices: Number(rows[0]?.notices ?? 0),
    };
  });
}
