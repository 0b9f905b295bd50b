import type { RouteObject } from 'react-router-dom';
import { islandsNeedCode } from '@/lib/prerendered-islands';
import { RootLayout } from './root-layout';
import { type PageHandle } from './route-head';
import { notFoundRoute, routeTable, type AppRoute } from './route-table';
import { RouterErrorScreen } from './router-error-screen';

/**
 * The page chunk brings the component, its meta and its JSON-LD; with the route entry they travel
 * as the match's handle, so <RouteHead> renders the head of whichever page matched. The handle is
 * only returned from `lazy`: React Router ignores lazy properties that are also set statically.
 * A page's static islands load here too, except for the prerendered page being hydrated, which
 * keeps their HTML (ADR 0014).
 */
function toRouteObject(route: AppRoute): RouteObject {
  const lazy = async () => {
    const page = await route.load();
    if (islandsNeedCode()) await page.preload?.();
    const handle: PageHandle = {
      route,
      meta: page.meta,
      structuredData: page.structuredData?.({ path: route.path, head: page.meta.head }),
    };
    return { Component: page.default, handle };
  };
  return route.path === '/' ? { index: true, lazy } : { path: route.path, lazy };
}

/** The data-router tree shared by the browser router and the prerender step. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouterErrorScreen,
    children: [
      {
        ErrorBoundary: RouterErrorScreen,
        children: [...routeTable.map(toRouteObject), toRouteObject(notFoundRoute)],
      },
    ],
  },
];
