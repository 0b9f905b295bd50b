import type { PageMeta } from '@/app/route-table';
import { staticIsland } from '@/components/layout/static-island';

export const meta: PageMeta = {
  name: 'Services for CNC Shops and OEM Buyers',
  head: {
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
  },
};

const page = staticIsland('services', () => import('./services-page'));
export const preload = page.preload;
export default page.Island;
