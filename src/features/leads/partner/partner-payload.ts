import { partnerPackageLabel } from '@/content/pages/cnc-partner';
import type { LeadRowInput } from '../api/insert-lead';
import { emptyToNull } from '../field-rules';
import type { WebhookContext } from '../use-lead-submit';
import type { PartnerFormValues } from './partner-schema';

export const PARTNER_WEBHOOK_SOURCE = 'Manufacturing Partner Landing Page';

/** Every answer in its column; an empty optional answer is null. The form has no phone field. */
export function toPartnerRow(values: PartnerFormValues): LeadRowInput<'cnc_partner_leads'> {
  return {
    email: values.email,
    company_name: values.companyName,
    contact_name: values.contactName,
    phone: null,
    company_website: emptyToNull(values.companyWebsite),
    number_of_employees: emptyToNull(values.numberOfEmployees),
    certifications: emptyToNull(values.certifications),
    industries_served: emptyToNull(values.industriesServed),
    hear_about_us: emptyToNull(values.hearAboutUs),
  };
}

/** The webhook body: every form field plus timestamp, source, package and page_url. */
export function buildPartnerWebhookPayload(values: PartnerFormValues, context: WebhookContext) {
  return {
    email: values.email,
    companyName: values.companyName,
    contactName: values.contactName,
    companyWebsite: values.companyWebsite,
    numberOfEmployees: values.numberOfEmployees,
    certifications: values.certifications,
    industriesServed: values.industriesServed,
    hearAboutUs: values.hearAboutUs,
    timestamp: context.submittedAt,
    source: PARTNER_WEBHOOK_SOURCE,
    package: partnerPackageLabel,
    page_url: context.pageUrl,
  };
}
