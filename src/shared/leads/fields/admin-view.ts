import { consentColumns } from './system-columns.ts';
import type { FieldTable, Option } from './field-types.ts';
import { columnsOf } from './rows.ts';

/*
 * How the admin (panel, CSV, team alert) names and reads a kind's columns, from its field table:
 * the column's first field gives the label (its short admin wording when it has one) and, when
 * it is a choice, the labels of the stored values.
 */

const isConsent = (column: string) => (consentColumns as readonly string[]).includes(column);

/** The label of every answer column, in the table's order; consent columns are shown apart. */
export function columnLabels(table: FieldTable): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [column, [field]] of columnsOf(table)) {
    if (field && !isConsent(column)) labels[column] = field.adminLabel ?? field.label;
  }
  return labels;
}

/** The option list behind each column that stores option values as they are (text or text[]). */
export function columnOptions(table: FieldTable): Record<string, readonly Option[]> {
  const options: Record<string, readonly Option[]> = {};
  for (const [column, fields] of columnsOf(table)) {
    const [field] = fields;
    if (fields.length === 1 && field && 'options' in field) options[column] = field.options;
  }
  return options;
}

/** Columns holding option values joined with ", " plus an "other" text, with their option list. */
export function joinedColumnOptions(table: FieldTable): Record<string, readonly Option[]> {
  const options: Record<string, readonly Option[]> = {};
  for (const [column, fields] of columnsOf(table)) {
    const main = fields.find((f) => 'options' in f);
    if (fields.length > 1 && main && 'options' in main) options[column] = main.options;
  }
  return options;
}

/**
 * Columns the table has but the form never asks (kept from the original brief's webhook schema,
 * or for rows written another way). Empty, they say nothing about the lead.
 */
export function unaskedColumns(table: FieldTable): string[] {
  return table.filter((f) => f.key === undefined && f.kind !== 'files').map((f) => f.column);
}
