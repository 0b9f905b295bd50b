import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Database } from '@/shared/database.types';
import { getSupabase } from '@/lib/supabase';

type Views = Database['public']['Views'];
type Tables = Database['public']['Tables'];

/** A supplier as the register view lists it: its row, the standards it holds and its revisit date. */
export type SupplierRow = Views['supplier_register']['Row'];
export type CertificateRow = Views['supplier_certificate_states']['Row'];
export type VisitRow = Tables['supplier_visits']['Row'];
export type SupplierHistoryRow = Tables['supplier_history']['Row'];
export type SupplierInsert = Tables['suppliers']['Insert'];
export type SupplierUpdate = Tables['suppliers']['Update'];
export type CertificateInsert = Tables['supplier_certificates']['Insert'];
type CertificateUpdate = Tables['supplier_certificates']['Update'];
export type VisitInsert = Tables['supplier_visits']['Insert'];

/** What narrows the Suppliers view; '' does not narrow. */
export type SupplierFilters = {
  q: string;
  status: string;
  process: string;
  certification: string;
  country: string;
  capacity: string;
};
export const noSupplierFilters: SupplierFilters = {
  q: '',
  status: '',
  process: '',
  certification: '',
  country: '',
  capacity: '',
};
export const isSupplierFiltered = (filters: SupplierFilters) => Object.values(filters).some((v) => v.trim() !== '');

export const SUPPLIER_PAGE_SIZE = 50;
/** Rows per request when exporting (the function caps a page at 1000). */
const EXPORT_PAGE_SIZE = 1000;

export const supplierKeys = {
  all: ['suppliers'] as const,
  page: (filters: SupplierFilters, page: number) => [...supplierKeys.all, 'page', filters, page] as const,
  supplier: (id: string) => [...supplierKeys.all, 'supplier', id] as const,
  fromLead: (leadId: string) => [...supplierKeys.all, 'from-lead', leadId] as const,
};

/** The filters as the register functions' arguments: an empty filter is left out. */
function filterArgs(filters: SupplierFilters) {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== '')) as Partial<SupplierFilters>;
}

async function findSuppliers(filters: SupplierFilters, from: number, size: number, signal?: AbortSignal) {
  let request = getSupabase()
    .rpc('find_suppliers', { ...filterArgs(filters), page_from: from, page_size: size })
    .retry(false);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  // The generated types cannot name the row type of a function returning a view's rows.
  return data as unknown as SupplierRow[];
}

/** One page of the register, narrowed by the filters, with the matching total. */
export function supplierPageQuery(filters: SupplierFilters, page: number) {
  return queryOptions({
    queryKey: supplierKeys.page(filters, page),
    queryFn: async ({ signal }) => {
      const [rows, count] = await Promise.all([
        findSuppliers(filters, page * SUPPLIER_PAGE_SIZE, SUPPLIER_PAGE_SIZE, signal),
        getSupabase().rpc('count_suppliers', filterArgs(filters)).retry(false).abortSignal(signal),
      ]);
      if (count.error) throw count.error;
      return { rows, total: Number(count.data) };
    },
    placeholderData: keepPreviousData,
  });
}

/** Every supplier the filters match, for the CSV export. */
export async function fetchAllSuppliers(filters: SupplierFilters): Promise<SupplierRow[]> {
  const rows: SupplierRow[] = [];
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    const page = await findSuppliers(filters, from, EXPORT_PAGE_SIZE);
    rows.push(...page);
    if (page.length < EXPORT_PAGE_SIZE) return rows;
  }
}

/**
 * What the supplier did with its last 10 briefs whose outcome is known (public.supplier_responsiveness):
 * how many it answered within 48 hours, and its median hours to an answer (null with no answer).
 */
export type Responsiveness = { briefs: number; answered_in_time: number; median_hours: number | null };

export type SupplierDetails = {
  supplier: SupplierRow | null;
  certificates: CertificateRow[];
  visits: VisitRow[];
  history: SupplierHistoryRow[];
  responsiveness: Responsiveness;
};

