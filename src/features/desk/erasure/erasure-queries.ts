import { ATTACHMENT_BUCKET } from '@/lib/leads/attachments';
import type { LeadTable } from '@/shared/leads/tables';
import { getSupabase } from '@/lib/supabase';

/** One stored lead for an email address, across every lead table. */
export type PersonLead = {
  leadTable: LeadTable;
  leadId: string;
  createdAt: string;
  attachmentPaths: string[];
};

export type ErasureResult = { leads: number; attachments: number; attachmentsLeft: number };

/**
 * Every lead stored for one email address (matched without regard to case or surrounding
 * spaces). The database function answers admins only; anyone else gets an error.
 */
export async function findLeadsByEmail(email: string): Promise<PersonLead[]> {
  const { data, error } = await getSupabase().rpc('find_leads_by_email', { email });
  if (error) throw error;
  return (data ?? []).map((row) => ({
    leadTable: row.lead_table as LeadTable,
    leadId: row.lead_id,
    createdAt: row.created_at,
    attachmentPaths: row.attachment_paths ?? [],
  }));
}

/**
 * Erases everything held for one email address: the database deletes the rows and logs the
 * erasure (a hash of the address, never the address), then the files are removed through the
 * Storage API. A file that cannot be removed now belongs to no lead any more, so the daily orphan
 * sweep removes it; the result says how many are left to it.
 */
export async function eraseLeadsByEmail(email: string): Promise<ErasureResult> {
  const supabase = getSupabase();
  const { data, error } = await supabase.rpc('erase_leads_by_email', { email });
  if (error) throw error;
  const result = data as { leads?: number; attachment_paths?: string[] } | null;
  const paths = result?.attachment_paths ?? [];
  let removed = 0;
  if (paths.length > 0) {
    const { data: gone } = await supabase.storage.from(ATTACHMENT_BUCKET).remove(paths);
    removed = gone?.length ?? 0;
  }
  return { leads: result?.leads ?? 0, attachments: removed, attachmentsLeft: paths.length - removed };
}
