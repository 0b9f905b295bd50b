import { describe, expect, it } from 'vitest';
import { partnerFields, partnerPackageLabel } from '@/shared/leads/fields/partner-fields';
import { askedFields } from '@/shared/leads/fields/rows';
import { fieldMessages } from '../field-rules';
import { partnerWebhookPayload } from '../../../../supabase/functions/deliver-leads/webhook-payloads.ts';
import { toPartnerRow } from './partner-row';
import { partnerSchema, type PartnerFormValues } from './partner-schema';
import { emptyPartnerForm } from './partner-values';

// A filled form: the blank form (so a new question needs no edit here) with every answer given.
const values: PartnerFormValues = {
  ...(emptyPartnerForm as PartnerFormValues),
  email: 'ops@castleford.example',
  companyName: 'Castleford Precision',
  contactName: 'Helen Marsh',
  companyWebsite: 'castleford.example',
  numberOfEmployees: '45',
  certifications: 'ISO 9001, AS9100',
  industriesServed: 'Aerospace\nDefence',
  hearAboutUs: 'linkedin',
};

describe('partner schema', () => {
  it('requires email, company name and contact name, and nothing else', () => {
    const result = partnerSchema.safeParse(emptyPartnerForm);
    const failed = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(failed).toEqual({
      email: fieldMessages.required,
      companyName: fieldMessages.required,
      contactName: fieldMessages.required,
    });
  });

  it('accepts a filled form and trims it', () => {
    const parsed = partnerSchema.parse({ ...values, companyName: '  Castleford Precision  ' });
    expect(parsed).toEqual(values);
  });

  it('rejects a malformed email and an unknown hear-about-us value', () => {
    expect(partnerSchema.safeParse({ ...values, email: 'helen@' }).error?.issues[0]?.message).toBe(fieldMessages.email);
    expect(partnerSchema.safeParse({ ...values, hearAboutUs: 'tv' }).success).toBe(false);
  });
});

describe('partner row and webhook payload', () => {
  it('stores every answer in its column, phone null', () => {
    const row = toPartnerRow(values);
    // Every column of the field table, and no other.
    expect(Object.keys(row)).toEqual(partnerFields.map((f) => f.column));
    expect(row).toMatchObject({
      email: 'ops@castleford.example',
      company_name: 'Castleford Precision',
      contact_name: 'Helen Marsh',
      phone: null,
      company_website: 'castleford.example',
      number_of_employees: '45',
      certifications: 'ISO 9001, AS9100',
      industries_served: 'Aerospace\nDefence',
      hear_about_us: 'linkedin',
    });
  });

  it('stores null for each optional answer left empty', () => {
    const row: Readonly<Record<string, unknown>> = toPartnerRow(
      partnerSchema.parse({ ...emptyPartnerForm, email: 'a@b.co', companyName: 'A', contactName: 'B' }),
    );
    for (const field of askedFields(partnerFields).filter((f) => !f.required))
      expect(row[field.column], field.column).toBeNull();
  });

  it('is rebuilt by the server from the stored row: every form field plus timestamp, source, package label and page_url', () => {
    const row = { ...toPartnerRow(values), created_at: '2026-11-22T10:15:00+00:00' };
    const payload = partnerWebhookPayload(row, 'https://www.forgebridge.co.uk/cnc-partner');
    // Every field with a webhook key, then the sheet's own four.
    expect(Object.keys(payload)).toEqual([
      ...partnerFields.flatMap((f) => ('webhook' in f ? [f.webhook] : [])),
      'timestamp',
      'source',
      'package',
      'page_url',
    ]);
    // Each answer under its webhook key, as the visitor gave it.
    for (const field of askedFields(partnerFields))
      if ('webhook' in field)
        expect(payload[field.webhook as keyof typeof payload], field.key).toBe(
          (values as Readonly<Record<string, unknown>>)[field.key],
        );
    expect(payload).toMatchObject({
      timestamp: '2026-11-22T10:15:00.000Z',
      source: 'Manufacturing Partner Landing Page',
      package: partnerPackageLabel,
      page_url: 'https://www.forgebridge.co.uk/cnc-partner',
    });
  });

  it('sends an optional answer left empty as an empty string, as the form did', () => {
    const row = {
      ...toPartnerRow(
        partnerSchema.parse({ ...emptyPartnerForm, email: 'a@b.co', companyName: 'A', contactName: 'B' }),
      ),
      created_at: '2026-11-22T10:15:00+00:00',
    };
    expect(partnerWebhookPayload(row, 'https://x.example/cnc-partner')).toMatchObject({
      companyWebsite: '',
      numberOfEmployees: '',
      certifications: '',
      industriesServed: '',
      hearAboutUs: '',
    });
  });
});
