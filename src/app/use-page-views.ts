import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '@/lib/analytics';
import { findRoute } from './route-table';

/**
 * The analytics name of a path: its route's name, or 'Page: {path}' for a URL the site does not
 * have. Hidden routes (the admin dashboard) get none: their paths stay out of third-party analytics.
 */
export function pageViewName(pathname: string): string | null {
  const route = findRoute(pathname);
  if (route?.indexable === false) return null;
  return route?.name ?? `Page: ${pathname}`;
}

/** One analytics page view per navigation. */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    const name = pageViewName(pathname);
    if (name !== null) trackPageView(pathname, name);
  }, [pathname]);
}
