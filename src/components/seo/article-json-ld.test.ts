import { describe, expect, it } from 'vitest';
import { articles } from '@/content/articles/registry';
import { articleJsonLd } from './article-json-ld';

describe('articleJsonLd', () => {
  const [first] = articles;

  it('describes the article with the schema.org fields an Article needs', () => {
    const ld = JSON.parse(JSON.stringify(articleJsonLd(first))) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: first.title,
      description: first.description,
      datePublished: first.datePublished,
      dateModified: first.dateModified,
      articleSection: first.category,
      keywords: first.keywords.join(', '),
      author: { '@type': 'Organization', name: 'Forgebridge' },
      publisher: {
        '@type': 'Organization',
        name: 'Forgebridge',
        logo: { '@type': 'ImageObject', url: 'https://www.forgebridge.co.uk/logo.svg' },
      },
      mainEntityOfPage: { '@id': `https://www.forgebridge.co.uk${first.path}` },
    });
  });

  it('credits a person author with their organisation when one is set', () => {
    const ld = articleJsonLd({ ...first, author: { type: 'Person', name: 'A. Writer', jobTitle: 'Editor' } });
    expect(ld.author).toEqual({
      '@type': 'Person',
      name: 'A. Writer',
      jobTitle: 'Editor',
      worksFor: { '@type': 'Organization', name: 'Forgebridge' },
    });
  });

  it('keeps the capitalised buyer’s guide path in its URL', () => {
    const guide = articles.find((a) => a.slug === 'oem-buyers-guide');
    expect(guide && articleJsonLd(guide).url).toBe('https://www.forgebridge.co.uk/OEM-buyers-guide');
  });
});
