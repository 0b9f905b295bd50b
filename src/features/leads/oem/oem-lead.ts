import { fitFileName } from '@/lib/files';
import { certificationValues } from '@/lib/leads/options';
import { acceptAttribute, type LeadAttachment } from '@/lib/leads/attachments';
import type { LeadRowInput } from '../api/insert-lead';
import { emptyToNull } from '../field-rules';
import type { OemFormInput, OemFormValues } from './oem-schema';

/*
 * An OEM RFQ as data (the form's schema is in oem-schema.ts): the oem_leads row it becomes. The server
 * rebuilds the automation sheet's webhook body from this row (supabase/functions/deliver-leads).
 */

/**
 * The kinds of drawing the OEM form offers; its picker also lists each one's other endings
 * (`.stp`, `.igs`, `.jpeg`). The drawing is uploaded to Storage before the RFQ is stored.
 */
export const oemFileExtensions = ['pdf', 'dwg', 'step', 'iges', 'jpg', 'png'] as const;
export const oemFileAccept = acceptAttribute(oemFileExtensions);

export const emptyOemForm: OemFormInput = {
  companyName: '',
  website: '',
  industrySector: '',
  city: '',
  country: '',
  fullName: '',
  jobTitle: '',
  email: '',
  typeOfWork: '',
  orderSize: '',
  materials: '',
  otherMaterials: '',
  certifications: [],
  otherCertification: '',
  leadTimes: '',
  notes: '',
  workOutsideUK: '',
  deliveryRegions: '',
  uploadedFileName: '',
};

/** A chosen file's name as stored: whole when it fits the column, else shortened keeping its extension. */
export function storedFileName(file: Pick<File, 'name'> | null | undefined): string {
  return file ? fitFileName(file.name) : '';
}

/**
 * The values the row stores. An "other" text whose box is hidden again (its
 * option unticked) is dropped, and certifications follow the option list's order, not click order.
 */
function normaliseOemValues(values: OemFormValues): OemFormValues {
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

/** The oem_leads columns the OEM form fills (with its uploaded drawing); the form has no input for the null columns. */
export function toOemRow(input: OemFormValues, attachments: readonly LeadAttachment[] = []): LeadRowInput<'oem_leads'> {
  const v = normaliseOemValues(input);
  return {
    company_name: v.companyName,
    website: v.website,
    industry_sector: v.industrySector,
    contact_person: v.fullName,
    job_title: v.jobTitle,
    email: v.email,
    phone: null,
    city: v.city,
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
    uploaded_file_name: attachments[0]?.name ?? emptyToNull(v.uploadedFileName),
    attachments: attachments.map(({ name, size, type, path }) => ({ name, size, type, path })),
    work_outside_uk: emptyToNull(v.workOutsideUK),
    delivery_regions: emptyToNull(v.deliveryRegions),
  };
}
