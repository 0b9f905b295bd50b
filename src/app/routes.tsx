import type { RouteObject } from 'react-router-dom';
import { islandsNeedCode } from '@/lib/prerendered-islands';
import { DeskLayout } from './desk-layout';
import { RootLayout } from './root-layout';
import { type PageHandle } from './route-head';
import { notFoundRoute, routeTable, type AppRoute } from './route-table';
import { RouterErrorScreen } from './router-error-screen';

/**
 * The page chunk brings the component and its meta; with the route entry and the page's JSON-LD
 * they travel as the match's handle, so <RouteHead> renders the head of whichever page matched. The
 * handle is only returned from `lazy`: React Router ignores lazy properties that are also set
 * statically. A page's static islands and JSON-LD builders load here too, except for the
 * prerendered page being hydrated, which keeps their HTML (ADR 0014).
 */
function toRouteObject(route: AppRoute): RouteObject {
  const lazy = async () => {
    const page = await route.load();
    const needCode = islandsNeedCode();
    const [structuredData] = await Promise.all([
      needCode ? page.structuredData?.({ path: route.path, head: page.meta.head }) : undefined,
      needCode ? page.preload?.() : undefined,
    ]);
    const handle: PageHandle = { route, meta: page.meta, structuredData };
    return { Component: page.default, handle };
  };
  return route.path === '/' ? { index: true, lazy } : { path: route.path, lazy };
}

const inFrame = (frame: AppRoute['frame']) => routeTable.filter((route) => (route.frame ?? 'site') === frame);

/**
 * The data-router tree shared by the browser router and the prerender step. The team's tools sit
 * in a layout of their own, without the site's header and footer; every other path, unknown ones
 * included, is a page of the public site.
 */
export const routes: RouteObject[] = [
  {
    Component: DeskLayout,
    ErrorBoundary: RouterErrorScreen,
    children: [{ ErrorBoundary: RouterErrorScreen, children: inFrame('desk').map(toRouteObject) }],
  },
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouterErrorScreen,
    children: [
      {
        ErrorBoundary: RouterErrorScreen,
        children: [...inFrame('site').map(toRouteObject), toRouteObject(notFoundRoute)],
      },
    ],
  },
];
