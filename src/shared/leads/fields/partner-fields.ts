import { textLimits as L } from './limits.ts';
import type { FieldTable } from './field-types.ts';

/** The package a partner lead claims, which every partner webhook body names as `package`. */
export const partnerPackageLabel = 'Free Marketing Package (worth £3,000)';

/** The CNC partner dialog and its `cnc_partner_leads` row, in the webhook body's order. */
export const partnerFields = [
  {
    key: 'email',
    column: 'email',
    role: 'email',
    kind: 'email',
    label: 'Email',
    required: true,
    max: L.email,
    webhook: 'email',
    autoComplete: 'email',
  },
  {
    key: 'companyName',
    column: 'company_name',
    role: 'company',
    kind: 'text',
    label: 'Company name',
    required: true,
    max: L.shortText,
    webhook: 'companyName',
    autoComplete: 'organization',
  },
  {
    key: 'contactName',
    column: 'contact_name',
    role: 'person',
    kind: 'text',
    label: 'Contact name',
    required: true,
    max: L.shortText,
    webhook: 'contactName',
    autoComplete: 'name',
  },
  { column: 'phone', role: 'phone', kind: 'text', label: 'Phone', max: 50 },
  {
    key: 'companyWebsite',
    column: 'company_website',
    kind: 'text',
    label: 'Company website',
    max: L.website,
    webhook: 'companyWebsite',
    autoComplete: 'url',
  },
  {
    key: 'numberOfEmployees',
    column: 'number_of_employees',
    kind: 'text',
    label: 'Number of employees',
    max: 50,
    webhook: 'numberOfEmployees',
  },
  {
    key: 'certifications',
    column: 'certifications',
    kind: 'text',
    label: 'Certifications',
    hint: 'For example ISO 9001, AS9100',
    max: 1000,
    webhook: 'certifications',
  },
  {
    key: 'industriesServed',
    column: 'industries_served',
    kind: 'longText',
    label: 'Industries served',
    max: L.longText,
    webhook: 'industriesServed',
  },
  {
    key: 'hearAboutUs',
    column: 'hear_about_us',
    kind: 'choice',
    label: 'How did you hear about us?',
    webhook: 'hearAboutUs',
    options: [
      { value: 'linkedin', label: 'LinkedIn' },
      { value: 'search-engine', label: 'Search engine' },
      { value: 'social-media', label: 'Social media' },
      { value: 'word-of-mouth', label: 'Word of mouth' },
      { value: 'publication', label: 'Industry publication' },
      { value: 'other', label: 'Other' },
    ],
  },
] as const satisfies FieldTable;
