import { COOKIE_NOTICE_VERSION } from '@/content/cookie-consent';

export type ConsentChoice = 'accepted' | 'rejected';

/** The localStorage key of the visitor's choice (the browser tests preset it). */
export const CONSENT_STORAGE_KEY = 'forgebridge:cookie-consent';

type StoredConsent = { choice: ConsentChoice; version: string };

/** What is stored for a choice: the choice and the wording version it answered. */
export function storedConsentValue(choice: ConsentChoice, version = COOKIE_NOTICE_VERSION): string {
  return JSON.stringify({ choice, version } satisfies StoredConsent);
}

/** The storage, or undefined where it cannot be used (blocked cookies/storage throw on access). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's choice for the current wording, or null: never asked, asked under an older
 * wording (so a changed notice asks again), unreadable, or storage unavailable.
 */
export function readConsent(store: Storage | undefined = storage()): ConsentChoice | null {
  try {
    const stored = JSON.parse(store?.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<StoredConsent> | null;
    if (stored?.version !== COOKIE_NOTICE_VERSION) return null;
    return stored.choice === 'accepted' || stored.choice === 'rejected' ? stored.choice : null;
  } catch {
    return null;
  }
}

/** Remembers a choice. Where storage is unavailable it holds for this page only and is asked again. */
export function rememberConsent(choice: ConsentChoice, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(CONSENT_STORAGE_KEY, storedConsentValue(choice));
  } catch {
    // Quota or privacy settings: nothing to do, the banner asks again on the next page load.
  }
}

/** Forgets the choice, so the banner asks again. */
export function forgetConsent(store: Storage | undefined = storage()): void {
  try {
    store?.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // As above.
  }
}
