// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTokenShaped, takeTokenFromAddress, tokenFromHash } from './token';

const token = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 3)).toString('base64url');

describe('the link’s token', () => {
  it('is the fragment without its #', () => {
    expect(tokenFromHash(`#${token}`)).toBe(token);
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
  });

  it('has the shape of 32 bytes in base64url, without padding', () => {
    expect(token).toHaveLength(43);
    expect(isTokenShaped(token)).toBe(true);
    expect(isTokenShaped(`${token}=`)).toBe(false);
    expect(isTokenShaped(token.slice(1))).toBe(false);
    expect(isTokenShaped(`${token.slice(0, 42)}/`)).toBe(false);
    expect(isTokenShaped(`${token.slice(0, 41)}-_`)).toBe(true);
  });

  it('is taken out of the address bar, keeping the path, the query and the router’s state', () => {
    window.history.replaceState({ idx: 3 }, '', `/private?x=1#${token}`);
    expect(takeTokenFromAddress()).toBe(token);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/private?x=1');
    expect(window.history.state).toEqual({ idx: 3 });
    // Read again, the address holds nothing.
    expect(takeTokenFromAddress()).toBeNull();
  });
});
