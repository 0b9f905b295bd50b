import { DEFAULT_BOOKING_URL } from '../shared/booking.ts';

/**
 * Brand and contact values, and the defaults of everything a deployment may override. Plain data
 * with no Vite or browser dependency, so scripts and tests import the same values as the app.
 * Deployment overrides (`VITE_*`) are applied in ./overrides.ts.
 */
export const brand = {
  name: 'Forgebridge',
  titleSuffix: ' | Forgebridge',
  email: 'hello@forgebridge.co.uk',
  logoPath: '/logo.svg',
  ogImagePath: '/og-image.png',
  foundingYear: 2024,
  locale: 'en_GB',
  markets: ['GB', 'EU'],
  supportHours: 'Monday to Friday, 9am to 5pm GMT',
  replyPromise: 'Email replies within 24 hours',
  sameAs: ['https://www.linkedin.com/company/forgebridge'],
  /**
   * Who the privacy notice names as controller, and where the data lives. Values in [brackets]
   * are placeholders: replace each before launch (README, pre-launch checklist); the build prints
   * any that remain.
   */
  controller: {
    legalName: '[Registered company name]',
    companyNumber: '[Companies House number]',
    address: '[Registered office address]',
    icoRegistration: '[ICO registration number]',
    databaseRegion: '[Supabase project region, e.g. London (eu-west-2)]',
    automationProvider: '[Workflow automation provider and its country]',
    emailProvider: '[Email delivery provider and its country, e.g. Resend, Inc. (USA)]',
  },
} as const;

/** Controller details still holding a [placeholder]. */
export function controllerPlaceholders(): string[] {
  return Object.entries(brand.controller)
    .filter(([, value]) => /^\[.*\]$/.test(value))
    .map(([key]) => key);
}

export const deploymentDefaults = {
  siteUrl: 'https://www.forgebridge.co.uk',
  bookingUrl: DEFAULT_BOOKING_URL,
  adminPath: '/ops/leads-9c4f2e',
} as const;
