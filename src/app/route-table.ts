import type { ComponentType } from 'react';
import type { JsonLd } from '@/components/seo/seo';
import { articlePaths, paths } from '@/config/paths';

/** What a page's <head> says. The title is written without the " | Forgebridge" suffix. */
export type RouteHead = {
  title: string;
  description: string;
  keywords?: readonly string[];
  ogType?: 'website' | 'article';
};

/** What a page declares about itself: its analytics name and its <head>. */
export type PageMeta = {
  /** Page name reported to analytics (shorter than the head title). */
  name: string;
  head: RouteHead;
};

/** The page a route renders, as its JSON-LD sees it. */
export type PageInfo = { path: string; head: RouteHead };

/**
 * What a route's loader resolves to. A page's head and JSON-LD travel in its own chunk: the main
 * bundle carries only paths and loaders, so no page pays for the metadata of every other page.
 */
export type PageModule = {
  default: ComponentType;
  meta: PageMeta;
  /**
   * Builds the page's JSON-LD, loading its builders in chunks of their own: the page the browser
   * loaded keeps its prerendered blocks and never calls this (src/components/seo/structured-data.tsx).
   */
  structuredData?: (page: PageInfo) => Promise<JsonLd | readonly JsonLd[]>;
  /** Loads the page's static islands (src/lib/prerendered-islands.ts), so it renders at once. */
  preload?: () => Promise<unknown>;
};

/**
 * One URL of the site. The router, the prerender step, the sitemap, robots.txt and analytics all
 * read these entries; the page module holds the rest.
 */
export type AppRoute = {
  path: string;
  /** Prerendered, listed in the sitemap, allowed by robots and reported to analytics. */
  indexable: boolean;
  /** The page's own lazily loaded chunk. */
  load: () => Promise<PageModule>;
  /**
   * The frame the page renders in: the public site's header and footer (the default), or the
   * bare frame of the team's own tools.
   */
  frame?: 'site' | 'desk';
  /**
   * A page reached only through a private link (src/config/private-pages.ts): not indexable, yet
   * prerendered as a neutral shell (it holds nothing private until the link's token is read),
   * with no referrer and no caching.
   */
  privateLink?: true;
};

/** An article loads its own metadata with its page, not with every page of the site. */
function articleRoute(path: string): AppRoute {
  return {
    path,
    indexable: true,
    load: async () => (await import('@/routes/article')).articlePage(path),
  };
}

/** Every page of the site, in sitemap order. */
export const routeTable: readonly AppRoute[] = [
  {
    path: paths.home,
    indexable: true,
    load: () => import('@/routes/home'),
  },
  {
    path: paths.privacy,
    indexable: true,
    load: () => import('@/routes/privacy-policy'),
  },
  {
    path: paths.terms,
    indexable: true,
    load: () => import('@/routes/terms'),
  },
  {
    path: paths.cncPartner,
    indexable: true,
    load: () => import('@/routes/cnc-partner'),
  },
  {
    path: paths.oemSourcing,
    indexable: true,
    load: () => import('@/routes/oem-sourcing'),
  },
  {
    path: paths.icpTemplate,
    indexable: true,
    load: () => import('@/routes/universal-icp-template'),
  },
  {
    path: paths.quote,
    indexable: true,
    load: () => import('@/routes/quote'),
  },
  {
    path: paths.contact,
    indexable: true,
    load: () => import('@/routes/contact'),
  },
  {
    path: paths.services,
    indexable: true,
    load: () => import('@/routes/services'),
  },
  {
    path: paths.resources,
    indexable: true,
    load: () => import('@/routes/resources'),
  },
  {
    path: paths.about,
    indexable: true,
    load: () => import('@/routes/about'),
  },
  ...Object.values(articlePaths).map(articleRoute),
  {
    // The supplier's page: its token travels in the fragment, which no server ever sees.
    path: paths.brief,
    indexable: false,
    privateLink: true,
    load: () => import('@/routes/brief'),
  },
  {
    // The buyer's options: a private link like the brief's (docs/decisions/0037-buyer-options-page.md).
    path: paths.options,
    indexable: false,
    privateLink: true,
    load: () => import('@/routes/options'),
  },
  {
    // A shop's own page: a private link like the brief's (src/features/supplier-page/README.md).
    path: paths.supplier,
    indexable: false,
    privateLink: true,
    load: () => import('@/routes/supplier'),
  },
  {
    // Hidden: not prerendered (the static host serves the app shell), not in the sitemap, never
    // reported to analytics, and robots.txt names only its first segment.
    path: paths.admin,
    indexable: false,
    frame: 'desk',
    load: () => import('@/routes/admin'),
  },
];

/** Every other URL. Its canonical link is the requested path, and it is marked noindex. */
export const notFoundRoute: AppRoute = {
  path: '*',
  indexable: false,
  load: () => import('@/routes/not-found'),
};

/** The entry for a path, matched case-insensitively as the router does. */
export function findRoute(path: string): AppRoute | undefined {
  return routeTable.find((r) => r.path.toLowerCase() === path.toLowerCase());
}
