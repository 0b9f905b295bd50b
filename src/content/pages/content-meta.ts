import type { PageMeta } from '../types';

/**
 * Head metadata for Services, About and Resources, kept apart from their page copy so the route
 * table (in the main bundle) does not pull every page's content in with it.
 */
export const servicesMeta = {
  title: 'Services for CNC Shops and OEM Buyers',
  description:
    'Marketing and business development for CNC and precision machine shops, and free sourcing of vetted UK suppliers for OEM buyers, from one UK-first network.',
  keywords: [
    'CNC marketing',
    'machine shop lead generation',
    'OEM sourcing',
    'precision manufacturing services',
    'UK CNC suppliers',
  ],
} as const satisfies PageMeta;

export const aboutMeta = {
  title: 'About Us',
  description:
    'Forgebridge was founded in 2024 to make precision manufacturing easier to buy and to sell, connecting OEM buyers with vetted UK and European CNC partners.',
  keywords: ['about Forgebridge', 'precision manufacturing sourcing', 'CNC supplier network', 'OEM supplier matching'],
} as const satisfies PageMeta;

export const resourcesMeta = {
  title: 'Resources & Insights',
  description:
    'Guides and templates for OEM buyers and CNC shops: supplier risk, growth, true cost, AI CAM, certifications, cost reduction and the 2025 challenges in machining.',
  keywords: ['CNC resources', 'OEM sourcing guides', 'machining articles', 'ICP template', 'supply chain insights'],
} as const satisfies PageMeta;
