import { describe, expect, it } from 'vitest';
import { capabilityLists } from '../../src/lib/suppliers/capabilities.ts';
import { capacities, supplierStatuses, visitOutcomes } from '../../src/lib/suppliers/register.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * The register's check constraints, the sign-up's and the page's proposals allow exactly the
 * vocabulary of src/lib/suppliers/: a term added on one side only fails here.
 */

const db = useFreshDatabase();

const values = (list: readonly { value: string }[]) => list.map((t) => t.value).sort();

const CHECKS = [
  ['suppliers_processes_check', values(capabilityLists.processes)],
  ['suppliers_materials_check', values(capabilityLists.materials)],
  ['suppliers_industries_check', values(capabilityLists.industries)],
  ['suppliers_order_sizes_check', values(capabilityLists.order_sizes)],
  ['suppliers_lead_time_check', values(capabilityLists.lead_time)],
  ['suppliers_regions_check', values(capabilityLists.regions)],
  ['suppliers_capacity_check', values(capacities)],
  ['suppliers_status_check', values(supplierStatuses)],
  ['supplier_certificates_standard_check', values(capabilityLists.certifications)],
  ['supplier_visits_outcome_check', values(visitOutcomes)],
  // A shop's sign-up takes the register's words.
  ['cnc_partner_leads_processes_check', values(capabilityLists.processes)],
  ['cnc_partner_leads_materials_check', values(capabilityLists.materials)],
  ['cnc_partner_leads_held_certifications_check', values(capabilityLists.certifications)],
  ['cnc_partner_leads_industries_check', values(capabilityLists.industries)],
  ['cnc_partner_leads_order_sizes_check', values(capabilityLists.order_sizes)],
  ['cnc_partner_leads_lead_time_check', values(capabilityLists.lead_time)],
] as const;

describe('the register’s checks and the vocabulary', () => {
  it.each(CHECKS)('%s allows exactly the vocabulary', async (name, expected) => {
    const { rows } = await db.query<{ def: string }>(
      'select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1',
      [name],
    );
    const def = rows[0]?.def ?? '';
    const literals = [...def.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '').sort();
    expect(literals).toEqual(expected);
  });

  // What a shop may propose on its page: each list's every word is taken, and one word past it refused.
  it.each(['processes', 'materials', 'industries', 'order_sizes'] as const)(
    'a proposal’s %s take exactly the vocabulary',
    async (list) => {
      const supplier = await db.query<{ id: string }>(
        "insert into public.suppliers (company_name, country, max_axes, processes) values ('Vocab Ltd', 'GB', 5, '{multi-axis}') returning id",
      );
      const id = supplier.rows[0]?.id;
      const every = values(capabilityLists[list]);
      const taken = await db.query<{ changes: Record<string, string[]> }>(
        'select private.capability_changes($1, $2) as changes',
        [id, JSON.stringify({ [list]: every })],
      );
      expect(taken.rows[0]?.changes[list]).toEqual(every);
      const refused = db.query('select private.capability_changes($1, $2)', [
        id,
        JSON.stringify({ [list]: [...every, 'not-a-term'] }),
      ]);
      await expect(refused).rejects.toMatchObject({ code: '22023' });
    },
  );
});
