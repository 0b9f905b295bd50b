import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { JsonLd } from './seo';
import { absoluteUrl } from './seo-meta';

/** schema.org Organization for Forgebridge, with optional extra fields. */
export function organisationJsonLd(extra: JsonLd = {}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    description:
      'Sourcing service introducing OEM buyers to vetted UK and European CNC and precision manufacturing partners.',
    url: site.url,
    logo: absoluteUrl(site.logoPath),
    sameAs: site.sameAs,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.email,
      areaServed: site.markets,
      availableLanguage: 'en',
    },
    areaServed: site.markets,
    knowsLanguage: 'en',
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Precision manufacturing sourcing services',
      itemListElement: [
        {
          '@type': 'Offer',
          price: '0',
          priceCurrency: 'GBP',
          itemOffered: { '@type': 'Service', name: 'OEM supplier sourcing', url: absoluteUrl(paths.oemSourcing) },
        },
        {
          '@type': 'Offer',
          itemOffered: {
            '@type': 'Service',
            name: 'CNC partner marketing and business development',
            url: absoluteUrl(paths.cncPartner),
          },
        },
      ],
    },
    ...extra,
  };
}
