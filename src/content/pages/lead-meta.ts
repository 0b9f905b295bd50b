import type { PageMeta } from '../types';

/**
 * Head metadata of the partner and OEM landing pages, apart from their copy: the route table (in
 * the main bundle) needs only these strings, not the whole page content.
 */
export const cncPartnerMeta = {
  title: 'Become a CNC Partner: Free Marketing Package Worth £3,000',
  description:
    'CNC and precision machine shops: join the Forgebridge partner network and get introduced to OEM buyers, with case studies, a shop video and a website refresh worth £3,000.',
  keywords: [
    'CNC shop marketing',
    'machine shop lead generation',
    'OEM buyers',
    'CNC partner network',
    'precision engineering sales',
  ],
} as const satisfies PageMeta;

export const oemSourcingMeta = {
  title: 'Get 3 Vetted CNC Suppliers in 72 Hours, Free for OEMs',
  description:
    'OEM buyers: tell us what you need machined and get three vetted UK CNC supplier options within 72 hours, at no cost, with ongoing project management and quality assurance.',
  keywords: ['CNC suppliers UK', 'OEM sourcing', 'vetted machine shops', 'RFQ', 'precision machining suppliers'],
} as const satisfies PageMeta;
