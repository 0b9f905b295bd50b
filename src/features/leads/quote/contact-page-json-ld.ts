import { organisationJsonLd } from '@/components/seo/organisation-json-ld';
import type { JsonLd } from '@/components/seo/seo';
import { absoluteUrl } from '@/components/seo/seo-meta';

/** schema.org ContactPage for a page whose main purpose is getting in touch (/quote, /contact). */
export function contactPageJsonLd(meta: { title: string; description: string }, path: string): JsonLd {
  const { '@context': _context, ...organisation } = organisationJsonLd();
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: meta.title,
    description: meta.description,
    url: absoluteUrl(path),
    about: organisation,
  };
}
