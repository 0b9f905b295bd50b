import type { PageMeta } from '@/app/route-table';
import { staticIsland } from '@/components/layout/static-island';

export const meta: PageMeta = {
  name: 'Resources & Insights',
  head: {
    title: 'Resources & Insights',
    description:
      'Guides and templates for OEM buyers and CNC shops: supplier risk, growth, true cost, AI CAM, certifications, cost reduction and the 2025 challenges in machining.',
    keywords: ['CNC resources', 'OEM sourcing guides', 'machining articles', 'ICP template', 'supply chain insights'],
  },
};

const page = staticIsland('resources', () => import('./resources-page'));
export const preload = page.preload;
export default page.Island;
