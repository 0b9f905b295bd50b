import { formatDateTime } from '@/lib/format';
import { optionLabel, type Option } from '@/lib/leads/options';
import { joinedColumnOptions, unaskedColumns } from '@/lib/leads/fields/admin-view';
import { leadFields } from '@/lib/leads/fields';
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

/**
 * A row for the CSV with its consent written as what the visitor saw, not as booleans: on the
 * forms without a privacy box, `false` would read as "did not agree" when the visitor was shown
 * the notice and agreed to nothing else.
 */
export function withConsentAsSeen<R extends Readonly<Record<string, unknown>>>(row: R): R {
  if (!('privacy_agreed' in row)) return row;
  return {
    ...row,
    privacy_agreed: row.privacy_agreed === true ? consentCsv.agreed : consentCsv.noticeShown,
    marketing_opt_in: row.marketing_opt_in === true ? consentCsv.optedIn : consentCsv.notOptedIn,
  };
}

export const consentCsv = {
  agreed: 'agreed (ticked)',
  noticeShown: 'notice shown',
  optedIn: 'opted in',
  notOptedIn: 'not opted in',
} as const;

export const consentLabels = {
  heading: 'Consent',
  privacy: 'Privacy policy',
  agreed: 'Agreed (ticked the box)',
  noticeShown: 'Shown the privacy notice (this form has no box)',
  marketing: 'Marketing emails',
  version: 'Notice version',
  recorded: 'Consent recorded',
} as const;

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
  // Columns holding option keys joined with ", " (plus any "other" text).
  const joined = joinedColumnOptions(leadFields[kind])[column];
  if (joined && typeof value === 'string')
    return value
      .split(', ')
      .map((part) => optionLabel(joined, part))
      .join(', ');
  return String(csvCell(value));
}

/** Columns holding uploaded files, which the panel lists with downloads instead of as text. */
export const FILE_COLUMN = 'attachments';

const emailColumns = new Set(['email', 'business_email']);
const websiteColumns = new Set(['website', 'company_website']);

/**
 * Where a stored website leads: an http(s) address as given, or a bare host name ("acme.co.uk")
 * over https. Anything else (another scheme, free text) is no link at all.
 */
export function websiteHref(value: string): string | undefined {
  const text = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(text)) return text;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/[^\s]*)?$/i.test(text)) return `https://${text}`;
  return undefined;
}

/**
 * A mailto: link to exactly one address: each side of its last @ is percent-encoded, so nothing
 * in a stored address (`?`, `&`, `#`, `,`, spaces, line breaks) can add a recipient, a subject or
 * a body to the link.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

export type LeadAnswer = {
  column: string;
  label: string;
  value: string;
  /** A mailto: link for an email, or the web address of a website. */
  href?: string;
};

/**
 * The answers of one lead, in the order the form asked for them, as column, label, readable value
 * and, for an email or a website, the link. Leaves out empty columns the form never asks, and the
 * OEM drawing's name when the drawing itself is listed with the files.
 */
export function leadAnswers<K extends LeadKindId>(kind: K, row: LeadRow<K>): LeadAnswer[] {
  const labels = leadFieldLabels[kind] as Readonly<Record<string, string>>;
  const values = row as unknown as Readonly<Record<string, unknown>>;
  // Columns the form never asks: empty, they say nothing about the lead, so they are left out.
  const unasked = unaskedColumns(leadFields[kind]);
  const hasFiles = Array.isArray(values[FILE_COLUMN]) && (values[FILE_COLUMN] as unknown[]).length > 0;
  return Object.entries(labels).flatMap(([column, label]) => {
    const value = displayValue(kind, column, values[column]);
    if (value === NOT_GIVEN && unasked.includes(column)) return [];
    if (column === 'uploaded_file_name' && hasFiles) return [];
    const raw = values[column];
    const href =
      typeof raw !== 'string' || raw === ''
        ? undefined
        : emailColumns.has(column)
          ? mailtoHref(raw)
          : websiteColumns.has(column)
            ? websiteHref(raw)
            : undefined;
    return [{ column, label, value, ...(href ? { href } : {}) }];
  });
}
