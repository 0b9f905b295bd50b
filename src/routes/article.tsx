import type { PageModule } from '@/app/route-table';
import { staticIsland } from '@/components/layout/static-island';
import { articleMetaAt } from '@/content/articles/meta-by-path';

const pages = new Map<string, Promise<PageModule>>();

/**
 * The page module of one article. Its content (the shared layout and this article's body, each a
 * chunk of its own) is a static island: a visitor who lands on the article keeps its prerendered
 * HTML, and only a client-side navigation loads the prose.
 */
export function articlePage(path: string): Promise<PageModule> {
  const existing = pages.get(path);
  if (existing) return existing;
  const page = buildArticlePage(path);
  pages.set(path, page);
  return page;
}

async function buildArticlePage(path: string): Promise<PageModule> {
  const meta = await articleMetaAt(path);
  if (!meta) throw new Error(`No article is published at ${path}`);
  const island = staticIsland('article', async () => {
    const [{ articleContent }, { default: body }] = await Promise.all([import('./article-page'), meta.loadBody()]);
    return articleContent(meta, body);
  });
  return {
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
}
