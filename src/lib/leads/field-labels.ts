import type { LeadKindId, LeadRow } from './tables.ts';

/*
 * The label of every lead column, as the form asked for it: one source for the admin's panel and
 * CSV and for the team alert the deliver-leads Edge Function writes. Relative imports with their
 * extension and no Vite alias, so Deno imports this module as it is.
 */

/** Columns every lead table shares; the panel shows them apart from the answers. */
export type DeskColumn = 'id' | 'created_at' | 'status' | 'notes' | 'updated_at' | 'updated_by' | ConsentColumn;

/** What the visitor agreed to, when, and under which wording: every lead table records it. */
export type ConsentColumn = 'consent_version' | 'consent_at' | 'privacy_agreed' | 'marketing_opt_in';

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
