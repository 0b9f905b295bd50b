import { env } from './env';

/** Brand, addresses and contact points: one place for every value a deployment might change. */
export const site = {
  name: 'Forgebridge',
  titleSuffix: ' | Forgebridge',
  url: (env.VITE_SITE_URL ?? 'https://www.forgebridge.co.uk').replace(/\/$/, ''),
  email: 'hello@forgebridge.co.uk',
  bookingUrl: env.VITE_BOOKING_URL ?? 'https://calendly.com/forgebridge/30min',
  logoPath: '/logo.svg',
  ogImagePath: '/og-image.png',
  foundingYear: 2024,
  locale: 'en_GB',
  markets: ['GB', 'EU'],
  supportHours: 'Monday to Friday, 9am to 5pm GMT',
  replyPromise: 'Email replies within 24 hours',
  sameAs: ['https://www.linkedin.com/company/forgebridge'],
  partnerWebhookUrl: env.VITE_PARTNER_WEBHOOK_URL,
  oemWebhookUrl: env.VITE_OEM_WEBHOOK_URL,
  gaMeasurementId: env.VITE_GA_MEASUREMENT_ID,
} as const;

export const industries = [
  'Aerospace',
  'Defence',
  'Oil & Gas',
  'Subsea',
  'Telecoms',
  'Medical',
  'Logistics',
  'Manufacturing',
] as const;

export const certificationsVerified = ['ISO 9001', 'AS9100', 'ISO 13485', 'IATF 16949'] as const;
