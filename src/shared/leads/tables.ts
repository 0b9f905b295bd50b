import type { Database } from '../database.types.ts';
import { columnOptions } from './fields/admin-view.ts';
import { leadFields } from './fields/index.ts';
import type { Option } from './options.ts';

/*
 * The lead tables as every part of the project names them: the forms that insert, the admin that
 * reads, the database and browser test fixtures and the benchmark. Plain data with no Vite or
 * browser dependency, so Node imports it as it is.
 */

type PublicTables = Database['public']['Tables'];

/**
 * Dashboard tab order: ICP first, then OEM and CNC partners, then contact and /quote requests. One
 * name per kind in files, ids and copy keys; only the table names below differ.
 */
export const leadKindIds = ['icp', 'oem', 'partner', 'contact', 'quote'] as const;
export type LeadKindId = (typeof leadKindIds)[number];

export const leadTables = {
  icp: 'icp_template_leads',
  oem: 'oem_leads',
  partner: 'cnc_partner_leads',
  contact: 'contact_messages',
  quote: 'consultation_requests',
} as const satisfies Record<LeadKindId, keyof PublicTables>;

export type LeadTable = (typeof leadTables)[LeadKindId];

/** Every lead table, in tab order. */
export const leadTableNames: readonly LeadTable[] = leadKindIds.map((id) => leadTables[id]);

/** The kind whose leads a table holds, or undefined for a table that holds no leads. */
export function leadKindOf(table: string): LeadKindId | undefined {
  return leadKindIds.find((id) => leadTables[id] === table);
}

/**
 * The kinds that are RFQs (a buyer asking for parts): each has a 72-hour clock, suggested
 * suppliers, a shortlist and introductions. Their tables are the leadTables entries of these kinds.
 */
export const rfqKindIds = ['oem', 'quote'] as const satisfies readonly LeadKindId[];
export type RfqKindId = (typeof rfqKindIds)[number];
export type RfqTable = (typeof leadTables)[RfqKindId];

export const isRfqKind = (kind: LeadKindId): kind is RfqKindId => (rfqKindIds as readonly LeadKindId[]).includes(kind);

/** Every RFQ table, in tab order. */
export const rfqTables: readonly RfqTable[] = rfqKindIds.map((id) => leadTables[id]);

export function isRfqTable(table: string): table is RfqTable {
  return (rfqTables as readonly string[]).includes(table);
}

/** The kind whose leads an RFQ table holds. */
export function rfqKindOf(table: RfqTable): RfqKindId {
  const kind = leadKindOf(table);
  if (kind === undefined || !isRfqKind(kind)) throw new Error(`${table} holds no RFQs`);
  return kind;
}

export type LeadRow<K extends LeadKindId> = PublicTables[(typeof leadTables)[K]]['Row'];
export type LeadRows = { [K in LeadKindId]: LeadRow<K>[] };
export type LeadInsert<T extends LeadTable> = PublicTables[T]['Insert'];

/**
 * The option list behind each column that stores an option value, so the admin shows a stored
 * value with the label the visitor picked in the form; from the field tables. OEM columns that
 * join several values with free text are not listed: the admin splits them (see
 * ./fields/admin-view.ts).
 */
export const leadColumnOptions = Object.fromEntries(
  leadKindIds.map((id) => [leadTables[id], columnOptions(leadFields[id])]),
) as {
  readonly [T in LeadTable]?: Partial<Record<keyof PublicTables[T]['Row'], readonly Option[]>>;
};
