import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../local/db/run-as.ts';

/**
 * Register rows inserted as the database owner, as a test's starting point: a supplier, its
 * certificates and its visits. Dates are days from today (negative: in the past). They take any
 * `Queryable` as the owner, so they serve PGlite and the real server alike.
 */

export const dayFromToday = (days: number): string => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export async function ownerSupplier(
  db: Queryable,
  fields: { email?: string | null; company_name?: string; country?: string; processes?: string[] } = {},
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into public.suppliers (id, company_name, email, country, processes)
     values ($1, $2, $3, $4, $5::text[])`,
    [
      id,
      fields.company_name ?? 'Midlands Precision Ltd',
      fields.email === undefined ? `ops+${id.slice(0, 8)}@midlands-precision.example` : fields.email,
      fields.country ?? 'GB',
      fields.processes ?? ['cnc-milling'],
    ],
  );
  return id;
}

export async function ownerCertificate(
  db: Queryable,
  supplierId: string,
  { standard = 'as9100', expiresIn = 365, verified = true } = {},
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into public.supplier_certificates (id, supplier_id, standard, expires_on, verified_at)
     values ($1, $2, $3, $4, case when $5 then now() end)`,
    [id, supplierId, standard, dayFromToday(expiresIn), verified],
  );
  return id;
}

type Checks = Partial<
  Record<'certifications_checked' | 'sample_parts_approved' | 'qa_procedures_reviewed' | 'capacity_confirmed', boolean>
>;

export const ALL_CHECKS: Checks = {
  certifications_checked: true,
  sample_parts_approved: true,
  qa_procedures_reviewed: true,
  capacity_confirmed: true,
};

export async function ownerVisit(
  db: Queryable,
  supplierId: string,
  { outcome = 'passed', checks = ALL_CHECKS, visitedDaysAgo = 10, revisitIn = 355 } = {} as {
    outcome?: 'passed' | 'failed';
    checks?: Checks;
    visitedDaysAgo?: number;
    revisitIn?: number;
  },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into public.supplier_visits (id, supplier_id, visited_on, visited_by, outcome, next_revisit_due,
       certifications_checked, sample_parts_approved, qa_procedures_reviewed, capacity_confirmed)
     values ($1, $2, $3, 'Sam Turner', $4, $5, $6, $7, $8, $9)`,
    [
      id,
      supplierId,
      dayFromToday(-visitedDaysAgo),
      outcome,
      dayFromToday(revisitIn),
      checks.certifications_checked ?? false,
      checks.sample_parts_approved ?? false,
      checks.qa_procedures_reviewed ?? false,
      checks.capacity_confirmed ?? false,
    ],
  );
  return id;
}
