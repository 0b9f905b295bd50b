import { describe, expect, it } from 'vitest';
import { leadReference } from './reference';

describe('leadReference', () => {
  it('is FB- and the id’s first 8 hex digits, upper case, in two groups', () => {
    expect(leadReference('3f9ac21b-0d4e-4c1a-9b7e-2f6a1c0d9e88')).toBe('FB-3F9A-C21B');
  });
  it('is the same for the same id in any case', () => {
    expect(leadReference('ABCDEF01-0000-4000-8000-000000000000')).toBe(
      leadReference('abcdef01-0000-4000-8000-000000000000'),
    );
  });
  it('refuses anything that is not a uuid', () => {
    expect(() => leadReference('abc')).toThrow();
  });
});
