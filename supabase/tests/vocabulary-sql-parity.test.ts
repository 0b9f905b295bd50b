import { describe, expect, it } from 'vitest';
import { capabilityLists } from '../../src/lib/suppliers/capabilities.ts';
import { capacities, supplierStatuses, visitOutcomes } from '../../src/lib/suppliers/register.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * The register's check constraints allow exactly the vocabulary of src/lib/suppliers/: a term
 * added on one side only fails here.
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
});
