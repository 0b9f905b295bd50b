import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../local/db/run-as.ts';
import { validRow } from './fixtures.ts';
import { ownerSupplier } from './suppliers.ts';

/**
 * An RFQ with a confirmed shortlist, inserted as the database owner, as a test's starting point for
 * sending the options. Takes any `Queryable` as the owner, so it serves PGlite and the real server.
 */

export type RfqTable = 'oem_leads' | 'consultation_requests';

export async function ownerRfq(
  db: Queryable,
  table: RfqTable,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; row: Record<string, unknown> }> {
  const row: Record<string, unknown> = { ...validRow(table), ...overrides };
  const columns = Object.keys(row);
  await db.query(
    `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    columns.map((c) => {
      const value = row[c];
      // jsonb columns (attachments) take JSON; text[] columns (job_types) take the array.
      const json = c === 'attachments' || (typeof value === 'object' && !Array.isArray(value));
      return json && value !== null ? JSON.stringify(value) : value;
    }),
  );
  return { id: String(row.id), row };
}

/** Shortlists `count` new suppliers for the RFQ (added by hand, with reasons), in order; returns their introductions. */
export async function ownerShortlist(
  db: Queryable,
  table: RfqTable,
  leadId: string,
  count = 3,
  supplier: Parameters<typeof ownerSupplier>[1] = {},
): Promise<{ introductionId: string; supplierId: string }[]> {
  const picks: { introductionId: string; supplierId: string }[] = [];
  for (let position = 1; position <= count; position += 1) {
    const supplierId = await ownerSupplier(db, { company_name: `Shortlisted Shop ${position} Ltd`, ...supplier });
    const introductionId = randomUUID();
    await db.query(
      `insert into public.introductions (id, lead_table, lead_id, supplier_id, position, picked_by, hand_reason, reasons)
       values ($1, $2, $3, $4, $5, 'fixture-admin@forgebridge.test', 'Known to the team for this work', $6::text[])`,
      [introductionId, table, leadId, supplierId, position, [`Titanium ✓`, `Reason ${position}`]],
    );
    picks.push({ introductionId, supplierId });
  }
  return picks;
}
