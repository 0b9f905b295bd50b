import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../field-rules';
import { oemWebhookPayload } from '../../../../supabase/functions/deliver-leads/webhook-payloads.ts';
import { emptyOemForm, oemFileAccept, storedFileName, toOemRow } from './oem-row';
import { loadOemSchema, type OemFormValues } from './oem-schema';
import { oemFields } from '@/shared/leads/fields/oem-fields';
import { columnsOf } from '@/shared/leads/fields/rows';

/** The schema the form loads, built as the form builds it. */
const oemSchema = await loadOemSchema();

/**
 * Every column the OEM table names, as null: the row of a form left blank. A question added to
 * the table later is unanswered in these fixtures, so its column must be null too.
 */
const nullRow = Object.fromEntries([...columnsOf(oemFields).keys()].map((column) => [column, null]));

const full: OemFormValues = {
  ...emptyOemForm,
  companyName: 'Aquila Subsea',
  website: 'aquila-subsea.example',
  industrySector: 'energy',
  city: 'Aberdeen',
  country: 'United Kingdom',
  fullName: 'Morag Innes',
  jobTitle: 'Category Buyer',
  email: 'morag@aquila.example',
  typeOfWork: 'multi-axis',
  orderSize: 'small',
  materials: 'other',
  otherMaterials: 'Inconel 625',
  certifications: ['iso13485', 'iso9001', 'other'],
  otherCertification: 'NORSOK M-650',
  leadTimes: '4-8-weeks',
  notes: 'Manifold blocks, 12 off.',
  workOutsideUK: 'no',
  deliveryRegions: 'uk-only',
  uploadedFileName: 'manifold-rev-c.step',
};

const minimal: OemFormValues = {
  ...emptyOemForm,
  companyName: 'Aquila Subsea',
  website: 'aquila-subsea.example',
  industrySector: 'aerospace',
  city: 'Aberdeen',
  country: 'United Kingdom',
  fullName: 'Morag Innes',
  jobTitle: 'Category Buyer',
  email: 'morag@aquila.example',
  certifications: [],
};

describe('OEM schema', () => {
  it('names exactly the eight mandatory fields when the form is empty', () => {
    const issues = oemSchema.safeParse(emptyOemForm).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      companyName: fieldMessages.required,
      website: fieldMessages.required,
      industrySector: fieldMessages.required,
      city: fieldMessages.required,
      country: fieldMessages.required,
      fullName: fieldMessages.required,
      jobTitle: fieldMessages.required,
      email: fieldMessages.required,
    });
  });

  it('takes any text as website and leaves the other sections optional', () => {
    expect(oemSchema.parse({ ...minimal, website: 'not a url' }).website).toBe('not a url');
    expect(oemSchema.safeParse(full).success).toBe(true);
  });

  it('rejects option values outside the lists', () => {
    expect(oemSchema.safeParse({ ...minimal, industrySector: 'mining' }).error?.issues[0]?.message).toBe(
      fieldMessages.required,
    );
    expect(oemSchema.safeParse({ ...minimal, leadTimes: 'tomorrow' }).success).toBe(false);
    expect(oemSchema.safeParse({ ...minimal, certifications: ['nadcap'] }).success).toBe(false);
  });

  it('keeps only the file name, cut to the column limit', () => {
    expect(storedFileName({ name: 'bracket.pdf' })).toBe('bracket.pdf');
    expect(storedFileName({ name: `${'a'.repeat(300)}.pdf` })).toHaveLength(255);
    expect(storedFileName({ name: `${'a'.repeat(300)}.pdf` }).endsWith('.pdf')).toBe(true);
    expect(storedFileName(null)).toBe('');
  });
});

