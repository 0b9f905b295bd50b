import type { AppRoute } from '@/app/route-types';
import { paths } from '@/config/paths';
import { articles } from '@/content/articles/registry';
import type { ArticleMeta } from '@/content/articles/types';
import { aboutMeta, resourcesMeta, servicesMeta } from '@/content/pages/content-meta';

function articleRoute(meta: ArticleMeta): AppRoute {
  return {
    path: meta.path,
    title: meta.title,
    description: meta.description,
    indexable: true,
    inSitemap: true,
    // The shared article layout and this article's body load in parallel, as separate chunks.
    load: async () => {
      const [{ articlePage }, { default: body }] = await Promise.all([import('../article'), meta.loadBody()]);
      return { default: articlePage(meta, body) };
    },
  };
}

/** Services, Resources, About and the seven articles. */
export const contentRoutes: AppRoute[] = [
  {
    path: paths.services,
    title: servicesMeta.title,
    description: servicesMeta.description,
    indexable: true,
    inSitemap: true,
    load: () => import('../services'),
  },
  {
    path: paths.resources,
    title: resourcesMeta.title,
    description: resourcesMeta.description,
    indexable: true,
    inSitemap: true,
    load: () => import('../resources'),
  },
  {
    path: paths.about,
    title: aboutMeta.title,
    description: aboutMeta.description,
    indexable: true,
    inSitemap: true,
    load: () => import('../about'),
  },
  ...articles.map(articleRoute),
];
