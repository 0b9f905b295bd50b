import type { AppRoute } from '@/app/route-types';
import { paths } from '@/config/paths';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { termsOfService } from '@/content/legal/terms';
import { homeMeta } from '@/content/pages/home';

export const coreRoutes: AppRoute[] = [
  {
    path: paths.home,
    title: 'Home',
    description: homeMeta.description,
    indexable: true,
    inSitemap: true,
    load: () => import('../home'),
  },
  {
    path: paths.privacy,
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    indexable: true,
    inSitemap: true,
    load: () => import('../privacy-policy'),
  },
  {
    path: paths.terms,
    title: termsOfService.title,
    description: termsOfService.description,
    indexable: true,
    inSitemap: true,
    load: () => import('../terms'),
  },
];
