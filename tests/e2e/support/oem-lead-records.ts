import { type APIRequestContext } from '@playwright/test';
import { oemFields } from '../../../src/shared/leads/fields/oem-fields';
import { columnsOf } from '../../../src/shared/leads/fields/rows';
import { expect } from './test';
import { receivedWebhooks } from './deliveries';
import type { Lead } from './oem-dialog';

/** What an OEM lead becomes: its row in oem_leads, and the webhooks the receiver had for it. */

export const TABLE = 'oem_leads';

/**
 * The row exactly as the OEM form maps this lead: the answers given, and null in every other
 * column the OEM field table names (a question added later is left unanswered here).
 */
export function expectedRow(lead: Lead) {
  return {
    ...Object.fromEntries([...columnsOf(oemFields).keys()].map((column) => [column, null])),
    company_name: lead.companyName,
    website: lead.website,
    industry_sector: 'energy',
    contact_person: lead.fullName,
    job_title: lead.jobTitle,
    email: lead.email,
    phone: null,
    city: lead.city,
    country: lead.country,
    sourcing_volume: 'small',
    production_requirements: 'multi-axis',
    part_categories: null,
    material_types: 'other, Inconel 625',
    annual_spend: null,
    current_suppliers: null,
    supplier_requirements: null,
    quality_standards: 'iso9001, iso13485, other, NORSOK M-650',
    delivery_requirements: '4-8-weeks',
    packaging_requirements: null,
    payment_terms: null,
    additional_services: lead.notes,
    uploaded_file_name: lead.fileName,
    // The drawing is uploaded under the lead's own folder before the row is stored.
    attachments: [
      {
        name: lead.fileName,
        size: 9,
        type: 'application/pdf',
        path: expect.stringMatching(new RegExp(`^oem_leads/[0-9a-f-]{36}/01-${lead.fileName}$`)),
      },
    ],
    work_outside_uk: 'no',
    delivery_regions: 'uk-only',
    status: 'new',
    notes: null,
    updated_at: null,
    updated_by: null,
    options_sent_at: null,
    clock_paused_at: null,
    clock_closed_at: null,
    introduced_at: null,
    assigned_to: null,
    assigned_at: null,
  };
}

/** The OEM webhooks the receiver has had for this lead. */
export const webhooksOf = async (request: APIRequestContext, lead: Lead) =>
  (await receivedWebhooks(request, 'oem')).filter((hook) => hook.body.email === lead.email);
