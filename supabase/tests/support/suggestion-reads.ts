import type { Database } from '../../local/database.ts';
import { runAs } from '../../local/db/run-as.ts';
import { CALLERS } from './fixtures.ts';

/**
 * How the ranking's tests read it on their file's database: a statement as an admin at aal2, and
 * suggest_suppliers's list for an RFQ by supplier (docs/decisions/0029-how-suppliers-are-ranked-for-an-rfq.md).
 */

export type Suggestion = {
  supplier_id: string;
  company_name: string;
  country: string;
  rank: number | null;
  score: string | null;
  excluded_by: string | null;
  reasons: string[];
};

export function suggestionReads(db: Database) {
  const asAdmin = <T>(sql: string, params: unknown[] = []) =>
    runAs(db, CALLERS.admin, async (tx) => (await tx.query<T>(sql, params)).rows);

  async function suggestions(leadId: string, table = 'oem_leads'): Promise<Map<string, Suggestion>> {
    const rows = await asAdmin<Suggestion>('select * from public.suggest_suppliers($1, $2)', [table, leadId]);
    return new Map(rows.map((r) => [r.supplier_id, r]));
  }

  async function verdict(leadId: string, supplierId: string) {
    const row = (await suggestions(leadId)).get(supplierId);
    if (!row) throw new Error(`supplier ${supplierId} is not in the list`);
    return row;
  }

  return { asAdmin, suggestions, verdict };
}
