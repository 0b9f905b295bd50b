import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildSitemap } from '../../scripts/prerender-html';
import { findRoute, routeTable, routeTitles } from './route-table';

const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('route table', () => {
  it('has one entry per path, each with a title and a description', () => {
    const lower = routeTable.map((r) => r.path.toLowerCase());
    expect(new Set(lower).size).toBe(routeTable.length);
    for (const route of routeTable) {
      expect(route.path).toMatch(/^\//);
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.description.length).toBeGreaterThan(40);
    }
  });

  it('agrees with the sitemap: every indexable route and nothing else', () => {
    const xml = buildSitemap('https://www.forgebridge.co.uk', routeTable, '2026-01-01');
    const expected = routeTable.filter((r) => r.indexable).map((r) => `https://www.forgebridge.co.uk${r.path}`);
    expect(sitemapLocs(xml).sort()).toEqual(expected.sort());
    expect(routeTable.every((r) => r.inSitemap === r.indexable)).toBe(true);
  });

  it('keeps the home page, legal pages and their titles', () => {
    expect(findRoute('/')?.title).toBe('Home');
    expect(findRoute(paths.privacy)?.indexable).toBe(true);
    expect(findRoute(paths.terms)?.indexable).toBe(true);
    expect(routeTitles.get(paths.terms)).toBe('Terms of Service');
  });

  it('loads a page component for every route', async () => {
    for (const route of routeTable) {
      const module = await route.load();
      expect(typeof module.default, route.path).toBe('function');
    }
  }, 60_000);
});
