import type { PageMeta } from '@/app/route-table';
import { staticIsland } from '@/components/layout/static-island';

export const meta: PageMeta = {
  name: 'Terms of Service',
  head: {
    title: 'Terms of Service',
    description:
      'The terms that apply when you use the Forgebridge website and our supplier introduction service for OEM buyers and CNC machine shops.',
    keywords: ['Forgebridge terms of service', 'supplier introductions', 'OEM sourcing terms'],
  },
};

const page = staticIsland('terms', () => import('./terms-page'));
export const preload = page.preload;
export default page.Island;
