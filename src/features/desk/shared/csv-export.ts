import Papa from 'papaparse';
import { plainText } from '@/shared/leads/answer-text';
import { FORMULA_TRIGGER, UTF8_BOM } from '@/shared/formula-guard';
import { downloadFile } from '@/lib/files';

export type CsvRow = Readonly<Record<string, unknown>>;

export { UTF8_BOM };

/**
 * papaparse's own pattern for `escapeFormulae: true` misses all but the plain leading case, so we
 * pass the shared one (src/shared/formula-guard.ts); papaparse then prefixes the cell with `'`.
 */
export { FORMULA_TRIGGER };

/**
 * A cell as a person reads it: lists joined, attachments as "name (1.50 MB, type)" (a measured
 * model adds its size, volume and area lines), null as empty; see the one reader.
 */
export function csvCell(value: unknown): string | number | boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return plainText(value);
}

/**
 * The CSV text of `rows`: the columns are all keys of the first row, every value is quoted (an
 * empty value is written as `""`), formulas are neutralised, and the text starts with a BOM.
 * Returns undefined for an empty list, which has no columns to write.
 */
export function leadsToCsv(rows: readonly CsvRow[]): string | undefined {
  const first = rows[0];
  if (!first) return undefined;
  const fields = Object.keys(first);
  const data = rows.map((row) => fields.map((field) => csvCell(row[field])));
  return UTF8_BOM + Papa.unparse({ fields, data }, { quotes: true, escapeFormulae: FORMULA_TRIGGER, newline: '\r\n' });
}

/** `{prefix}-{YYYY-MM-DD}.csv`, dated in the admin's own time zone. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * Downloads `rows` as `{prefix}-{date}.csv`. An empty list does nothing and returns false: there is
 * nothing to export.
 */
export function exportLeadsCsv(rows: readonly CsvRow[], prefix: string, now: Date = new Date()): boolean {
  const csv = leadsToCsv(rows);
  if (csv === undefined) return false;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  downloadFile(url, csvFileName(prefix, now));
  // Revoke on the next task: revoking synchronously can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
