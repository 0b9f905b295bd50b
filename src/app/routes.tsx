import type { RouteObject } from 'react-router-dom';
import type { AppRoute } from './route-types';
import { RootLayout } from './root-layout';
import { RouterErrorScreen } from './router-error-screen';
import { loadNotFound, routeTable } from './route-table';

function toRouteObject(route: AppRoute): RouteObject {
  const lazy = async () => ({ Component: (await route.load()).default });
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
        children: [
          ...routeTable.map(toRouteObject),
          { path: '*', lazy: async () => ({ Component: (await loadNotFound()).default }) },
        ],
      },
    ],
  },
];
