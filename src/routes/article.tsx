import type { PageModule } from '@/app/route-table';
import { staticIsland } from '@/components/layout/static-island';
import { articles } from '@/content/articles/registry';
import type { ArticleMeta } from '@/content/articles/types';

const pages = new Map<string, PageModule>();

/**
 * The page module of one article. Its content (the shared layout and this article's body, each a
 * chunk of its own) is a static island: a visitor who lands on the article keeps its prerendered
 * HTML, and only a client-side navigation loads the prose.
 */
export function articlePage(path: string): PageModule {
  const meta: ArticleMeta | undefined = articles.find((article) => article.path === path);
  if (!meta) throw new Error(`No article is published at ${path}`);
  const existing = pages.get(meta.slug);
  if (existing) return existing;
  const island = staticIsland('article', async () => {
    const [{ articleContent }, { default: body }] = await Promise.all([import('./article-page'), meta.loadBody()]);
    return articleContent(meta, body);
  });
  const page: PageModule = {
    default: island.Island,
    meta: {
      name: meta.title,
      head: {
        title: meta.seoTitle ?? meta.title,
        description: meta.description,
        keywords: meta.keywords,
        ogType: 'article',
      },
    },
    structuredData: async () => (await import('@/components/seo/article-json-ld')).articleJsonLd(meta),
    preload: island.preload,
  };
  pages.set(meta.slug, page);
  return page;
}
