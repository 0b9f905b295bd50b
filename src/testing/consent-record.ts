/** The consent columns every lead row carries, for rows built in unit tests. */
export const consentRecord = {
  consent_version: '2026-11-23',
  consent_at: '2026-11-23T09:30:00.000Z',
  privacy_agreed: false,
  marketing_opt_in: false,
} as const;
