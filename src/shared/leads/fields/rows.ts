import type { Field, FieldTable, Option } from './field-types.ts';

/*
 * What a field table decides about a form's values without any validation library: the blank
 * form and the row a valid submit stores. The zod checks are derived in the app
 * (src/features/leads/field-schemas.ts) and load only when a form first validates.
 */

type Values = Readonly<Record<string, unknown>>;
/** An uploaded file as the row lists it. */
type Attachment = { name: string; size: number; type: string; path?: string; measurements?: unknown; read?: unknown };

/** The fields the form asks, with their keys. */
export const askedFields = (table: FieldTable): (Field & { key: string })[] =>
  table.filter((field): field is Field & { key: string } => field.key !== undefined);

export const optionValues = (field: Field): string[] =>
  'options' in field ? field.options.map((o: Option) => o.value) : [];

/** '' → null, for optional columns stored as null when empty. */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A blank form: '' for text and selects, no boxes ticked. */
export function formDefaults(table: FieldTable): Record<string, unknown> {
  return Object.fromEntries(
    askedFields(table).map((f) => [f.key, f.kind === 'choices' ? [] : f.kind === 'boolean' ? false : '']),
  );
}

/** The fields of a table grouped by column, in the order the table first names each column. */
export function columnsOf(table: FieldTable): Map<string, Field[]> {
  const columns = new Map<string, Field[]>();
  for (const field of table) columns.set(field.column, [...(columns.get(field.column) ?? []), field]);
  return columns;
}

/** The chosen values of a multiple choice in the list's order, whatever order they were ticked in. */
function chosen(field: Field, value: unknown): string[] {
  const picked = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
  return optionValues(field).filter((v) => picked.includes(v));
}

/**
 * A column two fields share: the chosen keys, then the "other" text when "other" is among them
 * (text whose box was hidden again is dropped), joined with ", "; null when nothing is left.
 */
function joined(fields: readonly Field[], values: Values): string | null {
  const main = fields.find((f) => !('otherOf' in f && f.otherOf));
  const other = fields.find((f) => 'otherOf' in f && f.otherOf);
  const keys = main?.key ? chosen(main, values[main.key]) : [];
  const text = other?.key && keys.includes('other') ? String(values[other.key] ?? '') : '';
  return emptyToNull(
    [...keys, text]
      .map((p) => p.trim())
      .filter(Boolean)
      .join(', '),
  );
}

/** Whether a question is asked of these answers: one asked only after another answer is. */
export function isAsked(field: Field, values: Values): boolean {
  if (field.kind !== 'number' || !field.askedWhen) return true;
  const answer = values[field.askedWhen.key];
  return Array.isArray(answer) ? answer.includes(field.askedWhen.value) : answer === field.askedWhen.value;
}

/** A number answer as the column stores it: a whole number, or null when empty or not one. */
export function wholeNumber(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) ? Number(text) : null;
}

function columnValue(field: Field, values: Values, attachments: readonly Attachment[]): unknown {
  if (field.kind === 'files')
    return attachments.map(({ name, size, type, path, measurements, read }) => ({
      name,
      size,
      type,
      path,
      ...(measurements ? { measurements } : {}),
      ...(read ? { read } : {}),
    }));
  if (field.key === undefined) return null;
  const value = values[field.key];
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'choices':
      return chosen(field, value);
    case 'fileName':
      return attachments[0]?.name ?? emptyToNull(String(value ?? ''));
    case 'number':
      return isAsked(field, values) ? wholeNumber(value) : null;
    default:
      return field.required ? value : emptyToNull(typeof value === 'string' ? value : '');
  }
}

/**
 * The row a valid submit stores: every column the table names, a column no form fills as null,
 * an empty optional answer as null, and the uploaded files listed where the table says.
 */
export function toLeadRow(table: FieldTable, values: Values, attachments: readonly Attachment[] = []) {
  const row: Record<string, unknown> = {};
  for (const [column, fields] of columnsOf(table)) {
    row[column] = fields.length > 1 ? joined(fields, values) : columnValue(fields[0] as Field, values, attachments);
  }
  return row;
}

/** A table's asked fields by their form key, for a layout that places each question itself. */
export function fieldsByKey<const T extends FieldTable>(table: T) {
  return Object.fromEntries(askedFields(table).map((f) => [f.key, f])) as {
    [F in Extract<T[number], { readonly key: string }> as F['key']]: F;
  };
}
