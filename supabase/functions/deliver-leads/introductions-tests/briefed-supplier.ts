import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { ANON_KEY } from '../testing/local-stack.ts';
import { vetSupplier } from '../testing/vetted-supplier.ts';
import { call, drain, insert, mailsTo, pageToken, stack } from './stack.ts';

/*
 * A supplier briefed on a stored OEM RFQ, for the cases that follow a brief (its questions, links,
 * answers and the buyer's options), and the page's calls a visitor makes with the brief's token.
 */

let visitors = 0;
/** A stored OEM RFQ (no files) and a supplier briefed on it: the brief drained, its token read. */
export async function briefedSupplier(company: string, rfqId = crypto.randomUUID(), position = 1) {
  visitors += 1;
  if (position === 1) {
    await insert(
      'oem_leads',
      {
        id: rfqId,
        consent_version: '2026-11-23',
        company_name: 'Aquila Subsea Ltd',
        website: 'aquila.example',
        industry_sector: 'energy',
        contact_person: 'Morag Innes',
        job_title: 'Buyer',
        email: `morag+${rfqId.slice(0, 8)}@aquila.example`,
        phone: '+44 1224 000000',
        city: 'Aberdeen',
        country: 'United Kingdom',
        production_requirements: 'multi-axis',
        material_types: 'titanium',
        quality_standards: 'as9100',
        delivery_requirements: '2-4-weeks',
        work_outside_uk: 'no',
        delivery_regions: 'uk-only',
      },
      ANON_KEY,
      { 'x-test-client-address': `198.51.100.${visitors}` },
    );
  }
  const supplierEmail = `quotes+${crypto.randomUUID().slice(0, 8)}@supplier.example`;
  const supplierId = crypto.randomUUID();
  await insert('suppliers', {
    id: supplierId,
    company_name: company,
    country: 'GB',
    town: 'Coventry',
  });
  await vetSupplier(stack.url, supplierId, supplierEmail);
  const introductionId = crypto.randomUUID();
  await insert('introductions', {
    id: introductionId,
    lead_table: 'oem_leads',
    lead_id: rfqId,
    supplier_id: supplierId,
    position,
    picked_by: 'test',
    hand_reason: 'Known to the team',
    reasons: [],
    buyer_reasons: [`${company} machines titanium every week`],
    sent_at: new Date().toISOString(),
  });
  await insert('lead_deliveries', { lead_table: 'introductions', lead_id: introductionId, kind: 'supplier_brief' });
  await drain();
  const brief = (await mailsTo(supplierEmail))[0];
  assert(brief, `brief to ${company}`);
  return { rfqId, introductionId, supplierEmail, token: pageToken(brief.text) };
}

export async function anonRpc(name: string, args: Record<string, unknown>, address = '198.51.100.200') {
  const response = await call(`/rest/v1/rpc/${name}`, {
    method: 'POST',
    key: ANON_KEY,
    headers: { 'x-test-client-address': address },
    body: JSON.stringify(args),
  });
  assertEquals(response.status, 200, await response.clone().text());
  return response.json();
}
