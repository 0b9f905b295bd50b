import type { ArticleMeta } from '@/content/articles/types';
import { ResourceCard } from './resource-card';

export function RelatedArticles({
  title,
  linkLabel,
  articles,
}: {
  title: string;
  linkLabel: string;
  articles: readonly ArticleMeta[];
}) {
  if (articles.length === 0) return null;
  return (
    <section
      aria-labelledby="related-articles-heading"
      className="defer-layout border-t border-slate-200 bg-slate-50 py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="related-articles-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <ResourceCard entry={article} linkLabel={linkLabel} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
