import { expect, type APIRequestContext } from '@playwright/test';
import { accessTokenFor, ANON_REST_KEY, deskAdmin } from './sign-in';

/**
 * Vetted suppliers made through the REST API as the desk's admin, as the Suppliers view makes
 * them: a supplier, a verified certificate, a passed visit with all four checks, then `vetted`.
 */

export type VettedSupplier = { id: string; company_name: string; email: string };

const day = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export async function vettedSupplier(
  request: APIRequestContext,
  fields: { company_name: string; email: string; town: string; processes: string[]; materials: string[] },
): Promise<VettedSupplier> {
  // This worker's desk admin: another worker's sign-in of a shared admin would end this one's session.
  const token = await accessTokenFor(request, deskAdmin());
  const headers = {
    apikey: ANON_REST_KEY,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
  };
  const post = async (table: string, data: Record<string, unknown>) => {
    const response = await request.post(`/rest/v1/${table}`, { headers, data });
    expect(response.status(), `${table}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { id: string }[])[0]?.id ?? '';
  };
  const patch = async (id: string, data: Record<string, unknown>) => {
    const response = await request.patch(`/rest/v1/suppliers?id=eq.${id}`, { headers, data });
    expect(response.status(), `supplier: ${await response.text()}`).toBeLessThan(300);
  };
  const id = await post('suppliers', {
    ...fields,
    country: 'GB',
    // The most axes goes with multi-axis work, and only with it.
    max_axes: fields.processes.includes('multi-axis') ? 5 : null,
    regions: ['uk', 'eu'],
    industries: ['aerospace'],
    order_sizes: ['prototype', 'small', 'medium'],
    lead_time: '2-4-weeks',
    capacity: 'looking-for-work',
  });
  await post('supplier_certificates', {
    supplier_id: id,
    standard: 'as9100',
    certificate_number: `AS-${id.slice(0, 6)}`,
    expires_on: day(400),
    verified_at: new Date().toISOString(),
  });
  await patch(id, { status: 'vetting' });
  await post('supplier_visits', {
    supplier_id: id,
    visited_on: day(-7),
    visited_by: 'Sam Turner',
    outcome: 'passed',
    next_revisit_due: day(358),
    certifications_checked: true,
    sample_parts_approved: true,
    qa_procedures_reviewed: true,
    capacity_confirmed: true,
  });
  await patch(id, { status: 'vetted' });
  return { id, company_name: fields.company_name, email: fields.email };
}

/**
 * Three vetted suppliers in Coventry, Derby and Leeds that pass an OEM RFQ for milling in titanium
 * with AS9100 (tests/e2e/support/oem-rfq.ts): "<Town> <trade> <marker>", each with its own address.
 */
export function vettedSupplierTrio(request: APIRequestContext, marker: string, trade: string) {
  return Promise.all(
    ['Coventry', 'Derby', 'Leeds'].map((town, i) =>
      vettedSupplier(request, {
        company_name: `${town} ${trade} ${marker}`,
        email: `${trade.toLowerCase()}-${i + 1}-${marker}@supplier.example.test`,
        town,
        processes: ['cnc-milling', 'multi-axis'],
        materials: ['aluminium', 'titanium'],
      }),
    ),
  );
}
