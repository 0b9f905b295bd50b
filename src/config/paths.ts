import { deployment } from './build-env';
import { privatePagePaths } from './private-pages';

/** Article URLs exactly as published, including the capitalised buyer's guide. */
export const articlePaths = {
  oemBuyersGuide: '/OEM-buyers-guide',
  growthGuide: '/growth-guide',
  cheapSuppliers: '/cheap-suppliers',
  aiCnc: '/ai-cnc',
  cncChallenges2025: '/cnc-challenges-2025',
  cncCostReduction: '/cnc-cost-reduction',
  cncCertifications: '/cnc-certifications',
} as const;

/** Every internal URL comes from here, so links, the route table, sitemap and prerender agree. */
export const paths = {
  home: '/',
  services: '/services',
  resources: '/resources',
  about: '/about',
  contact: '/contact',
  quote: '/quote',
  cncPartner: '/cnc-partner',
  oemSourcing: '/oem-sourcing',
  icpTemplate: '/universal-icp-template',
  privacy: '/privacy-policy',
  terms: '/terms',
  ...articlePaths,
  ...privatePagePaths,
  admin: deployment.adminPath,
} as const;

export const navLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Resources', to: paths.resources },
  { label: 'About Us', to: paths.about },
  { label: 'Contact', to: paths.contact },
] as const;
