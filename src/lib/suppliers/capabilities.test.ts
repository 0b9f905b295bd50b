import { describe, expect, it } from 'vitest';
import { recognisedCertifications, recognisedIndustries } from './capabilities.ts';

describe('standards named in free text', () => {
  it('recognises the usual spellings, in the vocabulary order', () => {
    expect(recognisedCertifications('AS 9100D, iso9001:2015 and ISO/TS 16949; Nadcap pending')).toEqual([
      'iso9001',
      'as9100',
      'iatf16949',
      'nadcap',
    ]);
    expect(recognisedCertifications('EN9100 and ISO-13485')).toEqual(['as9100', 'iso13485']);
  });

  it('proposes nothing for text naming no standard', () => {
    expect(recognisedCertifications('Quality first, ISO 900 pending')).toEqual([]);
    expect(recognisedCertifications(null)).toEqual([]);
  });

  it('recognises industries in a partner’s own words', () => {
    expect(recognisedIndustries('Aerospace, defence and some F1 work')).toEqual(['aerospace', 'defence', 'motorsport']);
  });
});
