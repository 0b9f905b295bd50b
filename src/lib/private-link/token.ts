import { useEffect, useState } from 'react';

/** A link's token: 32 random bytes, base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token a fragment carries: '#abc…' → 'abc…'. Null when there is none; the text as it is when
 * it is not a token's shape (the page then says the link is not valid, and asks nothing).
 */
export function tokenFromHash(hash: string): string | null {
  const text = hash.replace(/^#/, '').trim();
  return text === '' ? null : text;
}

export const isTokenShaped = (token: string): boolean => TOKEN_PATTERN.test(token);

/**
 * Takes the token out of the address bar: the fragment is removed with `history.replaceState`,
 * so it stays in no history entry, bookmark or screenshot, and the page keeps it in memory.
 */
export function takeTokenFromAddress(location: Location = window.location, history: History = window.history) {
  const token = tokenFromHash(location.hash);
  if (location.hash !== '') {
    // The router's state of this entry is kept; only the URL loses its fragment.
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  }
  return token;
}

/**
 * The link's token: undefined until the page has read the address (the prerendered shell and the
 * first render in the browser), then the token or null. A link pasted into the same tab changes
 * only the fragment; it replaces the token kept.
 */
export function usePrivateLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const take = () => {
      const found = takeTokenFromAddress();
      // A second read finds the address already clean: the token read first is kept.
      setToken((kept) => found ?? kept ?? null);
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, []);
  return token;
}
