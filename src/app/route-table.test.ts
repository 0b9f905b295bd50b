import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { articles } from '@/content/articles/registry';
import { formatTitle } from '@/components/seo/seo-meta';
import { buildSitemap } from '../../scripts/prerender-html';
import { findRoute, notFoundRoute, routeTable } from './route-table';

const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('route table', () => {
  it('has one entry per path, each with a name, a head title and a description', () => {
    const lower = routeTable.map((r) => r.path.toLowerCase());
    expect(new Set(lower).size).toBe(routeTable.length);
    for (const route of routeTable) {
      expect(route.path).toMatch(/^\//);
      expect(route.name.length).toBeGreaterThan(0);
      expect(route.head.title.length).toBeGreaterThan(0);
      expect(route.head.description.length).toBeGreaterThan(40);
    }
  });

  it('keeps every title, with its brand suffix, within the 70 characters search results show', () => {
    for (const route of [...routeTable, notFoundRoute]) {
      const title = formatTitle(route.head.title);
      expect(title.length, `${route.path}: ${title}`).toBeLessThanOrEqual(70);
    }
  });

  it('holds every internal path and every article', () => {
    expect(new Set(routeTable.map((r) => r.path))).toEqual(new Set(Object.values(paths)));
    for (const article of articles) expect(findRoute(article.path)?.head.ogType).toBe('article');
  });

  it('agrees with the sitemap: every indexable route and nothing else', () => {
    const xml = buildSitemap('https://www.forgebridge.co.uk', routeTable, '2026-01-01');
    const expected = routeTable.filter((r) => r.indexable).map((r) => `https://www.forgebridge.co.uk${r.path}`);
    expect(sitemapLocs(xml).sort()).toEqual(expected.sort());
    expect(sitemapLocs(xml)).not.toContain(`https://www.forgebridge.co.uk${paths.admin}`);
  });

  it('loads a page component for every route and the catch-all', async () => {
    for (const route of [...routeTable, notFoundRoute]) {
      const module = await route.load();
      expect(typeof module.default, route.path).toBe('function');
    }
  }, 60_000);
});
