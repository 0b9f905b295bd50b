import { ok as assert } from 'node:assert/strict';
import { SERVICE_ROLE_KEY } from './local-stack.ts';

/**
 * Makes a supplier stored without an address vetted, as the team does: a passed visit that checked
 * all four things (its revisit a year away), a verified certificate of each of `standards`, then
 * the status; then gives it `email`. Brief and options pages open only for a supplier still
 * vetted, and only a held certificate the RFQ asks for lets the buyer choose it. The address comes
 * last so the register's own "you are vetted" email is not among the case's mail.
 */
export async function vetSupplier(
  stackUrl: string,
  supplierId: string,
  email: string,
  standards: readonly string[] = ['as9100'],
): Promise<void> {
  const headers = {
    apikey: SERVICE_ROLE_KEY,
    Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
    'Content-Type': 'application/json',
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const visit = await fetch(`${stackUrl}/rest/v1/supplier_visits`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      supplier_id: supplierId,
      visited_on: day(-10),
      visited_by: 'Sam Turner',
      outcome: 'passed',
      next_revisit_due: day(355),
      certifications_checked: true,
      sample_parts_approved: true,
      qa_procedures_reviewed: true,
      capacity_confirmed: true,
    }),
  });
  assert(visit.ok, `supplier_visits answered ${visit.status}: ${await visit.text()}`);
  for (const standard of standards) {
    const certificate = await fetch(`${stackUrl}/rest/v1/supplier_certificates`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ supplier_id: supplierId, standard, expires_on: day(365), verified_at: new Date() }),
    });
    assert(certificate.ok, `supplier_certificates answered ${certificate.status}: ${await certificate.text()}`);
  }
  for (const change of [{ status: 'vetted' }, { email }]) {
    const patched = await fetch(`${stackUrl}/rest/v1/suppliers?id=eq.${supplierId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify(change),
    });
    assert(patched.ok, `suppliers answered ${patched.status}: ${await patched.text()}`);
  }
}
