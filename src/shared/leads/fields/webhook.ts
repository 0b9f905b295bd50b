import type { Field, FieldTable } from './field-types.ts';
import { columnsOf, optionValues } from './rows.ts';

/*
 * The answers of an automation webhook body, rebuilt from a stored row in the table's order
 * with the keys the forms used to post: every empty answer is '' (the sheet's convention) and
 * option values are the form's keys. The caller adds the time and source fields.
 */

type LeadRecord = Readonly<Record<string, unknown>>;

/** A stored answer as the sheet reads it: text as it is, a number in figures, a list joined with ", ". */
const text = (lead: LeadRecord, column: string): string => {
  const value = lead[column];
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(', ');
  return typeof value === 'string' ? value : '';
};

/**
 * A joined column split back at the first part that is not a key (the row writes the keys in
 * option order, "other" last, then the "other" text, which may itself hold commas).
 */
function splitOptionsAndOther(joined: string, keys: readonly string[], single: boolean) {
  const parts = joined === '' ? [] : joined.split(', ');
  const picked: string[] = [];
  while (parts.length > 0 && keys.includes(parts[0] ?? '') && !(single && picked.length === 1)) {
    picked.push(parts.shift() ?? '');
    if (picked.at(-1) === 'other') break;
  }
  return { picked: picked.join(', '), other: parts.join(', ') };
}

function answer(field: Field, shared: readonly Field[], lead: LeadRecord): string {
  if (shared.length < 2) return text(lead, field.column);
  const main = shared.find((f) => !('otherOf' in f && f.otherOf)) ?? field;
  const split = splitOptionsAndOther(text(lead, field.column), optionValues(main), main.kind === 'choice');
  return field === main ? split.picked : split.other;
}

export function webhookAnswers(table: FieldTable, lead: LeadRecord): Record<string, string> {
  const columns = columnsOf(table);
  const body: Record<string, string> = {};
  for (const field of table) {
    if (field.webhook) body[field.webhook] = answer(field, columns.get(field.column) ?? [field], lead);
  }
  return body;
}
