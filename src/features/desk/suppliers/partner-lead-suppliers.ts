import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { SupplierStatus } from '@/lib/suppliers/register';
import { supplierKeys } from './supplier-queries';

export type PartnerSupplier = { supplierId: string; status: SupplierStatus; since: string };

/**
 * The suppliers that the partner leads of one page became, by lead id: one call for the page.
 * Under the register's keys, so starting vetting or changing a supplier's status reloads it.
 */
export function partnerLeadSuppliersQuery(leadIds: readonly string[]) {
  return queryOptions({
    queryKey: [...supplierKeys.all, 'partner-leads', leadIds] as const,
    queryFn: async ({ signal }): Promise<ReadonlyMap<string, PartnerSupplier>> => {
      const { data, error } = await getSupabase()
        .rpc('partner_lead_suppliers', { p_lead_ids: [...leadIds] })
        .retry(false)
        .abortSignal(signal);
      if (error) throw error;
      return new Map(
        data.map((row) => [
          row.lead_id,
          { supplierId: row.supplier_id, status: row.supplier_status as SupplierStatus, since: row.status_changed_at },
        ]),
      );
    },
  });
}
