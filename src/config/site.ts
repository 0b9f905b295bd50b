import { deployment } from './build-env';
import { brand } from './constants';

/** Brand, addresses and contact points, with this build's deployment values applied. */
export const site = {
  ...brand,
  url: deployment.siteUrl,
  bookingUrl: deployment.bookingUrl,
  gaMeasurementId: deployment.gaMeasurementId,
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
