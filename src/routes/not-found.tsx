import type { PageMeta } from '@/app/route-table';
import { staticIsland } from '@/components/layout/static-island';
import { notFoundContent } from '@/content/pages/errors';

export const meta: PageMeta = {
  name: notFoundContent.title,
  head: { title: notFoundContent.title, description: notFoundContent.description, keywords: notFoundContent.keywords },
};

const page = staticIsland('not-found', () => import('./not-found-page'));
export const preload = page.preload;
export default page.Island;
