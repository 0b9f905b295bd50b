import { CONSENT_VERSION } from '@/shared/legal/consent';
import type { Database } from '@/shared/database.types';
import type { LeadInsert, LeadTable } from '@/shared/leads/tables';
import { classifyInsertResult, type InsertResult } from '../submit-decisions';

/**
 * A row as a form describes it: every column but the server defaults, the attempt's own id and
 * the consent version, which the submit path adds to every row.
 */
export type LeadRowInput<T extends LeadTable> = Omit<
  LeadInsert<T>,
  'id' | 'created_at' | 'consent_at' | 'consent_version'
>;

/**
 * Starts loading the data client without waiting for it: a form calls this at the visitor's first
 * edit, so a submit made after the connection dropped does not need the network to load it.
 */
export const preloadLeadClient = () => void import('@/lib/supabase').catch(() => undefined);

/**
 * Stores one lead. Anonymous visitors may insert leads and never read them, so this never chains
 * `.select()`: asking for the row back would fail with 42501. The id comes from the client so a retry of the same attempt is
 * recognised by the primary key (23505) instead of storing a second row.
 */
export async function insertLead<T extends LeadTable>(
  table: T,
  id: string,
  row: LeadRowInput<T>,
): Promise<InsertResult> {
  // supabase-js cannot narrow a generic table name to one Insert type; the signature above
  // already ties `row` to `table`, so the widening here loses nothing.
  // Every form shows the privacy notice, so every row records which version it was.
  const payload = {
    ...row,
    id,
    consent_version: CONSENT_VERSION,
  } as unknown as Database['public']['Tables']['cnc_partner_leads']['Insert'];
  // supabase-js is the largest library a lead page would carry and is needed only once the
  // visitor submits, so it loads then (as its own chunk), keeping landing pages light.
  const { getSupabase } = await import('@/lib/supabase');
  const { error, status } = await getSupabase()
    .from(table as 'cnc_partner_leads')
    .insert(payload);
  return classifyInsertResult({ error, status });
}
