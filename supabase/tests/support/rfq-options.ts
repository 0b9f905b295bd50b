import { randomUUID } from 'node:crypto';
import type { RfqTable } from '../../../src/shared/leads/tables.ts';
import type { Queryable } from '../../local/db/run-as.ts';
import { validRow } from './fixtures.ts';
import { ownerCertificate, ownerSupplier, ownerVisit } from './suppliers.ts';

/** Every certification standard the register knows: a shortlisted fixture holds them all. */
const STANDARDS = ['iso9001', 'as9100', 'iatf16949', 'iso13485', 'iso14001', 'norsok', 'nadcap'];

/**
 * An RFQ with a confirmed shortlist, inserted as the database owner, as a test's starting point for
 * sending the options. Takes any `Queryable` as the owner, so it serves PGlite and the real server.
 */

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

/**
 * A vetted supplier holding every certification (verified, a year to run) after a complete visit:
 * one that may be sent any RFQ's brief.
 */
export async function ownerVettedSupplier(
  db: Queryable,
  fields: Parameters<typeof ownerSupplier>[1] = {},
): Promise<string> {
  const supplierId = await ownerSupplier(db, fields);
  for (const standard of STANDARDS) await ownerCertificate(db, supplierId, { standard });
  await ownerVisit(db, supplierId);
  await db.query("update public.suppliers set status = 'vetted' where id = $1", [supplierId]);
  return supplierId;
}

/**
 * Shortlists `count` new vetted suppliers for the RFQ (added by hand, with reasons), in order;
 * returns their introductions.
 */
export async function ownerShortlist(
  db: Queryable,
  table: RfqTable,
  leadId: string,
  count = 3,
  supplier: Parameters<typeof ownerSupplier>[1] = {},
): Promise<{ introductionId: string; supplierId: string }[]> {
  const picks: { introductionId: string; supplierId: string }[] = [];
  for (let position = 1; position <= count; position += 1) {
    const supplierId = await ownerVettedSupplier(db, { company_name: `Shortlisted Shop ${position} Ltd`, ...supplier });
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
