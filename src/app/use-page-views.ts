import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageName, trackPageView } from '@/lib/analytics';
import { routeTitles } from './route-table';

/** One analytics page view per navigation, named from the route table. */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname, pageName(pathname, routeTitles));
  }, [pathname]);
}
