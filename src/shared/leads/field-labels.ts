import type { TableColumn } from './fields/field-types.ts';
import { columnLabels } from './fields/admin-view.ts';
import { leadFields, type LeadFieldTables } from './fields/index.ts';
import type { ConsentColumn, DeskColumn, RfqColumn } from './fields/system-columns.ts';
import { leadKindIds, type LeadKindId, type LeadRow } from './tables.ts';

/*
 * The label of every lead column, from the field tables: one source for the admin's panel and
 * CSV and for the team alert the deliver-leads Edge Function writes. Relative imports with their
 * extension and no Vite alias, so Deno imports this module as it is.
 */

export type { ConsentColumn, DeskColumn };

/** The RFQ tables' due time is the desk's, not an answer. */
type AnswerColumn<K extends LeadKindId> = Exclude<keyof LeadRow<K>, DeskColumn | RfqColumn>;

/**
 * The build fails here when a lead table has a column its field table does not name, or a field
 * table names a column the generated types do not know (run `npm run db:types` after a migration).
 */
type Named<K extends LeadKindId> = [
  Exclude<AnswerColumn<K>, TableColumn<LeadFieldTables[K]>>,
  Exclude<TableColumn<LeadFieldTables[K]>, keyof LeadRow<K>>,
] extends [never, never]
  ? true
  : {
      unnamed: Exclude<AnswerColumn<K>, TableColumn<LeadFieldTables[K]>>;
      unknown: Exclude<TableColumn<LeadFieldTables[K]>, keyof LeadRow<K>>;
    };
type AllTrue<T extends Record<LeadKindId, true>> = T;
export type EveryColumnNamed = AllTrue<{ [K in LeadKindId]: Named<K> }>;

/** The label of every answer column, in the order the form asks (or, unasked, what it holds). */
export const leadFieldLabels = Object.fromEntries(leadKindIds.map((id) => [id, columnLabels(leadFields[id])])) as {
  readonly [K in LeadKindId]: Readonly<Record<AnswerColumn<K>, string>>;
};
