import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { articles } from '@/content/articles/registry';
import { formatTitle } from '@/components/seo/seo-meta';
import { buildSitemap } from '../../scripts/build/prerender-html';
import { findRoute, notFoundRoute, routeTable } from './route-table';

const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** Every route with the page module it loads (head, name and JSON-LD live in the module). */
const pages = await Promise.all(
  [...routeTable, notFoundRoute].map(async (route) => ({ route, page: await route.load() })),
);

describe('route table', () => {
  it('has one entry per path, each page with a name, a head title, a description and (if public) keywords', () => {
    const lower = routeTable.map((r) => r.path.toLowerCase());
    expect(new Set(lower).size).toBe(routeTable.length);
    for (const { route, page } of pages) {
      if (route !== notFoundRoute) expect(route.path).toMatch(/^\//);
      expect(page.meta.name.length, route.path).toBeGreaterThan(0);
      expect(page.meta.head.title.length, route.path).toBeGreaterThan(0);
      expect(page.meta.head.description.length, route.path).toBeGreaterThan(40);
      // Keywords are for search: the desk and a private link's page (never indexed) need none.
      if (route.indexable || route === notFoundRoute)
        expect(page.meta.head.keywords?.length ?? 0, route.path).toBeGreaterThan(0);
    }
  });

  it('keeps every title, with its brand suffix, within the 70 characters search results show', () => {
    for (const { route, page } of pages) {
      const title = formatTitle(page.meta.head.title);
      expect(title.length, `${route.path}: ${title}`).toBeLessThanOrEqual(70);
    }
  });

  it('holds every internal path and every article', async () => {
    expect(new Set(routeTable.map((r) => r.path))).toEqual(new Set(Object.values(paths)));
    for (const article of articles) {
      const page = await findRoute(article.path)?.load();
      expect(page?.meta.head.ogType, article.path).toBe('article');
    }
  });

  it('agrees with the sitemap: every indexable route and nothing else', () => {
    const xml = buildSitemap('https://www.forgebridge.co.uk', routeTable, '2026-01-01');
    const expected = routeTable.filter((r) => r.indexable).map((r) => `https://www.forgebridge.co.uk${r.path}`);
    expect(sitemapLocs(xml).sort()).toEqual(expected.sort());
    expect(sitemapLocs(xml)).not.toContain(`https://www.forgebridge.co.uk${paths.admin}`);
    expect(sitemapLocs(xml)).not.toContain(`https://www.forgebridge.co.uk${paths.brief}`);
    expect(sitemapLocs(xml)).not.toContain(`https://www.forgebridge.co.uk${paths.options}`);
    expect(sitemapLocs(xml)).not.toContain(`https://www.forgebridge.co.uk${paths.supplier}`);
  });

  it('marks the brief, options and supplier pages private links: not indexable, never the desk’s frame', () => {
    for (const path of [paths.brief, paths.options, paths.supplier]) {
      expect(findRoute(path), path).toMatchObject({ indexable: false, privateLink: true });
      expect(findRoute(path)?.frame, path).toBeUndefined();
    }
    expect(routeTable.filter((r) => r.privateLink && r.indexable)).toEqual([]);
  });

  it('loads a page component for every route and the catch-all', async () => {
    for (const route of [...routeTable, notFoundRoute]) {
      const module = await route.load();
      expect(typeof module.default, route.path).toBe('function');
    }
  }, 60_000);
});
