import { randomUUID } from 'node:crypto';
import type { StoredRead } from '../../../src/shared/cad/machining-read.ts';
import type { Queryable } from '../../local/db/run-as.ts';
import { validRow } from './fixtures.ts';
import { dayFromToday, ownerCertificate, ownerVisit } from './suppliers.ts';
import { sampleRead } from '../../../src/shared/cad/sample-read.ts';

/**
 * Starting points for the ranking's tests, inserted as the database owner: a vetted supplier that
 * passes every hard filter of the RFQ below (change one fact to fail one filter), and that RFQ.
 */

export type SupplierFacts = {
  company_name: string;
  country: string;
  processes: string[];
  max_axes: number | null;
  materials: string[];
  industries: string[];
  order_sizes: string[];
  lead_time: string | null;
  regions: string[];
  envelope: [number, number, number] | null;
  capacity: string | null;
  certifications: { standard: string; expiresIn?: number; verified?: boolean }[];
};

/** Passes every filter of `aerospaceRfq` and matches all its factors. */
export const FITTING: SupplierFacts = {
  company_name: 'Fitting Precision Ltd',
  country: 'GB',
  processes: ['multi-axis', 'cnc-milling'],
  max_axes: 5,
  materials: ['aluminium', 'titanium'],
  industries: ['aerospace'],
  order_sizes: ['medium'],
  lead_time: '2-4-weeks',
  regions: ['uk'],
  envelope: [400, 300, 200],
  capacity: 'looking-for-work',
  certifications: [{ standard: 'as9100' }, { standard: 'iso9001' }],
};

export async function vettedSupplier(db: Queryable, facts: Partial<SupplierFacts> = {}): Promise<string> {
  const f = { ...FITTING, ...facts };
  const id = randomUUID();
  await db.query(
    `insert into public.suppliers (id, company_name, country, processes, max_axes, materials, industries, order_sizes,
       lead_time, regions, envelope_x_mm, envelope_y_mm, envelope_z_mm, capacity)
     values ($1, $2, $3, $4::text[], $5, $6::text[], $7::text[], $8::text[], $9, $10::text[], $11, $12, $13, $14)`,
    [
      id,
      f.company_name,
      f.country,
      f.processes,
      f.max_axes,
      f.materials,
      f.industries,
      f.order_sizes,
      f.lead_time,
      f.regions,
      f.envelope?.[0] ?? null,
      f.envelope?.[1] ?? null,
      f.envelope?.[2] ?? null,
      f.capacity,
    ],
  );
  for (const c of f.certifications) await ownerCertificate(db, id, c);
  await ownerVisit(db, id);
  await db.query("update public.suppliers set status = 'vetted' where id = $1", [id]);
  return id;
}

/** An OEM RFQ: 5-axis aerospace work in titanium and aluminium, AS9100 and ISO 9001, UK only. */
export async function aerospaceRfq(
  db: Queryable,
  overrides: Record<string, unknown> = {},
  sizeMm: [number, number, number] | null = [320, 180, 95],
): Promise<string> {
  const row = validRow('oem_leads', {
    industry_sector: 'aerospace',
    work_outside_uk: 'no',
    delivery_regions: 'uk-only',
    sourcing_volume: 'medium',
    production_requirements: 'multi-axis',
    material_types: 'aluminium, titanium',
    quality_standards: 'as9100, iso9001',
    delivery_requirements: '2-4-weeks',
    attachments: sizeMm
      ? [
          {
            name: 'bracket.step',
            size: 1000,
            type: 'model/step',
            path: `oem_leads/${randomUUID()}/bracket.step`,
            measurements: { sizeMm, volumeCm3: 120, areaCm2: 800 },
          },
        ]
      : [],
    ...overrides,
  });
  const columns = Object.keys(row);
  await db.query(
    `insert into public.oem_leads (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    columns.map((c) => {
      const value = (row as Record<string, unknown>)[c];
      return Array.isArray(value) ? JSON.stringify(value) : value;
    }),
  );
  return row.id;
}

/** A model read for machining as the browser stores it: a plain block, nothing flagged unless overridden. */
export const modelRead = (flags: Parameters<typeof sampleRead>[0] = {}): StoredRead => sampleRead(flags);

/** A measured CAD file of an RFQ's attachments, with its read (or none). */
export function cadFile(
  table: 'oem_leads' | 'consultation_requests',
  read: unknown,
  sizeMm: [number, number, number] = [320, 180, 95],
): Record<string, unknown> {
  return {
    name: 'bracket.step',
    size: 1000,
    type: 'model/step',
    path: `${table}/${randomUUID()}/bracket.step`,
    measurements: { sizeMm, volumeCm3: 120, areaCm2: 800 },
    ...(read === undefined ? {} : { read }),
  };
}

export { dayFromToday };
