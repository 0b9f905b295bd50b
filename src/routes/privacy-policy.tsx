import type { PageMeta } from '@/app/route-table';
import { staticIsland } from '@/components/layout/static-island';

export const meta: PageMeta = {
  name: 'Privacy Policy',
  head: {
    title: 'Privacy Policy',
    description:
      'How Forgebridge collects, uses and protects the personal data you give us through our forms, under UK GDPR and the Data Protection Act 2018.',
    keywords: ['Forgebridge privacy policy', 'UK GDPR', 'personal data', 'data protection'],
  },
};

const page = staticIsland('privacy-policy', () => import('./privacy-policy-page'));
export const preload = page.preload;
export default page.Island;
