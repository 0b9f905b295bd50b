import type { FieldRole, FieldTable } from './field-types.ts';
import { leadFields } from './index.ts';
import type { LeadKindId } from '../tables.ts';

/*
 * Which column holds a lead's email, person, company and phone, read from the `role` of its
 * field table's fields: the admin's search and titles, the team alert's subject and reply-to
 * all ask here, so a new kind or a renamed column changes them all at once.
 */

type Values = Readonly<Record<string, unknown>>;

/** The column of the field with `role`, or undefined when the kind asks no such answer. */
export function roleColumn(table: FieldTable, role: FieldRole): string | undefined {
  return table.find((field) => field.role === role)?.column;
}

const roleText = (kind: LeadKindId, role: FieldRole, row: Values): string => {
  const column = roleColumn(leadFields[kind], role);
  const value = column === undefined ? undefined : row[column];
  return typeof value === 'string' ? value.trim() : '';
};

/** The address a reply to the lead goes to ('' when the row holds none). */
export const leadEmail = (kind: LeadKindId, row: Values): string => roleText(kind, 'email', row);

/** What names one lead: its company, or the person when there is no company. */
export const leadTitle = (kind: LeadKindId, row: Values): string =>
  roleText(kind, 'company', row) || roleText(kind, 'person', row);

/** The columns the admin's search box looks in: the person, the company and the email. */
export const searchColumnsOf = (table: FieldTable): string[] =>
  table.filter((f) => f.role === 'person' || f.role === 'company' || f.role === 'email').map((f) => f.column);

/** Every kind's search columns, by the kind's id. */
export const leadSearchColumns = {} as Record<LeadKindId, readonly string[]>;
for (const kind of Object.keys(leadFields) as LeadKindId[]) leadSearchColumns[kind] = searchColumnsOf(leadFields[kind]);
