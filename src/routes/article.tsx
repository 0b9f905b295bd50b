import type { ComponentType } from 'react';
import { ArticleLayout } from '@/components/layout/article-layout';
import { articleJsonLd } from '@/components/seo/article-json-ld';
import { Seo } from '@/components/seo/seo';
import { relatedArticles } from '@/content/articles/registry';
import type { ArticleBody, ArticleMeta } from '@/content/articles/types';

/**
 * Builds the page component for one article once its body has loaded. Every article shares this
 * module (the layout chunk) while each body is its own chunk, so a page ships only its own prose.
 */
export function articlePage(meta: ArticleMeta, body: ArticleBody): ComponentType {
  const article = { ...meta, ...body };
  const related = relatedArticles(meta);
  const structuredData = articleJsonLd(meta);

  return function ArticlePage() {
    return (
      <>
        <Seo
          title={article.title}
          description={article.description}
          path={article.path}
          keywords={article.keywords}
          ogType="article"
          structuredData={structuredData}
        />
        <ArticleLayout article={article} related={related} />
      </>
    );
  };
}
