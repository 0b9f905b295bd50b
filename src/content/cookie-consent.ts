/**
 * The version of the cookie banner's wording, as the date it last changed. A visitor's choice is
 * stored with the version they answered, so change this date whenever the sentence below, or what
 * Accept allows, changes: every visitor is then asked again.
 */
export const COOKIE_NOTICE_VERSION = '2026-11-23';

/** The cookie banner, shown only when the build has a Google Analytics measurement id. */
export const cookieConsentCopy = {
  /** The banner's accessible name (it is a labelled region, not a dialog). */
  label: 'Cookie consent',
  text: 'With your consent we use Google Analytics cookies to count visits and see which pages help; nothing is set or sent to Google unless you accept.',
  privacyLink: 'Privacy policy',
  accept: 'Accept',
  reject: 'Reject',
} as const;
