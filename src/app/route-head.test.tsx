import { describe, expect, it } from 'vitest';
import { canonicalUrl, formatTitle } from '@/components/seo/seo-meta';
import { paths } from '@/config/paths';
import { render } from '@/entry-server';
import { notFoundContent } from '@/content/pages/errors';
import { briefContent } from '@/content/pages/brief';
import { optionsContent } from '@/content/pages/options';
import { supplierPageContent } from '@/content/pages/supplier';
import { brand } from '@/config/constants';
import { routeTable } from './route-table';

/** Server-renders a URL as the prerender step does and reads its <head>. */
async function head(path: string) {
  const { html } = await render(path);
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name);
  return {
    title: doc.querySelector('title')?.textContent,
    description: attr('meta[name="description"]', 'content'),
    keywords: attr('meta[name="keywords"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    robots: attr('meta[name="robots"]', 'content'),
    jsonLdTypes: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type'],
    ),
  };
}

describe("page heads come from each page module's meta", () => {
  it.each(routeTable.map((route) => [route.path, route] as const))('%s', async (path, route) => {
    const page = await head(path);
    const { meta } = await route.load();
    expect(page.title).toBe(formatTitle(meta.head.title));
    expect(page.description).toBe(meta.head.description);
    expect(page.keywords).toBe(meta.head.keywords?.join(', '));
    expect(page.canonical).toBe(canonicalUrl(route.path));
    expect(page.robots).toBe(route.indexable ? 'index, follow' : 'noindex, nofollow');
  });

  it('marks an unknown URL noindex, with the URL asked for as its canonical', async () => {
    const page = await head('/no-such-page');
    expect(page.robots).toBe('noindex, nofollow');
    expect(page.canonical).toBe(canonicalUrl('/no-such-page'));
    expect(page.title).toBe(formatTitle(notFoundContent.title));
  });

  it('prerenders the brief page as a neutral shell: noindex, no referrer, nothing but its title', async () => {
    const { html, status } = await render(paths.brief);
    expect(status).toBe(200);
    const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(doc.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    const main = doc.querySelector('main');
    expect(main?.textContent).toContain(briefContent.opening);
    expect(main?.querySelectorAll('form, a[href*="brief-files"], a[download]')).toHaveLength(0);
    // Other pages keep the site's referrer policy.
    expect((await render(paths.quote)).html).not.toContain('name="referrer"');
  });

  it('prerenders the options page as a neutral shell: noindex, no referrer, nothing but its title', async () => {
    const { html, status } = await render(paths.options);
    expect(status).toBe(200);
    const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(doc.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    const main = doc.querySelector('main');
    expect(main?.textContent).toContain(optionsContent.opening);
    expect(main?.querySelectorAll('form, table, input, a[download]')).toHaveLength(0);
  });

  it('prerenders the supplier page as a neutral shell: noindex, no referrer, nothing but its title', async () => {
    const { html, status } = await render(paths.supplier);
    expect(status).toBe(200);
    const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(doc.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    const main = doc.querySelector('main');
    expect(main?.textContent).toContain(supplierPageContent.opening);
    expect(main?.querySelectorAll('form, table, input, dl')).toHaveLength(0);
  });

  it.each([
    [paths.brief, briefContent],
    [paths.options, optionsContent],
    [paths.supplier, supplierPageContent],
  ] as const)(
    'prerenders %s to say, without JavaScript only, that it needs it, with our address',
    async (path, copy) => {
      const { html } = await render(path);
      const main = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
      // index.css shows .no-js-only only without JavaScript, and .js-only only with it.
      const noScript = main?.querySelector('.no-js-only');
      expect(noScript?.textContent).toBe(`${copy.noScript} ${brand.email}.`);
      expect(noScript?.querySelector('a')?.getAttribute('href')).toBe(`mailto:${brand.email}`);
      const status = main?.querySelector('[role="status"]');
      expect(status?.textContent).toBe(copy.opening);
      expect(status?.classList.contains('js-only')).toBe(true);
    },
  );

  it("adds each page's JSON-LD, built in its own chunk", async () => {
    expect((await head(paths.home)).jsonLdTypes).toEqual(['Organization']);
    expect((await head(paths.contact)).jsonLdTypes).toEqual(['ContactPage']);
    expect((await head(paths.quote)).jsonLdTypes).toEqual(['ContactPage', 'FAQPage']);
    expect((await head(paths.aiCnc)).jsonLdTypes).toEqual(['Article']);
    expect((await head(paths.services)).jsonLdTypes).toEqual([]);
  });
});
