import { queryOptions } from '@tanstack/react-query';
import type { Database } from '@/shared/database.types';
import { readAttachments, type LeadAttachment } from '@/lib/leads/attachments';
import { getSupabase } from '@/lib/supabase';
import { supplierKeys } from './supplier-queries';

type Tables = Database['public']['Tables'];

export type ProposalRow = Tables['supplier_proposals']['Row'];
export type NoticeRow = Pick<Tables['supplier_notices']['Row'], 'id' | 'event' | 'facts' | 'created_at'>;
export type LinkRow = Pick<Tables['supplier_links']['Row'], 'id' | 'issued_at' | 'expires_at' | 'revoked_at'>;
/** A file of a certificate: an object of the sign-up in bucket `lead-attachments`. */
export type CertificateFile = LeadAttachment & { path: string };

/** How many of a supplier's notices the panel lists, newest first. */
const NOTICE_LIMIT = 20;

/**
 * What vetting adds around the register's row: the booked visit and the reason recorded for
 * `rejected`, each certificate's files, the shop's pending proposal, the page links and the
 * notices sent. Read from the tables themselves, so the register's views need not carry them.
 */
export type SupplierVetting = {
  visitBookedOn: string | null;
  statusReason: string | null;
  files: Readonly<Record<string, CertificateFile[]>>;
  proposal: ProposalRow | null;
  links: LinkRow[];
  notices: NoticeRow[];
};

export function supplierVettingQuery(id: string) {
  return queryOptions({
    queryKey: [...supplierKeys.supplier(id), 'vetting'] as const,
    queryFn: async ({ signal }): Promise<SupplierVetting> => {
      const sb = getSupabase();
      const [supplier, certificates, proposal, links, notices] = await Promise.all([
        sb
          .from('suppliers')
          .select('visit_booked_on, status_reason')
          .eq('id', id)
          .retry(false)
          .abortSignal(signal)
          .maybeSingle(),
        sb.from('supplier_certificates').select('id, files').eq('supplier_id', id).retry(false).abortSignal(signal),
        sb
          .from('supplier_proposals')
          .select('*')
          .eq('supplier_id', id)
          .eq('status', 'pending')
          .retry(false)
          .abortSignal(signal)
          .maybeSingle(),
        sb
          .from('supplier_links')
          .select('id, issued_at, expires_at, revoked_at')
          .eq('supplier_id', id)
          .order('issued_at', { ascending: false })
          .retry(false)
          .abortSignal(signal),
        sb
          .from('supplier_notices')
          .select('id, event, facts, created_at')
          .eq('supplier_id', id)
          .order('created_at', { ascending: false })
          .limit(NOTICE_LIMIT)
          .retry(false)
          .abortSignal(signal),
      ]);
      for (const result of [supplier, certificates, proposal, links, notices]) if (result.error) throw result.error;
      const files = Object.fromEntries(
        (certificates.data ?? []).map((c) => [
          c.id,
          readAttachments(c.files).filter((file): file is CertificateFile => typeof file.path === 'string'),
        ]),
      );
      return {
        visitBookedOn: supplier.data?.visit_booked_on ?? null,
        statusReason: supplier.data?.status_reason ?? null,
        files,
        proposal: proposal.data,
        links: links.data ?? [],
        notices: notices.data ?? [],
      };
    },
  });
}

/** The link the shop's page is open through now, if any: not revoked and not expired. */
export function liveLink(links: readonly LinkRow[], now: Date = new Date()): LinkRow | null {
  return links.find((l) => l.revoked_at === null && new Date(l.expires_at) > now) ?? null;
}

/**
 * A partner lead becomes a supplier in vetting in one call, with the standards and industries
 * recognised in its free text; calling it again answers the supplier it already became.
 */
export async function startVetting(leadId: string, standards: string[], industries: string[]): Promise<string> {
  const { data, error } = await getSupabase().rpc('start_vetting', {
    p_partner_lead_id: leadId,
    p_recognised_standards: standards,
    p_recognised_industries: industries,
  });
  if (error) throw error;
  return data;
}

/** Accepting applies the shop's changes to the supplier (the register's checks apply); declining leaves it. */
export async function decideProposal(proposalId: string, accept: boolean): Promise<void> {
  const { error } = await getSupabase().rpc('decide_supplier_proposal', {
    p_proposal_id: proposalId,
    p_accept: accept,
  });
  if (error) throw error;
}

/** Every live link to the shop's page stops working; answers how many were live. */
export async function revokeLinks(supplierId: string): Promise<number> {
  const { data, error } = await getSupabase().rpc('revoke_supplier_links', { p_supplier_id: supplierId });
  if (error) throw error;
  return data;
}
