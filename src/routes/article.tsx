import type { PageModule } from '@/app/route-table';
import { ArticleLayout } from '@/components/layout/article-layout';
import { articleJsonLd } from '@/components/seo/article-json-ld';
import { relatedArticles } from '@/content/articles/registry';
import type { ArticleBody, ArticleMeta } from '@/content/articles/types';

/**
 * Builds the page module of one article once its body has loaded. Every article shares this
 * module (the layout chunk) while each body is its own chunk, so a page ships only its own prose.
 */
export function articlePage(meta: ArticleMeta, body: ArticleBody): PageModule {
  const article = { ...meta, ...body };
  const related = relatedArticles(meta);
  return {
    default: function ArticlePage() {
      return <ArticleLayout article={article} related={related} />;
    },
    structuredData: () => articleJsonLd(meta),
  };
}
