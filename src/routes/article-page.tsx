import type { ComponentType } from 'react';
import { ArticleLayout } from '@/components/layout/article-layout';
import { relatedArticles } from '@/content/articles/registry';
import type { ArticleBody, ArticleMeta } from '@/content/articles/types';

/** One article's page content: the static island of its route (src/routes/article.tsx). */
export function articleContent(meta: ArticleMeta, body: ArticleBody): { default: ComponentType } {
  const article = { ...meta, ...body };
  const related = relatedArticles(meta);
  return {
    default: function ArticlePage() {
      return <ArticleLayout article={article} related={related} />;
    },
  };
}
