import { useLocation, useMatches } from 'react-router-dom';
import { Seo, type JsonLd } from '@/components/seo/seo';
import type { AppRoute, PageMeta } from './route-table';

/** What each page route carries as its match handle once its chunk has loaded. */
export type PageHandle = { route: AppRoute; meta: PageMeta; structuredData?: JsonLd | readonly JsonLd[] };

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The <head> of the matched page, from the meta its page module declares. */
export function RouteHead() {
  const { pathname } = useLocation();
  const page = useMatches()
    .map((match) => match.handle)
    .findLast(isPageHandle);
  if (!page) return null;
  const { route, meta, structuredData } = page;
  return (
    <Seo
      {...meta.head}
      // The catch-all route has no path of its own: its canonical is the URL that was asked for.
      path={route.path === '*' ? pathname : route.path}
      noindex={!route.indexable}
      referrer={route.privateLink ? 'no-referrer' : undefined}
      structuredData={structuredData}
    />
  );
}
