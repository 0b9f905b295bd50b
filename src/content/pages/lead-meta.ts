import type { PageMeta } from '../types';

/**
 * Head metadata of the lead-capture pages, apart from their copy: the route table (in
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

export const icpTemplateMeta = {
  title: 'Free Universal ICP Template for B2B Manufacturers',
  description:
    'Download a free one-page Ideal Customer Profile template for CNC and precision manufacturing sellers: firmographics, certifications, buying committee, triggers and a fit score.',
  keywords: [
    'ICP template',
    'ideal customer profile',
    'B2B manufacturing sales',
    'CNC machine shop marketing',
    'precision manufacturing',
  ],
} as const satisfies PageMeta;

export const quoteMeta = {
  title: 'Book a Call',
  description:
    'Request a free consultation for your CNC machining project. Tell us about parts, materials, quantities and tolerances, and we match you with vetted UK suppliers.',
  keywords: ['CNC machining quote', 'free manufacturing consultation', 'UK CNC suppliers', 'book a call', 'RFQ'],
} as const satisfies PageMeta;

export const contactMeta = {
  title: 'Contact Us',
  description:
    'Talk to Forgebridge about sourcing vetted UK CNC suppliers or growing your machine shop. Book a call or email us: replies within 24 hours, Monday to Friday.',
  keywords: ['contact Forgebridge', 'CNC sourcing enquiry', 'book a call', 'precision manufacturing help'],
} as const satisfies PageMeta;
