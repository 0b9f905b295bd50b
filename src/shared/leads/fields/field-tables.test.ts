import { describe, expect, it } from 'vitest';
import { optionLabel } from '../options';
import { leadFieldLabels } from '../field-labels';
import { leadColumnOptions } from '../tables';
import { columnLabels, joinedColumnOptions, unaskedColumns } from './admin-view';
import { quoteFields } from './quote-fields';
import { extensionList, fileRules } from './files';
import { leadFields } from './index';
import { oemFields } from './oem-fields';
import { askedFields, fieldsByKey, formDefaults, optionValues } from './rows';
import { leadSearchColumns, leadTitle } from './roles';
import { sampleRow } from './sample-row';
import type { FieldTable } from './field-types';
import { partnerFields } from './partner-fields';
import { capabilityLists, multiAxisRange } from '../../suppliers/capabilities';
import { countries } from '../../suppliers/countries';

const values = (table: typeof oemFields | typeof quoteFields, key: string) =>
  optionValues(askedFields(table).find((f) => f.key === key) ?? { column: '', kind: 'boolean', label: '' });

describe('the field tables', () => {
  it('keep the option values the database and the webhook sheet know', () => {
    const oem = fieldsByKey(oemFields);
    expect(optionValues(oem.industrySector)).toEqual(['aerospace', 'automotive', 'medical', 'energy', 'other']);
    expect(optionValues(oem.certifications)).toEqual(['iso9001', 'as9100', 'iatf16949', 'iso13485', 'other']);
    expect(oem.orderSize.options).toEqual([
      { value: 'prototype', label: 'Prototype' },
      { value: 'small', label: 'Small (<100)' },
      { value: 'medium', label: 'Medium (100-1000)' },
      { value: 'large', label: 'Large (1000+)' },
    ]);
    expect(values(quoteFields, 'budget')).toEqual(['Under $1,000', '$1,000 - $5,000', '$5,000 - $10,000', '$10,000+']);
  });

  it("offer the partner the register's vocabulary, values and labels alike, and its countries", () => {
    const partner = fieldsByKey(partnerFields);
    const same = (list: readonly { value: string; label: string }[]) =>
      list.map(({ value, label }) => ({ value, label }));
    expect(same(partner.processes.options)).toEqual(same(capabilityLists.processes));
    expect(same(partner.materials.options)).toEqual(same(capabilityLists.materials));
    expect(same(partner.heldCertifications.options)).toEqual(same(capabilityLists.certifications));
    expect(same(partner.industries.options)).toEqual(same(capabilityLists.industries));
    expect(same(partner.orderSizes.options)).toEqual(same(capabilityLists.order_sizes));
    expect(same(partner.leadTime.options)).toEqual(same(capabilityLists.lead_time));
    expect(partner.country.options).toBe(countries);
    expect(partner.country.options[0]).toEqual({ value: 'GB', label: 'United Kingdom' });
    expect([partner.maxAxes.min, partner.maxAxes.max]).toEqual([multiAxisRange.min, multiAxisRange.max]);
    expect(partner.maxAxes.askedWhen).toEqual({ key: 'processes', value: 'multi-axis' });
  });

  it('give each partner answer the register needs its column and webhook key', () => {
    const columns = Object.fromEntries(askedFields(partnerFields).map((f) => [f.key, [f.column, f.webhook]]));
    expect(columns).toMatchObject({
      processes: ['processes', 'processes'],
      maxAxes: ['max_axes', 'maxAxes'],
      materials: ['materials', 'materials'],
      heldCertifications: ['held_certifications', 'heldCertifications'],
      industries: ['industries', 'industries'],
      orderSizes: ['order_sizes', 'orderSizes'],
      leadTime: ['lead_time', 'leadTime'],
      envelopeX: ['envelope_x_mm', 'envelopeX'],
      envelopeY: ['envelope_y_mm', 'envelopeY'],
      envelopeZ: ['envelope_z_mm', 'envelopeZ'],
      town: ['town', 'town'],
      country: ['country', 'country'],
      // The typed answers keep their columns and keys.
      certifications: ['certifications', 'certifications'],
      industriesServed: ['industries_served', 'industriesServed'],
    });
    expect((partnerFields as FieldTable).filter((f) => f.required).map((f) => f.column)).toEqual([
      'email',
      'company_name',
      'contact_name',
      'processes',
      'max_axes',
      'materials',
      'country',
    ]);
    expect(columnLabels(partnerFields).envelope_x_mm).toBe('Largest part X (mm)');
    expect(partnerFields.find((f) => f.kind === 'files')?.column).toBe('attachments');
  });

  it('give each form key and each column to one question, except an "other" text beside its list', () => {
    for (const table of Object.values(leadFields)) {
      const keys = askedFields(table).map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      const columns = table.filter((f) => !('otherOf' in f)).map((f) => f.column);
      expect(new Set(columns).size).toBe(columns.length);
    }
  });

  it('name the OEM order size one way: the form key and webhook key orderSize, the column sourcing_volume', () => {
    const orderSize = fieldsByKey(oemFields).orderSize;
    expect([orderSize.webhook, orderSize.column, orderSize.label]).toEqual([
      'orderSize',
      'sourcing_volume',
      'Order size',
    ]);
    expect(leadFieldLabels.oem.sourcing_volume).toBe(orderSize.label);
  });

  it('ask the /quote question in full and give the admin its short label from the same entry', () => {
    const international = fieldsByKey(quoteFields).internationalSuppliers;
    expect(international.label).toBe('I am open to considering international suppliers outside the UK if suitable');
    expect(leadFieldLabels.quote.international_suppliers).toBe(international.adminLabel);
  });

  it('start every form blank', () => {
    expect(formDefaults(quoteFields)).toMatchObject({
      jobTypes: [],
      timeline: '',
      internationalSuppliers: false,
    });
  });
});