describe('toOemRow', () => {
  it('maps a full form column by column, joining materials and certifications with ", "', () => {
    expect(toOemRow(full)).toStrictEqual({
      ...nullRow,
      company_name: 'Aquila Subsea',
      website: 'aquila-subsea.example',
      industry_sector: 'energy',
      contact_person: 'Morag Innes',
      job_title: 'Category Buyer',
      email: 'morag@aquila.example',
      phone: null,
      city: 'Aberdeen',
      country: 'United Kingdom',
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
      additional_services: 'Manifold blocks, 12 off.',
      uploaded_file_name: 'manifold-rev-c.step',
      attachments: [],
      work_outside_uk: 'no',
      delivery_regions: 'uk-only',
    });
  });

  it('writes null for every optional column left empty', () => {
    expect(toOemRow(minimal)).toStrictEqual({
      ...nullRow,
      company_name: 'Aquila Subsea',
      website: 'aquila-subsea.example',
      industry_sector: 'aerospace',
      contact_person: 'Morag Innes',
      job_title: 'Category Buyer',
      email: 'morag@aquila.example',
      phone: null,
      city: 'Aberdeen',
      country: 'United Kingdom',
      sourcing_volume: null,
      production_requirements: null,
      part_categories: null,
      material_types: null,
      annual_spend: null,
      current_suppliers: null,
      supplier_requirements: null,
      quality_standards: null,
      delivery_requirements: null,
      packaging_requirements: null,
      payment_terms: null,
      additional_services: null,
      uploaded_file_name: null,
      attachments: [],
      work_outside_uk: null,
      delivery_regions: null,
    });
  });

  it('drops "other" text whose option is no longer chosen', () => {
    const row = toOemRow({ ...full, materials: 'titanium', certifications: ['as9100'] });
    expect(row.material_types).toBe('titanium');
    expect(row.quality_standards).toBe('as9100');
  });

  it('lists the uploaded drawing, its stored name first', () => {
    const drawing = {
      name: 'manifold-rev-c.step',
      size: 2048,
      type: '',
      path: 'oem_leads/6f1c2f8e-52a8-4f6b-9d55-0a4a0c6c7f11/01-manifold-rev-c.step',
    };
    const row = toOemRow(full, [drawing]);
    expect({ name: row.uploaded_file_name, attachments: row.attachments }).toEqual({
      name: 'manifold-rev-c.step',
      attachments: [drawing],
    });
  });
});

/** The stored row as the server reads it back, with the database's timestamp format. */
const stored = (values: OemFormValues) => ({ ...toOemRow(values), created_at: '2026-11-22T09:00:00+00:00' });

describe('the OEM webhook body the server rebuilds from the stored row', () => {
  it('has exactly the specified keys with the certifications as one comma string', () => {
    expect(oemWebhookPayload(stored(full))).toStrictEqual({
      companyName: 'Aquila Subsea',
      website: 'aquila-subsea.example',
      industrySector: 'energy',
      city: 'Aberdeen',
      country: 'United Kingdom',
      fullName: 'Morag Innes',
      jobTitle: 'Category Buyer',
      email: 'morag@aquila.example',
      typeOfWork: 'multi-axis',
      orderSize: 'small',
      materials: 'other',
      otherMaterials: 'Inconel 625',
      certifications: 'iso9001, iso13485, other',
      otherCertification: 'NORSOK M-650',
      leadTimes: '4-8-weeks',
      notes: 'Manifold blocks, 12 off.',
      workOutsideUK: 'no',
      deliveryRegions: 'uk-only',
      uploadedFileName: 'manifold-rev-c.step',
      submittedAt: '2026-11-22T09:00:00.000Z',
      source: 'OEM Sourcing Form',
    });
  });

  it('keeps empty answers as empty strings', () => {
    const payload = oemWebhookPayload(stored(minimal));
    expect(payload.certifications).toBe('');
    expect(payload.uploadedFileName).toBe('');
    expect(payload.otherMaterials).toBe('');
    expect(Object.keys(payload)).toHaveLength(21);
  });

  it('splits a chosen material from its "other" text and keeps commas inside that text', () => {
    const payload = oemWebhookPayload(
      stored({ ...full, materials: 'other', otherMaterials: 'Inconel 625, Hastelloy', certifications: ['as9100'] }),
    );
    expect(payload).toMatchObject({
      materials: 'other',
      otherMaterials: 'Inconel 625, Hastelloy',
      certifications: 'as9100',
      otherCertification: '',
    });
    expect(oemWebhookPayload(stored({ ...full, materials: 'titanium' }))).toMatchObject({
      materials: 'titanium',
      otherMaterials: '',
    });
  });
});

describe('the OEM file picker', () => {
  it('lists .stp, .igs and .jpeg beside the kinds it names', () => {
    expect(oemFileAccept.split(',')).toEqual(
      expect.arrayContaining(['.step', '.stp', '.iges', '.igs', '.jpg', '.jpeg']),
    );
  });
});
