import type { ComponentType } from 'react';

/**
 * One entry per URL. The router, the prerender step, the sitemap and analytics page names all
 * derive from these entries, so a page exists in exactly one place.
 */
export type AppRoute = {
  path: string;
  /** Readable page title (without the brand suffix); used for analytics page names. */
  title: string;
  description: string;
  /** Prerendered to dist/<path>/index.html and allowed for robots. */
  indexable: boolean;
  inSitemap: boolean;
  /** Lazily loads the page component (its own chunk). */
  load: () => Promise<{ default: ComponentType }>;
};
