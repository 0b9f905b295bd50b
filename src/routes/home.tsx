import type { PageMeta } from '@/app/route-table';
import { staticIsland } from '@/components/layout/static-island';

export const meta: PageMeta = {
  name: 'Home',
  head: {
    title: 'Vetted UK CNC Suppliers for OEMs: Precision Sourcing',
    description:
      'Forgebridge matches OEM buyers with vetted UK and European CNC machine shops within 72 hours, free to buyers, and helps precision manufacturers win more OEM work.',
    keywords: ['CNC suppliers UK', 'OEM sourcing', 'precision machining', 'vetted machine shops', 'supplier matching'],
  },
};

const page = staticIsland('home', () => import('./home-page'));

export const structuredData = async () => (await import('@/components/seo/organisation-json-ld')).organisationJsonLd();
export const preload = page.preload;
export default page.Island;
