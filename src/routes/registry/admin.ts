import type { AppRoute } from '@/app/route-types';
import { paths } from '@/config/paths';

/**
 * The leads dashboard. Not indexable, so it is neither prerendered nor in the sitemap, and the
 * static host serves the empty app shell for it. Title and description are literals here rather
 * than imports from the admin feature, so public pages never pull its code into their bundle.
 */
export const adminRoutes: AppRoute[] = [
  {
    path: paths.admin,
    title: 'Leads dashboard',
    description: 'Internal dashboard of the leads collected by the site.',
    indexable: false,
    inSitemap: false,
    load: () => import('../admin'),
  },
];
