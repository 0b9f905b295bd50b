import { CONSENT_VERSION } from '../../legal/consent.ts';
import type { Field, FieldTable } from './field-types.ts';
import { leadFields } from './index.ts';
import { columnsOf, isAsked } from './rows.ts';
import type { LeadKindId } from '../tables.ts';

/*
 * A valid stored row of any lead kind, built from its field table alone: the database tests, the
 * browser tests, the benchmarks and the Edge Function's tests all take their sample leads here,
 * so a new question gets a sample answer the moment its field table names it. Plain data with
 * relative imports, so Node and Deno import it as it is; no page imports it.
 */

export type SampleOptions = {
  /** Makes the row's email and names its own (`<marker>@example.test`, "Contact name <marker>"). */
  readonly marker: string;
  /** Which option each choice picks (counted round the list), so many rows spread over the options. */
  readonly variant?: number;
  /** The person's and the company's names, when a test reads them. */
  readonly person?: string;
  readonly company?: string;
};

/** The `variant`-th option, counting round the list. */
const nth = (field: Field, variant: number): string => {
  const options = 'options' in field ? field.options : [];
  return options[variant % Math.max(options.length, 1)]?.value ?? '';
};

/** Typed text that fits the column: the label and the marker, long enough for a minimum length. */
function typed(field: Field, options: SampleOptions): string {
  if (field.role === 'person' && options.person !== undefined) return options.person;
  if (field.role === 'company' && options.company !== undefined) return options.company;
  // A website answer is a web address, as the desk links it.
  const slug = options.marker.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  if ('autoComplete' in field && field.autoComplete === 'url') return `https://${slug}.example.test`;
  const text = `${field.adminLabel ?? field.label} ${options.marker}`;
  const min = field.kind !== 'number' && 'min' in field && field.min ? field.min.length : 0;
  const max = 'max' in field ? field.max : text.length;
  return text.padEnd(min, '.').slice(0, max);
}

function sampleValue(field: Field, options: SampleOptions): unknown {
  const variant = options.variant ?? 0;
  if (field.kind === 'files') return [];
  // A column no form fills stays empty, as a visitor's row leaves it.
  if (field.key === undefined) return null;
  switch (field.kind) {
    case 'email':
      return `${options.marker}@example.test`;
    case 'boolean':
      return field.required !== undefined && field.required !== false;
    case 'choice':
      return nth(field, variant);
    case 'choices':
      return [nth(field, variant), nth(field, variant + 1)].filter((v, i, all) => all.indexOf(v) === i);
    case 'fileName':
      return null;
    case 'number':
      return field.min + (variant % (field.max - field.min + 1));
    default:
      return typed(field, options);
  }
}

/** The answers of one valid row of `table`: every column it names, with a value its form could send. */
export function sampleAnswers(table: FieldTable, options: SampleOptions): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const answers: Record<string, unknown> = {};
  for (const [column, fields] of columnsOf(table)) {
    const main = fields.find((f) => 'options' in f);
    // A column two fields share (options plus an "other" text) holds option values joined.
    row[column] =
      fields.length > 1 && main ? nth(main, options.variant ?? 0) : sampleValue(fields[0] as Field, options);
    if (fields[0]?.key) answers[fields[0].key] = row[column];
  }
  // A question asked only after another answer (the most axes of a multi-axis shop) stays empty without it.
  for (const field of table) if (!isAsked(field, answers)) row[field.column] = null;
  return row;
}

/** One valid row of a kind as a visitor's submit stores it: its answers and the consent version shown. */
export function sampleRow(kind: LeadKindId, options: SampleOptions): Record<string, unknown> {
  return { consent_version: CONSENT_VERSION, ...sampleAnswers(leadFields[kind], options) };
}
