import { textLimits as L } from './limits.ts';
import type { FieldTable, Option } from './field-types.ts';

/** Options whose values read well as they are, so each is its own label. */
const selfLabelled = <const V extends string>(values: readonly V[]): readonly Option<V>[] =>
  values.map((value) => ({ value, label: value }));

const describeProject = 'Please provide more details about your project';

/**
 * The /quote consultation request and its `consultation_requests` row, with the exact message
 * of each required answer.
 */
export const quoteFields = [
  {
    key: 'companyName',
    column: 'company_name',
    role: 'company',
    kind: 'text',
    label: 'Company name',
    required: 'Company name is required',
    max: L.shortText,
    autoComplete: 'organization',
  },
  {
    key: 'contactName',
    column: 'contact_name',
    role: 'person',
    kind: 'text',
    label: 'Contact name',
    required: 'Contact name is required',
    max: L.shortText,
    autoComplete: 'name',
  },
  // One message whether the address is empty or malformed.
  {
    key: 'email',
    column: 'email',
    role: 'email',
    kind: 'email',
    label: 'Email address',
    required: 'Invalid email address',
    invalidMessage: 'Invalid email address',
    max: L.email,
    autoComplete: 'email',
  },
  {
    key: 'jobTypes',
    column: 'job_types',
    kind: 'choices',
    label: 'Type of work',
    required: 'Select at least one job type',
    options: [
      { value: 'milling', label: 'CNC milling' },
      { value: 'turning', label: 'CNC turning' },
      { value: 'grinding', label: 'Grinding' },
      { value: 'edm', label: 'EDM (electrical discharge machining)' },
    ],
  },
  {
    key: 'projectDescription',
    column: 'project_description',
    kind: 'longText',
    label: 'Project description',
    required: describeProject,
    max: L.longText,
    min: { length: 10, message: describeProject },
    hint: 'Give as much detail as possible: what the parts do, sizes, finishes, certifications and anything unusual.',
  },
  {
    key: 'timeline',
    column: 'timeline',
    kind: 'choice',
    label: 'Timeline',
    required: 'Please select a timeline',
    options: selfLabelled(['1-4 weeks', '1-3 months', '3-6 months', '6+ months'] as const),
  },
  {
    key: 'budget',
    column: 'budget',
    kind: 'choice',
    label: 'Budget',
    required: 'Please select a budget range',
    options: selfLabelled(['Under $1,000', '$1,000 - $5,000', '$5,000 - $10,000', '$10,000+'] as const),
  },
  {
    key: 'quantity',
    column: 'quantity',
    kind: 'choice',
    label: 'Estimated quantity',
    required: 'Please select an estimated quantity',
    options: selfLabelled(['1-10', '11-50', '51-100', '100+'] as const),
  },
  {
    key: 'materials',
    column: 'materials',
    kind: 'choices',
    label: 'Materials',
    options: [
      { value: 'aluminum', label: 'Aluminium' },
      { value: 'steel', label: 'Steel' },
      { value: 'stainlessSteel', label: 'Stainless steel' },
      { value: 'plastic', label: 'Plastic' },
    ],
  },
  {
    key: 'tolerance',
    column: 'tolerance',
    kind: 'text',
    label: 'Tolerance requirements',
    hint: 'e.g. ISO 2768-1 Fine, or specific values',
    max: L.shortText,
  },
  {
    key: 'internationalSuppliers',
    column: 'international_suppliers',
    kind: 'boolean',
    label: 'I am open to considering international suppliers outside the UK if suitable',
    adminLabel: 'Open to international suppliers outside the UK',
    hint: 'This may give cost advantages or access to specialised capabilities.',
  },
  { column: 'attachments', kind: 'files', label: 'Drawings, models and photos' },
] as const satisfies FieldTable;
