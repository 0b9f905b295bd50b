import {
  certifications as standards,
  industries,
  leadTimes,
  materials,
  multiAxisRange,
  orderSizes,
  processes,
} from '../../suppliers/capabilities.ts';
import { countries } from '../../suppliers/countries.ts';
import { partnerOffer } from '../partner-offer.ts';
import { textLimits as L } from './limits.ts';
import type { FieldTable } from './field-types.ts';

/** The package a partner lead claims, which every partner webhook body names as `package`. */
export const partnerPackageLabel = partnerOffer.packageLabel;

/** A side of the largest part a shop machines, in whole millimetres (the register's envelope). */
const envelopeSide = <const A extends 'X' | 'Y' | 'Z'>(axis: A) =>
  ({
    key: `envelope${axis}`,
    column: `envelope_${axis.toLowerCase() as Lowercase<A>}_mm`,
    kind: 'number',
    label: `${axis} (mm)`,
    adminLabel: `Largest part ${axis} (mm)`,
    min: 1,
    max: 100_000,
    rangeMessage: 'Enter whole millimetres from 1 to 100000',
    group: { name: 'envelope', message: 'Enter all three sizes, or none' },
    webhook: `envelope${axis}`,
  }) as const;

/**
 * The CNC partner dialog and its `cnc_partner_leads` row, in the webhook body's order. The
 * capability questions offer the register's vocabulary (src/shared/suppliers/), so vetting copies
 * the answers into the supplier as they are.
 */
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
    key: 'processes',
    column: 'processes',
    kind: 'choices',
    label: 'Processes',
    required: 'Select at least one process',
    webhook: 'processes',
    options: processes,
  },
  {
    key: 'maxAxes',
    column: 'max_axes',
    kind: 'number',
    control: 'select',
    label: 'Most axes machined at once',
    adminLabel: 'Most axes',
    min: multiAxisRange.min,
    max: multiAxisRange.max,
    askedWhen: { key: 'processes', value: 'multi-axis' },
    required: 'Select the most axes you machine at once',
    webhook: 'maxAxes',
  },
  {
    key: 'materials',
    column: 'materials',
    kind: 'choices',
    label: 'Materials',
    required: 'Select at least one material',
    webhook: 'materials',
    options: materials,
  },
  {
    key: 'country',
    column: 'country',
    kind: 'choice',
    label: 'Country',
    required: 'Select your country',
    webhook: 'country',
    options: countries,
  },
  {
    key: 'town',
    column: 'town',
    kind: 'text',
    label: 'Town or city',
    max: 100,
    webhook: 'town',
    autoComplete: 'address-level2',
  },

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
    key: 'heldCertifications',
    column: 'held_certifications',
    kind: 'choices',
    label: 'Certifications held',
    webhook: 'heldCertifications',
    options: standards,
  },
  {
    key: 'certifications',
    column: 'certifications',
    kind: 'text',
    label: 'Other certifications',
    hint: 'Any approval not listed above, for example ISO 45001 or a customer approval',
    max: 1000,
    webhook: 'certifications',
  },
  {
    key: 'industries',
    column: 'industries',
    kind: 'choices',
    label: 'Industries served',
    webhook: 'industries',
    options: industries,
  },
  {
    key: 'industriesServed',
    column: 'industries_served',
    kind: 'longText',
    label: 'Other industries served',
    max: L.longText,
    // The partner form's industries box is three lines; its notes boxes four.
    rows: 3,
    webhook: 'industriesServed',
  },
  {
    key: 'orderSizes',
    column: 'order_sizes',
    kind: 'choices',
    label: 'Order sizes',
    webhook: 'orderSizes',
    options: orderSizes,
  },
  {
    key: 'leadTime',
    column: 'lead_time',
    kind: 'choice',
    label: 'Typical lead time',
    webhook: 'leadTime',
    options: leadTimes,
  },
  envelopeSide('X'),
  envelopeSide('Y'),
  envelopeSide('Z'),
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
  { column: 'attachments', kind: 'files', label: 'Certificate files' },
] as const satisfies FieldTable;
