import type { LeadRowInput } from '../api/insert-lead';
import { emptyToNull } from '../field-schemas';
import { certificationValues } from '@/lib/leads/options';
import type { OemFormValues } from './oem-schema';

/**
 * The values both the row and the webhook see. An "other" text whose box is hidden again (its
 * option unticked) is dropped, and certifications follow the option list's order, not click order.
 */
export function normaliseOemValues(values: OemFormValues): OemFormValues {
  const certifications = certificationValues.filter((c) => values.certifications.includes(c));
  return {
    ...values,
    certifications,
    otherMaterials: values.materials === 'other' ? values.otherMaterials : '',
    otherCertification: certifications.includes('other') ? values.otherCertification : '',
  };
}

/** Non-empty parts joined with ', ', or null when nothing is left. */
function joinParts(parts: readonly string[]): string | null {
  return emptyToNull(
    parts
      .map((p) => p.trim())
      .filter(Boolean)
      .join(', '),
  );
}

/** The oem_leads columns the OEM form fills; the form has no input for the null columns. */
export function toOemRow(input: OemFormValues): LeadRowInput<'oem_leads'> {
  const v = normaliseOemValues(input);
  return {
    company_name: v.companyName,
    website: v.website,
    industry_sector: v.industrySector,
    contact_person: v.fullName,
    job_title: v.jobTitle,
    email: v.email,
    phone: null,
    country: v.country,
    sourcing_volume: emptyToNull(v.orderSize),
    production_requirements: emptyToNull(v.typeOfWork),
    part_categories: null,
    material_types: joinParts([v.materials, v.otherMaterials]),
    annual_spend: null,
    current_suppliers: null,
    supplier_requirements: null,
    quality_standards: joinParts([...v.certifications, v.otherCertification]),
    delivery_requirements: emptyToNull(v.leadTimes),
    packaging_requirements: null,
    payment_terms: null,
    additional_services: emptyToNull(v.notes),
    uploaded_file_name: emptyToNull(v.uploadedFileName),
  };
}
