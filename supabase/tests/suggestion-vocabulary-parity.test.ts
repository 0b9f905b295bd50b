import { describe, expect, it } from 'vitest';
import { capabilityLists, type Term } from '../../src/lib/suppliers/capabilities.ts';
import { oemMapping, quoteMapping } from '../../src/lib/suppliers/form-mapping.ts';
import { briefColumnOptions, briefColumns } from '../../src/shared/introductions/brief-facts.ts';
import { rfqTables } from '../../src/shared/leads/tables.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * The ranking reads the forms' answers and writes its reasons in the words of src/lib/suppliers/:
 * the SQL copies of the form mapping and of the vocabulary's labels hold exactly the same entries.
 * A supplier's brief page keeps only the answers the forms offer, from the same SQL copy.
 */

const db = useFreshDatabase();

const sorted = (rows: string[][]) => rows.map((r) => JSON.stringify(r)).sort();

describe('the SQL copies of the vocabulary', () => {
  it('map every form answer as src/lib/suppliers/form-mapping.ts does', async () => {
    const expected = [
      ...Object.entries(oemMapping).flatMap(([field, map]) =>
        Object.entries(map as Record<string, string | null>).map(([answer, term]) => ['oem', field, answer, term]),
      ),
      ...Object.entries(quoteMapping).flatMap(([field, map]) =>
        Object.entries(map as Record<string, string | null>).map(([answer, term]) => [
          'consultation', // the SQL copy's name of the /quote form (migration 20261128100000), as the database keeps it
          field,
          answer,
          term,
        ]),
      ),
    ];
    const { rows } = await db.query<{ form: string; field: string; answer: string; term: string | null }>(
      'select * from private.form_terms()',
    );
    expect(sorted(rows.map((r) => [r.form, r.field, r.answer, r.term] as string[]))).toEqual(
      sorted(expected as string[][]),
    );
  });

  it('label every term as src/lib/suppliers/capabilities.ts does', async () => {
    const expected = Object.entries(capabilityLists).flatMap(([list, terms]) =>
      (terms as readonly Term[]).map((t) => [list, t.value, t.label]),
    );
    const { rows } = await db.query<{ list: string; value: string; label: string }>(
      'select * from private.capability_terms()',
    );
    expect(sorted(rows.map((r) => [r.list, r.value, r.label]))).toEqual(sorted(expected));
  });

  it('give a supplier’s brief page exactly the options each brief column’s form offers', async () => {
    const expected = rfqTables.flatMap((table) =>
      briefColumns[table].flatMap((column) =>
        (briefColumnOptions(table, column) ?? []).map((option) => [table, column, option.value]),
      ),
    );
    const actual: string[][] = [];
    for (const table of rfqTables) {
      const { rows } = await db.query<{ brief_column: string; answer: string }>(
        'select * from private.brief_answer_values($1)',
        [table],
      );
      actual.push(...rows.map((r) => [table, r.brief_column, r.answer]));
    }
    expect(sorted(actual)).toEqual(sorted(expected));
  });
});
