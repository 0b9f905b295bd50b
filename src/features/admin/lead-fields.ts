import { formatDateTime } from '@/lib/format';
import { certificationOptions, oemMaterialOptions, optionLabel, type Option } from '@/lib/leads/options';
import { leadColumnOptions, leadTables, type LeadKindId, type LeadRow } from '@/lib/leads/tables';
import { csvCell } from './csv-export';

/** Columns every lead table shares; the panel shows them apart from the answers. */
type DeskColumn = 'id' | 'created_at' | 'status' | 'notes' | 'updated_at' | 'updated_by' | ConsentColumn;

/** What the visitor agreed to, when, and under which wording: every lead table records it. */
type ConsentColumn = 'consent_version' | 'consent_at' | 'privacy_agreed' | 'marketing_opt_in';

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

/**
 * The label of every answer column, as the form asked for it (or, for columns no form fills, what
 * the column holds). Typed against the generated row types, so a new column without a label
 * fails the build.
 */
export const leadFieldLabels: {
  readonly [K in LeadKindId]: Readonly<Record<Exclude<keyof LeadRow<K>, DeskColumn>, string>>;
} = {
  icp: { first_name: 'First name', business_email: 'Business email', job_title: 'Job title' },
  oem: {
    company_name: 'Company name',
    website: 'Website',
    industry_sector: 'Industry sector',
    city: 'City',
    country: 'Country',
    contact_person: 'Full name',
    job_title: 'Job title',
    email: 'Email',
    phone: 'Phone',
    production_requirements: 'Type of work',
    sourcing_volume: 'Order size',
    material_types: 'Materials',
    quality_standards: 'Certifications required',
    delivery_requirements: 'Lead times',
    additional_services: 'Notes',
    work_outside_uk: 'Open to suppliers outside the UK?',
    delivery_regions: 'Delivery regions',
    uploaded_file_name: 'Drawing or file',
    attachments: 'Uploaded drawing',
    part_categories: 'Part categories',
    annual_spend: 'Annual spend',
    current_suppliers: 'Current suppliers',
    supplier_requirements: 'Supplier requirements',
    packaging_requirements: 'Packaging requirements',
    payment_terms: 'Payment terms',
  },
  cnc: {
    email: 'Email',
    company_name: 'Company name',
    contact_name: 'Contact name',
    phone: 'Phone',
    company_website: 'Company website',
    number_of_employees: 'Number of employees',
    certifications: 'Certifications',
    industries_served: 'Industries served',
    hear_about_us: 'How did you hear about us?',
  },
  contact: { name: 'Full Name', email: 'Email Address', subject: 'Subject', message: 'Message' },
  consultation: {
    company_name: 'Company name',
    contact_name: 'Contact name',
    email: 'Email address',
    job_types: 'Type of work',
    project_description: 'Project description',
    timeline: 'Timeline',
    budget: 'Budget',
    quantity: 'Estimated quantity',
    materials: 'Materials',
    tolerance: 'Tolerance requirements',
    international_suppliers: 'Open to international suppliers outside the UK',
    attachments: 'Drawings, models and photos',
  },
};

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