/** One supplier with its certificates (and whether each is held), visits and history. */
export function supplierQuery(id: string) {
  return queryOptions({
    queryKey: supplierKeys.supplier(id),
    queryFn: async ({ signal }): Promise<SupplierDetails> => {
      const sb = getSupabase();
      const [supplier, certificates, visits, history, responsiveness] = await Promise.all([
        sb.from('supplier_register').select('*').eq('id', id).retry(false).abortSignal(signal).maybeSingle(),
        sb
          .from('supplier_certificate_states')
          .select('*')
          .eq('supplier_id', id)
          .order('expires_on', { ascending: false })
          .retry(false)
          .abortSignal(signal),
        sb
          .from('supplier_visits')
          .select('*')
          .eq('supplier_id', id)
          .order('visited_on', { ascending: false })
          .order('created_at', { ascending: false })
          .retry(false)
          .abortSignal(signal),
        sb
          .from('supplier_history')
          .select('*')
          .eq('supplier_id', id)
          .order('changed_at', { ascending: false })
          .order('id', { ascending: false })
          .retry(false)
          .abortSignal(signal),
        sb.rpc('supplier_responsiveness', { p_supplier_id: id }).retry(false).abortSignal(signal),
      ]);
      for (const result of [supplier, certificates, visits, history, responsiveness])
        if (result.error) throw result.error;
      const figures = responsiveness.data?.[0];
      return {
        supplier: supplier.data,
        certificates: certificates.data ?? [],
        visits: visits.data ?? [],
        history: history.data ?? [],
        responsiveness: {
          briefs: Number(figures?.briefs ?? 0),
          answered_in_time: Number(figures?.answered_in_time ?? 0),
          median_hours: figures?.median_hours == null ? null : Number(figures.median_hours),
        },
      };
    },
  });
}

/** The supplier created from a partner lead, if vetting has started. */
export function supplierFromLeadQuery(leadId: string) {
  return queryOptions({
    queryKey: supplierKeys.fromLead(leadId),
    queryFn: async ({ signal }) => {
      const { data, error } = await getSupabase()
        .from('suppliers')
        .select('id')
        .eq('partner_lead_id', leadId)
        .retry(false)
        .abortSignal(signal)
        .maybeSingle();
      if (error) throw error;
      return data?.id ?? null;
    },
  });
}

export async function createSupplier(row: SupplierInsert): Promise<string> {
  const { data, error } = await getSupabase().from('suppliers').insert(row).select('id').single();
  if (error) throw error;
  return data.id;
}

/** Saves a change; the database stamps who and when and records the history. */
export async function updateSupplier(id: string, patch: SupplierUpdate): Promise<void> {
  const { data, error } = await getSupabase().from('suppliers').update(patch).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length !== 1) throw new Error('The supplier could not be updated');
}

export async function addCertificate(row: CertificateInsert): Promise<void> {
  const { error } = await getSupabase().from('supplier_certificates').insert(row);
  if (error) throw error;
}

/**
 * Marks a certificate verified: the database stamps the moment and the admin. A certificate with no
 * expiry date is verified with the one the admin read from it, in the same update.
 */
export async function verifyCertificate(id: string, expiresOn?: string): Promise<void> {
  await updateCertificate(id, {
    verified_at: new Date().toISOString(),
    ...(expiresOn ? { expires_on: expiresOn } : {}),
  });
}

export type CertificateEdit = {
  expires_on: string | null;
  certificate_number: string | null;
  issuing_body: string | null;
};

/** Changes what was read from a certificate; the database clears its verification when any of it changes. */
export async function editCertificate(id: string, edit: CertificateEdit): Promise<void> {
  await updateCertificate(id, edit);
}

/**
 * Updates one certificate, and fails unless exactly that row changed: an update that matches no
 * row (the certificate was removed, or the session may no longer write the register) is not saved.
 */
async function updateCertificate(id: string, patch: CertificateUpdate): Promise<void> {
  const { data, error } = await getSupabase().from('supplier_certificates').update(patch).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length !== 1) throw new Error('The certificate could not be updated');
}

export async function addVisit(row: VisitInsert): Promise<void> {
  const { error } = await getSupabase().from('supplier_visits').insert(row);
  if (error) throw error;
}
