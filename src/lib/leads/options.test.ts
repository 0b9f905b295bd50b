import { describe, expect, it } from 'vitest';
import {
  certificationOptions,
  consultationBudgetValues,
  consultationJobTypeValues,
  consultationMaterialValues,
  consultationQuantityValues,
  consultationTimelineValues,
  deliveryRegionValues,
  hearAboutUsValues,
  industrySectorValues,
  leadTimeValues,
  oemMaterialValues,
  optionLabel,
  orderSizeOptions,
  typeOfWorkValues,
  workOutsideUkValues,
} from './options';

describe('option lists (values are what the database check constraints allow)', () => {
  it('keeps every value list exactly as specified', () => {
    expect(hearAboutUsValues).toEqual([
      'linkedin',
      'search-engine',
      'social-media',
      'word-of-mouth',
      'publication',
      'other',
    ]);
    expect(industrySectorValues).toEqual(['aerospace', 'automotive', 'medical', 'energy', 'other']);
    expect(typeOfWorkValues).toEqual([
      'milling',
      'turning',
      'swiss-lathe',
      'multi-axis',
      'fabrication',
      'assembly',
      'other',
    ]);
    expect(oemMaterialValues).toEqual(['aluminium', 'stainless-steel', 'titanium', 'plastics', 'other']);
    expect(leadTimeValues).toEqual(['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks']);
    expect(certificationOptions.map((o) => o.value)).toEqual(['iso9001', 'as9100', 'iatf16949', 'iso13485', 'other']);
    expect(workOutsideUkValues).toEqual(['yes', 'no']);
    expect(deliveryRegionValues).toEqual(['uk-only', 'eu', 'global']);
    expect(consultationTimelineValues).toEqual(['1-4 weeks', '1-3 months', '3-6 months', '6+ months']);
    expect(consultationBudgetValues).toEqual(['Under $1,000', '$1,000 - $5,000', '$5,000 - $10,000', '$10,000+']);
    expect(consultationQuantityValues).toEqual(['1-10', '11-50', '51-100', '100+']);
    expect(consultationJobTypeValues).toEqual(['milling', 'turning', 'grinding', 'edm']);
    expect(consultationMaterialValues).toEqual(['aluminum', 'steel', 'stainlessSteel', 'plastic']);
  });

  it('labels order sizes as the form shows them', () => {
    expect(orderSizeOptions).toEqual([
      { value: 'prototype', label: 'Prototype' },
      { value: 'small', label: 'Small (<100)' },
      { value: 'medium', label: 'Medium (100-1000)' },
      { value: 'large', label: 'Large (1000+)' },
    ]);
  });

  it('finds a label by value and falls back to the value itself', () => {
    expect(optionLabel(certificationOptions, 'iatf16949')).toBe('IATF 16949');
    expect(optionLabel(certificationOptions, 'nadcap')).toBe('nadcap');
  });
});
