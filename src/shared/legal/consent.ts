/**
 * The version of the privacy notice and of the consent wording on the forms, as the date they
 * last changed. Every lead row records the version its visitor was shown (`consent_version`), so
 * change this date whenever the notice or a consent box's wording changes.
 */
export const CONSENT_VERSION = '2026-12-05';

/**
 * How long a lead and its files are kept, as the privacy notice states it. The database deletes
 * them on the same schedule (`private.lead_retention`); a database test keeps the two equal.
 */
export const LEAD_RETENTION_MONTHS = 24;

/** The ICP form's two boxes: agreeing to the notice is required, marketing email is not. */
export const consentCopy = {
  privacyBefore: 'I agree to the',
  privacyLink: 'privacy policy',
  marketing: 'Email me occasional resources',
} as const;
