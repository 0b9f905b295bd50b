import { getSupabase } from '@/lib/supabase';
import type { LeadStatus } from '@/shared/leads/options';
import { leadTables, type LeadKindId } from '@/shared/leads/tables';

/**
 * Saves an admin's change of status or notes. The database stamps who and when and records the
 * history; a row the caller may not change comes back empty, which counts as a failure here.
 */
export async function updateLeadDesk(
  kind: LeadKindId,
  id: string,
  patch: { status?: LeadStatus; notes?: string | null },
): Promise<void> {
  const { data, error } = await getSupabase()
    .from(leadTables[kind] as 'oem_leads')
    .update(patch)
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (!data || data.length !== 1) throw new Error('The lead could not be updated');
}
