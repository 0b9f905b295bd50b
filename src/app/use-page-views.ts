import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageName, trackPageView } from '@/lib/analytics';
import { findRoute, routeTitles } from './route-table';

/**
 * One analytics page view per navigation, named from the route table. Hidden routes (the admin
 * dashboard) are never reported: their paths stay out of third-party analytics.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (findRoute(pathname)?.indexable === false) return;
    trackPageView(pathname, pageName(pathname, routeTitles));
  }, [pathname]);
}
