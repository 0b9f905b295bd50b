import { partnerPackageLabel } from '@/content/pages/cnc-partner';
import type { LeadRowInput } from '../api/insert-lead';
import type { WebhookContext } from '../use-lead-submit';
import type { PartnerFormValues } from './partner-schema';

export const PARTNER_WEBHOOK_SOURCE = 'Manufacturing Partner Landing Page';

/** The stored columns: phone is always null from this form. */
export function toPartnerRow(values: PartnerFormValues): LeadRowInput<'cnc_partner_leads'> {
  return {
    email: values.email,
    company_name: values.companyName,
    contact_name: values.contactName,
    phone: null,
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
