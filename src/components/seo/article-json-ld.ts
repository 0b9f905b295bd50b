import { site } from '@/config/site';
import type { ArticleAuthor, ArticleMeta } from '@/content/articles/types';
import type { JsonLd } from './seo';
import { absoluteUrl, canonicalUrl } from './seo-meta';

function publisher(): JsonLd {
  return {
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: { '@type': 'ImageObject', url: absoluteUrl(site.logoPath) },
  };
}

function author(value: ArticleAuthor): JsonLd {
  return value.type === 'Person'
    ? {
        '@type': 'Person',
        name: value.name,
        jobTitle: value.jobTitle,
        worksFor: { '@type': 'Organization', name: site.name },
      }
    : { '@type': 'Organization', name: value.name, url: site.url };
}

/** schema.org Article for one article page: headline, dates, keywords, section; the organisation is author and publisher. */
export function articleJsonLd(article: ArticleMeta): JsonLd {
  const url = canonicalUrl(article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(site.ogImagePath),
    inLanguage: 'en-GB',
    author: author(article.author),
    publisher: publisher(),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    keywords: article.keywords.join(', '),
    articleSection: article.category,
  };
}
