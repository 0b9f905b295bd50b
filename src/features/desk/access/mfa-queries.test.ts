import { describe, expect, it } from 'vitest';
import { aalOf, verifiedFactors } from './mfa-queries';

const token = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('aalOf', () => {
  it('reads the aal claim of the access token', () => {
    expect(aalOf({ access_token: token({ aal: 'aal2', sub: 'x' }) })).toBe('aal2');
    expect(aalOf({ access_token: token({ aal: 'aal1' }) })).toBe('aal1');
  });

  it('treats a token without the claim, or not a JWT, as aal1', () => {
    expect(aalOf({ access_token: token({ sub: 'x' }) })).toBe('aal1');
    expect(aalOf({ access_token: 'not-a-jwt' })).toBe('aal1');
  });
});

describe('verifiedFactors', () => {
  const factor = (status: 'verified' | 'unverified') =>
    ({ id: status, status, factor_type: 'totp', created_at: '', updated_at: '' }) as const;

  it('keeps only verified TOTP factors', () => {
    expect(verifiedFactors({ factors: [factor('unverified'), factor('verified')] }).map((f) => f.id)).toEqual([
      'verified',
    ]);
    expect(verifiedFactors({})).toEqual([]);
    expect(verifiedFactors(null)).toEqual([]);
  });
});
