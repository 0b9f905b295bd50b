/**
 * `npm run storage:sweep`: removes lead attachments whose lead row never arrived within a day, on
 * a hosted Supabase project (the embedded backend sweeps itself hourly). Run it daily from any
 * scheduler with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set; it prints how many it removed.
 * The service-role key bypasses row-level security: keep it in the scheduler's secrets, never in
 * the site's build.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ATTACHMENT_BUCKET } from '../../src/lib/leads/attachments';

/** Storage removes up to 1000 names per request. */
const REMOVE_BATCH = 1000;

/** Names the orphans (database function) and removes them through the Storage API, bytes and all. */
export async function sweepOrphanAttachments(service: SupabaseClient): Promise<number> {
  const { data, error } = await service.rpc('orphan_lead_attachments');
  if (error) throw new Error(`Listing orphaned attachments failed: ${error.message}`);
  const names = (data as { name: string }[]).map((row) => row.name);
  let removed = 0;
  for (let start = 0; start < names.length; start += REMOVE_BATCH) {
    const batch = names.slice(start, start + REMOVE_BATCH);
    const result = await service.storage.from(ATTACHMENT_BUCKET).remove(batch);
    if (result.error) throw new Error(`Removing orphaned attachments failed: ${result.error.message}`);
    removed += result.data.length;
  }
  return removed;
}

async function main() {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) {
    console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project’s service-role key).');
    process.exitCode = 1;
    return;
  }
  const service = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  console.log(`Removed ${await sweepOrphanAttachments(service)} orphaned attachment(s).`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
