import { formatDateTime } from '@/lib/format';
import { certificationOptions, oemMaterialOptions, optionLabel, type Option } from '@/lib/leads/options';
import { leadFieldLabels, type ConsentColumn } from '@/lib/leads/field-labels';
import { leadColumnOptions, leadTables, type LeadKindId, type LeadRow } from '@/lib/leads/tables';
import { csvCell } from './csv-export';

export { leadFieldLabels };

export type ConsentRecord = { [K in ConsentColumn]: LeadRow<'icp'>[K] };

/**
 * A lead's consent as the admin reads it. Only the ICP form has a privacy box; the other forms
 * show the notice beside the submit button, so their rows say so rather than "not agreed".
 */
export function consentAnswers(row: ConsentRecord): { label: string; value: string }[] {
  return [
    { label: consentLabels.privacy, value: row.privacy_agreed ? consentLabels.agreed : consentLabels.noticeShown },
    { label: consentLabels.marketing, value: row.marketing_opt_in ? 'Yes' : 'No' },
    { label: consentLabels.version, value: row.consent_version },
    { label: consentLabels.recorded, value: formatDateTime(row.consent_at) },
  ];
}

export const consentLabels = {
  heading: 'Consent',
  privacy: 'Privacy policy',
  agreed: 'Agreed (ticked the box)',
  noticeShown: 'Shown the privacy notice (this form has no box)',
  marketing: 'Marketing emails',
  version: 'Notice version',
  recorded: 'Consent recorded',
} as const;

/** OEM columns that hold option values joined with ", " (plus any "other" text). */
const joinedOptionColumns: Readonly<Record<string, readonly Option[]>> = {
  material_types: oemMaterialOptions,
  quality_standards: certificationOptions,
};

export const NOT_GIVEN = 'Not given';

/** One stored value as a person reads it: option labels, Yes/No, en-GB dates, file details. */
export function displayValue(kind: LeadKindId, column: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return NOT_GIVEN;
  }
  if (column === 'created_at' || column === 'updated_at') return formatDateTime(String(value));
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const options: Readonly<Record<string, readonly Option[]>> = leadColumnOptions[leadTables[kind]] ?? {};
  const list = options[column];
  if (list && typeof value === 'string') return optionLabel(list, value);
  if (list && Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? optionLabel(list, v) : String(csvCell(v)))).join(', ');
  const joined = kind === 'oem' ? joinedOptionColumns[column] : undefined;
  if (joined && typeof value === 'string')
    return value
      .split(', ')
      .map((part) => optionLabel(joined, part))
      .join(', ');
  return String(csvCell(value));
}

/** Columns holding uploaded files, which the panel lists with downloads instead of as text. */
export const FILE_COLUMN = 'attachments';

/**
 * The answers of one lead, in the order the form asked for them, as column, label and readable
 * value.
 */
export function leadAnswers<K extends LeadKindId>(
  kind: K,
  row: LeadRow<K>,
): { column: string; label: string; value: string }[] {
  const labels = leadFieldLabels[kind] as Readonly<Record<string, string>>;
  const values = row as unknown as Readonly<Record<string, unknown>>;
  return Object.entries(labels).map(([column, label]) => ({
    column,
    label,
    value: displayValue(kind, column, values[column]),
  }));
}
