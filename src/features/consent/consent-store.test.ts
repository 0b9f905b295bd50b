// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_VERSION } from '@/content/cookie-consent';
import { CONSENT_STORAGE_KEY, forgetConsent, readConsent, rememberConsent, storedConsentValue } from './consent-store';

afterEach(() => localStorage.clear());

describe('consent store', () => {
  it('has no choice until one is made', () => {
    expect(readConsent()).toBeNull();
  });

  it('remembers Accept and Reject with the wording version', () => {
    rememberConsent('accepted');
    expect(readConsent()).toBe('accepted');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      choice: 'accepted',
      version: COOKIE_NOTICE_VERSION,
    });
    rememberConsent('rejected');
    expect(readConsent()).toBe('rejected');
  });

  it('forgets the choice', () => {
    rememberConsent('accepted');
    forgetConsent();
    expect(readConsent()).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('asks again when the choice answered another wording', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, storedConsentValue('accepted', '2000-01-01'));
    expect(readConsent()).toBeNull();
  });

  it('treats an unreadable or unknown value as no choice', () => {
    for (const value of [
      'not json',
      '{}',
      '"accepted"',
      JSON.stringify({ choice: 'maybe', version: COOKIE_NOTICE_VERSION }),
    ]) {
      localStorage.setItem(CONSENT_STORAGE_KEY, value);
      expect(readConsent(), value).toBeNull();
    }
  });

  it('works without storage: nothing is remembered and nothing throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => rememberConsent('accepted', blocked)).not.toThrow();
    expect(readConsent(blocked)).toBeNull();
    expect(() => forgetConsent(blocked)).not.toThrow();
    expect(readConsent(undefined)).toBeNull();
  });
});
