import type { StorageContext } from '../storage/objects.ts';

/**
 * The 72-hour clock's job, run locally as pg_cron runs it on hosted Supabase (scheduled by
 * supabase/migrations/20261128110000_rfq_clock.sql; its current body is
 * supabase/schema/functions/public.queue_clock_reminders().sql): once 48 of an RFQ's clock hours have run
 * without options, one reminder is queued for the team through the outbox, which the local drain
 * then sends. Running it often is harmless: each RFQ gets one reminder at most. The same run queues
 * a supplier's one reminder 24 hours after its brief when it has not answered
 * (public.queue_brief_reminders, scheduled every 15 minutes on the hosted project by
 * supabase/migrations/20261201100200_briefs_then_options.sql).
 */
export const CLOCK_JOBS_EVERY_MS = 60_000;

export async function runClockJobs(
  storage: Pick<StorageContext, 'db' | 'queue'>,
): Promise<{ reminders: number; briefReminders: number }> {
  return storage.queue.run(async () => {
    const { rows } = await storage.db.query<{ reminders: number; brief_reminders: number }>(
      'select public.queue_clock_reminders() as reminders, public.queue_brief_reminders() as brief_reminders',
    );
    return { reminders: Number(rows[0]?.reminders ?? 0), briefReminders: Number(rows[0]?.brief_reminders ?? 0) };
  });
}
