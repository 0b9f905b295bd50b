import { consentCopy } from '../../legal/consent.ts';
import { textLimits as L } from './limits.ts';
import type { FieldTable } from './field-types.ts';

/**
 * The ICP template download and its `icp_template_leads` row. Its two boxes fill the consent
 * columns every table has; their wording stays with the consent copy, whose version each row
 * records, and the admin shows them under Consent rather than as answers.
 */
export const icpFields = [
  {
    key: 'firstName',
    column: 'first_name',
    role: 'person',
    kind: 'text',
    label: 'First name',
    required: true,
    max: L.shortText,
    autoComplete: 'given-name',
  },
  {
    key: 'businessEmail',
    column: 'business_email',
    role: 'email',
    kind: 'email',
    label: 'Business email',
    required: true,
    max: L.email,
    autoComplete: 'email',
  },
  {
    key: 'jobTitle',
    column: 'job_title',
    kind: 'text',
    label: 'Job title',
    required: true,
    max: L.shortText,
    autoComplete: 'organization-title',
  },
  {
    key: 'agreeToPolicy',
    column: 'privacy_agreed',
    kind: 'boolean',
    label: `${consentCopy.privacyBefore} ${consentCopy.privacyLink}`,
    adminLabel: 'Privacy policy',
    required: true,
  },
  {
    key: 'marketingOptIn',
    column: 'marketing_opt_in',
    kind: 'boolean',
    label: consentCopy.marketing,
    adminLabel: 'Marketing emails',
  },
] as const satisfies FieldTable;
