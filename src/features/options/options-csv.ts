import { optionsContent } from '@/content/pages/options';
import { guardFormula, UTF8_BOM } from '@/shared/formula-guard';
import { comparisonRows } from './option-facts';
import type { OptionsView } from './options-view';

/*
 * The comparison as a CSV file the buyer keeps: one row per option, one column per fact, the
 * same words as the table. RFC 4180: fields with a comma, a quote or a line break are quoted,
 * quotes doubled, lines ended with CRLF. As the desk's CSV: a cell a spreadsheet could run as a
 * formula (a supplier's name is typed by the supplier) starts with ', and the file with a byte
 * order mark so Excel reads it as UTF-8.
 */

const field = (raw: string): string => {
  const value = guardFormula(raw);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

export function optionsCsv(view: OptionsView): string {
  const rows = comparisonRows(view.options);
  const header = [optionsContent.table.supplier, ...rows.map((row) => row.label)];
  const lines = view.options.map((option, i) => [option.company_name, ...rows.map((row) => row.values[i] ?? '')]);
  return UTF8_BOM + [header, ...lines].map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Hands the CSV to the browser as a download, made here: nothing is fetched. */
export function downloadOptionsCsv(view: OptionsView): void {
  const blob = new Blob([optionsCsv(view)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = optionsContent.table.fileName(view.reference);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has taken its copy; the URL is released after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
