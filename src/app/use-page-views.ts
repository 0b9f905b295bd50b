import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { COOKIE_SETTINGS_EVENT } from '@/components/layout/site-footer';
import { site } from '@/config/site';
import type * as Consent from '@/features/consent/consent-controller';
import { isPageHandle } from './route-head';
import { findRoute, routeTable } from './route-table';

/** A path as the router matches it: trailing slashes do not count ('/about/' is '/about'). */
export function normalisePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * What analytics may do on a path. Only indexable routes send page views, under the route's own
 * path; a URL the site does not have (the 404 page) sends nothing; the admin dashboard, and any
 * path below it, is private: no banner, and gtag.js never loads into that page. Paths are
 * normalised first, so '/ops/leads-9c4f2e/' is the dashboard too. `name` is the page's own
 * (its module's meta), reported as the readable title.
 */
export function analyticsPage(pathname: string, name: string): Consent.AnalyticsPage {
  const path = normalisePath(pathname).toLowerCase();
  const hidden = routeTable.filter((r) => !r.indexable).map((r) => r.path.toLowerCase());
  if (hidden.some((p) => path === p || path.startsWith(`${p}/`))) return { kind: 'private' };
  const route = findRoute(path);
  return route?.indexable ? { kind: 'page', path: route.path, name } : { kind: 'not-found' };
}

let consent: Promise<typeof Consent> | undefined;
/** The consent feature is a chunk of its own, requested only by a build with a measurement id. */
const loadConsent = () => (consent ??= import('@/features/consent/consent-controller'));

/**
 * One analytics page view per navigation, after the visitor accepted, and the cookie banner.
 * Without a measurement id neither runs, and the consent chunk is never requested.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  // The router renders a location only once its page module has loaded, so its meta is here.
  const name =
    useMatches()
      .map((match) => match.handle)
      .findLast(isPageHandle)?.meta.name ?? pathname;
  useEffect(() => {
    if (!site.gaMeasurementId) return;
    const page = analyticsPage(pathname, name);
    // The dashboard does not even load the consent code, unless an earlier page of this document did.
    if (page.kind === 'private' && !consent) return;
    void loadConsent().then((c) => c.showPage(page));
    // The name changes only with the path, so this still runs once per page.
  }, [pathname, name]);
  useEffect(() => {
    if (!site.gaMeasurementId) return;
    // Registered when the layout commits, before the footer (a later Suspense boundary) hydrates,
    // so no click on "Cookie settings" is missed.
    const open = () => void loadConsent().then((c) => c.openSettings());
    window.addEventListener(COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, open);
  }, []);
}