describe('what the admin reads from the tables', () => {
  it('labels a column by its first question and leaves the consent columns to the consent block', () => {
    expect(columnLabels(oemFields).material_types).toBe('Materials');
    expect(columnLabels(oemFields).quality_standards).toBe('Certifications required');
    expect(Object.keys(leadFieldLabels.icp)).toEqual(['first_name', 'business_email', 'job_title']);
  });

  it('reads option labels from single columns and splits joined ones', () => {
    const list = leadColumnOptions.oem_leads?.delivery_regions ?? [];
    expect(optionLabel(list, 'eu')).toBe('UK and EU');
    expect(leadColumnOptions.oem_leads?.material_types).toBeUndefined();
    expect(Object.keys(joinedColumnOptions(oemFields))).toEqual(['material_types', 'quality_standards']);
  });

  it('knows which columns the form never asks', () => {
    expect(unaskedColumns(leadFields.partner)).toEqual(['phone']);
    expect(unaskedColumns(leadFields.quote)).toEqual([]);
  });
});

describe('file rules', () => {
  it('name the OEM kinds as the hint lists them', () => {
    expect(extensionList(fileRules.oem.extensions)).toBe('PDF, DWG, STEP, IGES, JPG or PNG');
    expect(fileRules.quote.maxBytes).toBe(52_428_800);
  });

  it("take a partner's certificates as PDFs or images, up to 5, as large as a drawing", () => {
    expect(extensionList(fileRules.partner.extensions)).toBe('PDF, JPG, JPEG or PNG');
    expect(fileRules.partner.maxFiles).toBe(5);
    expect(fileRules.partner.maxBytes).toBe(fileRules.oem.maxBytes);
  });
});

describe('field roles', () => {
  const kinds = Object.keys(leadFields) as (keyof typeof leadFields)[];
  const roles = (kind: keyof typeof leadFields) => (leadFields[kind] as FieldTable).map((f) => f.role);

  it('give every kind exactly one email, the address replies and receipts go to', () => {
    for (const kind of kinds)
      expect(
        roles(kind).filter((r) => r === 'email'),
        kind,
      ).toHaveLength(1);
  });

  it('give every kind a person, at most one of each role, and name the lead by its company first', () => {
    for (const kind of kinds) {
      expect(roles(kind), kind).toContain('person');
      for (const role of ['person', 'company', 'phone'] as const)
        expect(roles(kind).filter((r) => r === role).length, `${kind} ${role}`).toBeLessThanOrEqual(1);
    }
    const row = { company_name: 'Northern CNC', contact_name: 'Sam' };
    expect(leadTitle('partner', row)).toBe('Northern CNC');
    expect(leadTitle('partner', { ...row, company_name: ' ' })).toBe('Sam');
    expect(leadSearchColumns.oem).toEqual(['company_name', 'contact_person', 'email']);
    expect(leadSearchColumns.icp).toEqual(['first_name', 'business_email']);
  });
});

describe('the sample row', () => {
  it('answers the most axes only for a multi-axis shop, and the part size whole', () => {
    const plain = sampleRow('partner', { marker: 'm0', variant: 0 });
    expect([plain.processes, plain.max_axes]).toEqual([['cnc-milling', 'cnc-turning'], null]);
    const multi = sampleRow('partner', { marker: 'm3', variant: 3 });
    expect(multi.processes).toContain('multi-axis');
    expect(multi.max_axes).toBe(7);
    expect([multi.envelope_x_mm, multi.envelope_y_mm, multi.envelope_z_mm].every(Number.isInteger)).toBe(true);
  });

  it('answers every question of every kind, each choice with one of its options', () => {
    for (const kind of Object.keys(leadFields) as (keyof typeof leadFields)[]) {
      const row = sampleRow(kind, { marker: 'm1', variant: 3 });
      for (const field of askedFields(leadFields[kind] as FieldTable)) {
        const value = row[field.column];
        if (field.kind === 'choice') expect(optionValues(field), `${kind} ${field.key}`).toContain(value);
        if (field.kind === 'email') expect(value).toBe('m1@example.test');
        if (field.required && field.kind !== 'fileName') expect(value, `${kind} ${field.key}`).toBeTruthy();
      }
    }
  });
});
