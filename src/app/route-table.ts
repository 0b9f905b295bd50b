import { adminRoutes } from '@/routes/registry/admin';
import { contentRoutes } from '@/routes/registry/content';
import { coreRoutes } from '@/routes/registry/core';
import { leadsRoutes } from '@/routes/registry/leads';
import type { AppRoute } from './route-types';

/** Every page of the site. Router, prerender, sitemap and analytics names derive from this list. */
export const routeTable: readonly AppRoute[] = [...coreRoutes, ...leadsRoutes, ...contentRoutes, ...adminRoutes];

export const loadNotFound = () => import('@/routes/not-found');

export const routeTitles: ReadonlyMap<string, string> = new Map(routeTable.map((r) => [r.path, r.title]));

export function findRoute(path: string): AppRoute | undefined {
  return routeTable.find((r) => r.path.toLowerCase() === path.toLowerCase());
}
