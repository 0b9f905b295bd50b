import { describe, expect, it } from 'vitest';
import { ident } from '../local/db/catalogue.ts';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, outcome, validRow } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * An RFQ's due time is fixed by the database when the row arrives: its own created_at plus 72
 * hours. A visitor cannot choose it, whatever the insert sends.
 */

const db = useFreshDatabase();

const rfqTables = ['oem_leads', 'consultation_requests'] as const;

describe.each(rfqTables)('%s.due_at', (table) => {
  it('is created_at + 72 hours, over any value the visitor sends', async () => {
    const row = { ...validRow(table), due_at: '2000-01-01T00:00:00Z' };
    const t = `public.${ident(table)}`;
    const list = Object.keys(row).map(ident).join(', ');
    expect(
      await outcome(
        runAs(db, CALLERS.anon, (tx) =>
          tx.query(`insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, $1::json)`, [
            JSON.stringify([row]),
          ]),
        ),
      ),
    ).toBe('ok');
    const { rows } = await db.query<{ hours: number }>(
      `select extract(epoch from due_at - created_at) / 3600 as hours from ${t} where id = $1`,
      [row.id],
    );
    expect(Number(rows[0]?.hours)).toBe(72);
  });
});
