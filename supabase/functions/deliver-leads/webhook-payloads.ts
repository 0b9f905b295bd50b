import { partnerPackageLabel } from '../../../src/content/pages/cnc-partner.ts';
import { certificationValues, oemMaterialValues } from '../../../src/lib/leads/options.ts';
import type { LeadRecord } from './lead-answers.ts';

/**
 * The automation webhooks' bodies, rebuilt from the stored row with exactly the keys and values
 * the forms used to post from the browser: every empty answer is '' (the sheet's convention),
 * option values are the form's keys, and the time is the lead's own.
 */

export const PARTNER_WEBHOOK_SOURCE = 'Manufacturing Partner Landing Page';
export const OEM_WEBHOOK_SOURCE = 'OEM Sourcing Form';

const text = (lead: LeadRecord, column: string): string => {
  const value = lead[column];
  return typeof value === 'string' ? value : '';
};

const isoTime = (lead: LeadRecord): string => new Date(String(lead.created_at)).toISOString();

/** `pageUrl`: the landing page the partner form lives on (the browser sent its own address). */
export function partnerWebhookPayload(lead: LeadRecord, pageUrl: string) {
  return {
    email: text(lead, 'email'),
    companyName: text(lead, 'company_name'),
    contactName: text(lead, 'contact_name'),
    companyWebsite: text(lead, 'company_website'),
    numberOfEmployees: text(lead, 'number_of_employees'),
    certifications: text(lead, 'certifications'),
    industriesServed: text(lead, 'industries_served'),
    hearAboutUs: text(lead, 'hear_about_us'),
    timestamp: isoTime(lead),
    source: PARTNER_WEBHOOK_SOURCE,
    package: partnerPackageLabel,
    page_url: pageUrl,
  };
}

/**
 * The row joins the material key with its "other" text, and the certification keys (in option
 * order, "other" last) with theirs; both split back here at the first part that is not a key.
 */
function splitOptionsAndOther(joined: string, keys: readonly string[], single: boolean) {
  const parts = joined === '' ? [] : joined.split(', ');
  const picked: string[] = [];
  while (parts.length > 0 && keys.includes(parts[0] ?? '') && !(single && picked.length === 1)) {
    picked.push(parts.shift() ?? '');
    if (picked.at(-1) === 'other') break;
  }
  return { picked, other: parts.join(', ') };
}

export function oemWebhookPayload(lead: LeadRecord) {
  const materials = splitOptionsAndOther(text(lead, 'material_types'), oemMaterialValues, true);
  const certifications = splitOptionsAndOther(text(lead, 'quality_standards'), certificationValues, false);
  return {
    companyName: text(lead, 'company_name'),
    website: text(lead, 'website'),
    industrySector: text(lead, 'industry_sector'),
    city: text(lead, 'city'),
    country: text(lead, 'country'),
    fullName: text(lead, 'contact_person'),
    jobTitle: text(lead, 'job_title'),
    email: text(lead, 'email'),
    typeOfWork: text(lead, 'production_requirements'),
    orderSize: text(lead, 'sourcing_volume'),
    materials: materials.picked.join(', '),
    otherMaterials: materials.other,
    certifications: certifications.picked.join(', '),
    otherCertification: certifications.other,
    leadTimes: text(lead, 'delivery_requirements'),
    notes: text(lead, 'additional_services'),
    workOutsideUK: text(lead, 'work_outside_uk'),
    deliveryRegions: text(lead, 'delivery_regions'),
    uploadedFileName: text(lead, 'uploaded_file_name'),
    submittedAt: isoTime(lead),
    source: OEM_WEBHOOK_SOURCE,
  };
}
