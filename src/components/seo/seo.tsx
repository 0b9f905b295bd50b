import { site } from '@/config/site';
import { absoluteUrl, canonicalUrl, formatTitle } from './seo-meta';
import { StructuredData } from './structured-data';

export type JsonLd = Record<string, unknown>;

export type SeoProps = {
  title: string;
  description: string;
  /** Site path of the page, e.g. '/services'; becomes the canonical link. */
  path: string;
  keywords?: readonly string[];
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  ogType?: 'website' | 'article';
  structuredData?: JsonLd | readonly JsonLd[];
  noindex?: boolean;
  /** A private page's referrer policy, said in the page too (the static host's header says it first). */
  referrer?: 'no-referrer';
};

/**
 * Head tags for one page: title, description, canonical, social cards, JSON-LD, robots. React 19
 * hoists <title>, <meta> and <link> into the document head wherever they render, on the server
 * and in the browser, so no head manager is needed.
 */
export function Seo({
  title,
  description,
  path,
  keywords,
  ogTitle,
  ogDescription,
  ogImage = site.ogImagePath,
  ogType = 'website',
  structuredData,
  noindex = false,
  referrer,
}: SeoProps) {
  const fullTitle = formatTitle(title);
  const canonical = canonicalUrl(path);
  const image = absoluteUrl(ogImage);
  const blocks = structuredData === undefined ? [] : Array.isArray(structuredData) ? structuredData : [structuredData];

  return (
    <>
      <title>{fullTitle}</title>
      {referrer ? <meta name="referrer" content={referrer} /> : null}
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      <link rel="canonical" href={canonical} />
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={ogTitle ?? fullTitle} />
      <meta property="og:description" content={ogDescription ?? description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={ogTitle ?? fullTitle} />
      <meta name="twitter:description" content={ogDescription ?? description} />
      <meta name="twitter:image" content={image} />
      <StructuredData blocks={blocks} />
    </>
  );
}
