import { site } from '@/config/site';

/** Appends the brand suffix unless the title already names the brand. */
export function formatTitle(title: string): string {
  return title.toLowerCase().includes(site.name.toLowerCase()) ? title : `${title}${site.titleSuffix}`;
}

/** Absolute canonical URL for a site path; trailing slashes are dropped except for the root. */
export function canonicalUrl(path: string, base: string = site.url): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return `${base.replace(/\/$/, '')}${trimmed === '/' ? '/' : trimmed}`;
}

export function absoluteUrl(pathOrUrl: string, base: string = site.url): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : canonicalUrl(pathOrUrl, base);
}
