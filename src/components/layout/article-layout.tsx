import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import type { Article, ArticleMeta } from '@/content/articles/types';
import { articleUi } from '@/content/articles/ui';
import { formatLongDate } from '@/shared/format';
import { ArticleBody } from './article-body';
import { ProseText } from './prose-text';
import { RelatedArticles } from './related-articles';

/** One layout for every article: header (category, h1, date, read time), body, related articles. */
export function ArticleLayout({ article, related }: { article: Article; related: readonly ArticleMeta[] }) {
  return (
    <>
      <article>
        <header className="from-brand-950 to-brand-900 bg-gradient-to-b text-white">
          <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
            <nav aria-label={articleUi.breadcrumbLabel}>
              <Link
                to={paths.resources}
                className="inline-flex items-center gap-2 text-sm font-medium text-slate-200 hover:text-white hover:underline"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                {articleUi.backLink}
              </Link>
            </nav>
            <Badge variant="accent" className="mt-8">
              {article.category}
            </Badge>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-5xl">{article.title}</h1>
            <p className="mt-6 flex flex-wrap gap-x-3 text-sm text-slate-200">
              <span>
                {articleUi.published}{' '}
                <time dateTime={article.datePublished}>{formatLongDate(article.datePublished)}</time>
              </span>
              <span aria-hidden="true">·</span>
              <span>{articleUi.readTime(article.readMinutes)}</span>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-12 text-lg leading-8 text-slate-700 sm:px-6 lg:px-8">
          <p className="mb-12 text-xl leading-9 text-slate-800">
            <ProseText text={article.intro} />
          </p>
          <ArticleBody sections={article.sections} />
        </div>
      </article>
      <RelatedArticles title={articleUi.relatedTitle} linkLabel={articleUi.readLink} articles={related} />
    </>
  );
}
