import { organisationJsonLd } from './organisation-json-ld';
import type { JsonLd } from './seo';
import { absoluteUrl } from './seo-meta';

/** schema.org ContactPage for a page whose main purpose is getting in touch (/quote, /contact), named by its route head. */
export function contactPageJsonLd(page: { head: { title: string; description: string }; path: string }): JsonLd {
  const { '@context': _context, ...organisation } = organisationJsonLd();
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: page.head.title,
    description: page.head.description,
    url: absoluteUrl(page.path),
    about: organisation,
  };
}
