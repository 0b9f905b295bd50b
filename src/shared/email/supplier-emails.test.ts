import { describe, expect, it } from 'vitest';
import { certifications } from '@/lib/suppliers/capabilities';
import { standardLabel, standardLabels, ukDay } from './supplier-emails';

describe('the words of a shop’s messages', () => {
  it('names every recognised standard as the vocabulary does', () => {
    expect(standardLabels).toEqual(Object.fromEntries(certifications.map((c) => [c.value, c.label])));
    expect(standardLabel('as9100')).toBe('AS9100');
    expect(standardLabel('acme-7')).toBe('acme-7');
  });

  it('writes a calendar day in the UK’s style, and refuses what is not one', () => {
    expect(ukDay('2026-12-08')).toBe('Tuesday 8 December 2026');
    expect(ukDay('2027-01-01')).toBe('Friday 1 January 2027');
    expect(ukDay('2026-02-30')).toBeNull();
    expect(ukDay('')).toBeNull();
  });
});
