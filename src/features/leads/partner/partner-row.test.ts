import { describe, expect, it } from 'vitest';
import { partnerFields, partnerPackageLabel } from '@/shared/leads/fields/partner-fields';
import { askedFields } from '@/shared/leads/fields/rows';
import { fieldMessages } from '../field-rules';
import { partnerWebhookPayload } from '../../../../supabase/functions/deliver-leads/webhook-payloads.ts';
import { toPartnerRow } from './partner-row';
import { loadPartnerSchema, type PartnerFormValues } from './partner-schema';
import { emptyPartnerForm } from './partner-values';

/** The schema the form loads, built as the form builds it. */
const partnerSchema = await loadPartnerSchema();

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
  processes: ['cnc-milling', 'multi-axis'],
  maxAxes: '5',
  materials: ['aluminium', 'titanium'],
  country: 'GB',
  town: 'Castleford',
  heldCertifications: ['iso9001', 'as9100'],
  industries: ['aerospace', 'defence'],
  orderSizes: ['prototype', 'small'],
  leadTime: '2-4-weeks',
  envelopeX: '800',
  envelopeY: '500',
  envelopeZ: '400',
};

/** The least a valid form holds: the required answers only. */
const required = {
  ...emptyPartnerForm,
  email: 'a@b.co',
  companyName: 'A',
  contactName: 'B',
  processes: ['cnc-turning'],
  materials: ['brass'],
  country: 'IE',
} as const;

const issues = (input: unknown) =>
  Object.fromEntries(partnerSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('partner schema', () => {
  it('requires email, company and contact name, a process, a material and the country, and nothing else', () => {
    expect(issues(emptyPartnerForm)).toEqual({
      email: fieldMessages.required,
      companyName: fieldMessages.required,
      contactName: fieldMessages.required,
      processes: 'Select at least one process',
      materials: 'Select at least one material',
      country: 'Select your country',
    });
    expect(partnerSchema.safeParse(required).success).toBe(true);
  });

  it('asks the most axes once multi-axis machining is ticked, from 4 to 9', () => {
    const multiAxis = { ...required, processes: ['multi-axis'] };
    expect(issues(multiAxis)).toEqual({ maxAxes: 'Select the most axes you machine at once' });
    expect(issues({ ...multiAxis, maxAxes: '3' })).toEqual({ maxAxes: 'Enter a whole number from 4 to 9' });
    expect(partnerSchema.safeParse({ ...multiAxis, maxAxes: '9' }).success).toBe(true);
    // Without multi-axis the answer is not asked: left over from a box unticked, it is not stored.
    expect(toPartnerRow(partnerSchema.parse({ ...required, maxAxes: '5' })).max_axes).toBeNull();
  });

  it('takes the largest part as three whole millimetre sizes or none', () => {
    const group = 'Enter all three sizes, or none';
    expect(issues({ ...required, envelopeX: '800' })).toEqual({ envelopeY: group, envelopeZ: group });
    expect(issues({ ...required, envelopeX: '0', envelopeY: '1.5', envelopeZ: '100001' })).toEqual({
      envelopeX: 'Enter whole millimetres from 1 to 100000',
      envelopeY: 'Enter whole millimetres from 1 to 100000',
      envelopeZ: 'Enter whole millimetres from 1 to 100000',
    });
    const row = toPartnerRow(
      partnerSchema.parse({ ...required, envelopeX: '1', envelopeY: ' 250 ', envelopeZ: '100000' }),
    );
    expect([row.envelope_x_mm, row.envelope_y_mm, row.envelope_z_mm]).toEqual([1, 250, 100000]);
  });

  it('takes only the vocabulary of the register and an ISO country code', () => {
    expect(issues({ ...required, processes: ['welding'] })).toHaveProperty(['processes.0']);
    expect(issues({ ...required, heldCertifications: ['iso45001'] })).toHaveProperty(['heldCertifications.0']);
    expect(issues({ ...required, country: 'United Kingdom' })).toEqual({ country: 'Select your country' });
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
      processes: ['cnc-milling', 'multi-axis'],
      max_axes: 5,
      materials: ['aluminium', 'titanium'],
      country: 'GB',
      town: 'Castleford',
      held_certifications: ['iso9001', 'as9100'],
      industries: ['aerospace', 'defence'],
      order_sizes: ['prototype', 'small'],
      lead_time: '2-4-weeks',
      envelope_x_mm: 800,
      envelope_y_mm: 500,
      envelope_z_mm: 400,
      attachments: [],
    });
  });

  it('lists the uploaded certificate files in attachments', () => {
    const file = {
      name: 'AS9100-cert.pdf',
      size: 1200,
      type: 'application/pdf',
      path: 'cnc_partner_leads/x/01-AS9100-cert.pdf',
    };
    expect(toPartnerRow(values, [file]).attachments).toEqual([file]);
  });

  it('stores null (or no boxes ticked) for each optional answer left empty', () => {
    const row: Readonly<Record<string, unknown>> = toPartnerRow(partnerSchema.parse(required));
    for (const field of askedFields(partnerFields).filter((f) => !f.required))
      expect(row[field.column], field.column).toEqual(field.kind === 'choices' ? [] : null);
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
    // Each answer under its webhook key, as the visitor gave it (ticked boxes joined with ", ").
    for (const field of askedFields(partnerFields)) {
      const given = (values as Readonly<Record<string, unknown>>)[field.key];
      if ('webhook' in field)
        expect(payload[field.webhook as keyof typeof payload], field.key).toBe(
          Array.isArray(given) ? given.join(', ') : given,
        );
    }
    expect(payload).toMatchObject({
      timestamp: '2026-11-22T10:15:00.000Z',
      source: 'Manufacturing Partner Landing Page',
      package: partnerPackageLabel,
      page_url: 'https://www.forgebridge.co.uk/cnc-partner',
    });
  });

  it('sends an optional answer left empty as an empty string, as the form did', () => {
    const row = {
      ...toPartnerRow(partnerSchema.parse(required)),
      created_at: '2026-11-22T10:15:00+00:00',
    };
    expect(partnerWebhookPayload(row, 'https://x.example/cnc-partner')).toMatchObject({
      companyWebsite: '',
      numberOfEmployees: '',
      certifications: '',
      industriesServed: '',
      hearAboutUs: '',
      maxAxes: '',
      heldCertifications: '',
      leadTime: '',
      envelopeX: '',
      town: '',
    });
  });
});
