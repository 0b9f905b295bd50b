import { isStorableRead, readLines } from '../cad/machining-read.ts';
import { isStorableMeasurements, measurementLines } from '../cad/measure.ts';
import { formatMegabytes } from '../format.ts';
import { joinedColumnOptions, unaskedColumns } from './fields/admin-view.ts';
import { leadFields } from './fields/index.ts';
import { leadFieldLabels } from './field-labels.ts';
import { optionLabel, type Option } from './options.ts';
import { leadColumnOptions, leadTables, type LeadKindId } from './tables.ts';

/*
 * The one reader of a stored lead: how any stored value of any kind reads as text, for the
 * admin's panel and CSV and for every email the deliver-leads Edge Function sends. Relative
 * imports with their extension and no Vite alias, so the browser, Node and Deno import it as it is.
 */

/** What an empty answer reads as (the CSV leaves the cell empty instead). */
export const NOT_GIVEN = 'Not given';

/** The column that lists uploaded files: each shown by name, size, type and a model's measurements and read. */
export const FILE_COLUMN = 'attachments';

/** The file-name column the OEM form also fills; repeated once its file is listed, it is left out. */
const FILE_NAME_COLUMN = 'uploaded_file_name';

type Values = Readonly<Record<string, unknown>>;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

type FileFacts = { name: string; size?: unknown; type?: unknown; measurements?: unknown; read?: unknown };

const isFile = (value: unknown): value is FileFacts =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

/** "housing.step (1.50 MB, model/step, Size: …, Volume: …, Surface area: …, 2 thin walls under 0.5 mm …)". */
export function fileText(file: FileFacts): string {
  const details = [
    typeof file.size === 'number' ? formatMegabytes(file.size) : undefined,
    typeof file.type === 'string' && file.type !== '' ? file.type : undefined,
    ...(isStorableMeasurements(file.measurements) ? measurementLines(file.measurements) : []),
    ...(isStorableRead(file.read) ? readLines(file.read) : []),
  ].filter(Boolean);
  return details.length > 0 ? `${file.name} (${details.join(', ')})` : file.name;
}

/** The files a row lists, each as `fileText` reads it; anything else in the list is skipped. */
export function filesText(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isFile).map(fileText) : [];
}

/** Any value with no field to read it by: lists joined, files described, objects as JSON. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).join(value.some(isFile) ? '; ' : ', ');
  return isFile(value) ? fileText(value) : JSON.stringify(value);
}

/**
 * One stored value as a person reads it: the option labels the form showed (a list joined with
 * ", ", an "other" answer after its options), Yes or No, files with their details, and
 * "Not given" for nothing. A value outside its list reads as it was stored.
 */
export function answerText(kind: LeadKindId, column: string, value: unknown): string {
  if (isEmpty(value)) return NOT_GIVEN;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const options: Readonly<Record<string, readonly Option[] | undefined>> = leadColumnOptions[leadTables[kind]] ?? {};
  const joined = joinedColumnOptions(leadFields[kind])[column];
  const list = options[column] ?? joined;
  const label = (v: unknown) => (list && typeof v === 'string' ? optionLabel(list, v) : plainText(v));
  if (Array.isArray(value)) return value.some(isFile) ? filesText(value).join('; ') : value.map(label).join(', ');
  // A column that joins option values with ", " (and any "other" text) reads each part.
  if (typeof value === 'string' && joined) return value.split(', ').map(label).join(', ');
  return label(value);
}

export type AnswerLine = { column: string; label: string; value: string };

/**
 * Every answer of a lead, in the order its form asks them, with the label the admin shows:
 * without the files (each reader lists them its own way), empty columns the form never asks,
 * and the drawing's name when the drawing itself is listed.
 */
export function answerLines(kind: LeadKindId, row: Values): AnswerLine[] {
  const labels = leadFieldLabels[kind] as Readonly<Record<string, string>>;
  const unasked = unaskedColumns(leadFields[kind]);
  const hasFiles = filesText(row[FILE_COLUMN]).length > 0;
  return Object.entries(labels).flatMap(([column, label]) => {
    if (column === FILE_COLUMN || (column === FILE_NAME_COLUMN && hasFiles)) return [];
    if (isEmpty(row[column]) && unasked.includes(column)) return [];
    return [{ column, label, value: answerText(kind, column, row[column]) }];
  });
}
