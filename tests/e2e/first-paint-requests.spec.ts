import { createHash } from 'node:crypto';
import { expect, test } from './support/test';
import { builtRoutes } from './support/routes';

/**
 * What a prerendered page fetches before its first paint: nothing. It starts its app from an
 * inline boot script and carries its own style rules; the app's scripts and its whole stylesheet
 * come after the paint, and the app starts even when the stylesheet cannot load.
 */

test('every prerendered page starts its app from its inline boot script, allowed by hash, with no script or preload to fetch', async ({
  request,
}) => {
  for (const path of [...builtRoutes(), '/no-such-page']) {
    const response = await request.get(path);
    const html = await response.text();
    const boot =
      /<script data-stylesheet="\/assets\/index-[\w-]+\.css" data-entry="\/assets\/index-[\w-]+\.js">([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
    expect(boot, path).toBeDefined();
    const hash = createHash('sha256')
      .update(boot ?? '')
      .digest('base64');
    expect(response.headers()['content-security-policy'], path).toContain(`'sha256-${hash}'`);
    expect(html, path).not.toMatch(/<script type="module"|rel="modulepreload"|<script src=/);
  }
});

test('a page links nothing the browser would fetch while it paints: its style rules are inline', async ({
  request,
}) => {
  // Chromium fetches a linked icon, and a web manifest and its icons, as the page loads: requests
  // that compete with the first paint and that Lighthouse's model counts before the largest one.
  // The tab icon is therefore a data URI; the apple-touch-icon, fetched only by iOS when a page
  // is saved to the home screen, is the crawlable icon search engines read.
  for (const path of [...builtRoutes(), '/no-such-page']) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
      rel: /\brel="([^"]*)"/.exec(tag)?.[1],
      href: /\bhref="([^"]*)"/.exec(tag)?.[1] ?? '',
    }));
    const fetchedOnLoad = links.filter(
      ({ rel, href }) => !['canonical', 'apple-touch-icon'].includes(rel ?? '') && !href.startsWith('data:'),
    );
    expect(fetchedOnLoad, path).toEqual([]);
    // The rules this page uses; the whole stylesheet loads after the first paint (page-styles.spec.ts).
    expect(html, path).toMatch(/<style data-page-styles="">[^<]*\.min-h-screen\{/);
    expect(links, path).toContainEqual({ rel: 'icon', href: expect.stringMatching(/^data:image\/svg\+xml,/) });
    expect(links, path).toContainEqual({ rel: 'apple-touch-icon', href: '/apple-touch-icon.png' });
  }
});

test("neither the app's scripts nor its whole stylesheet is requested before the first paint, and the app runs with the stylesheet applied in place of the page's own rules", async ({
  page,
}) => {
  for (const path of ['/', '/oem-sourcing', '/quote']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const { paint, assets, stylesheetApplied, ownRules } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      assets: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.(js|css)$/.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
      stylesheetApplied: [...document.styleSheets].some((sheet) =>
        /\/assets\/index-[\w-]+\.css$/.test(sheet.href ?? ''),
      ),
      ownRules: document.querySelectorAll('style[data-page-styles]').length,
    }));
    expect(Number.isFinite(paint), `${path} painted`).toBe(true);
    expect(assets.filter((a) => a.name.endsWith('.css')).length, `${path} loaded its stylesheet`).toBe(1);
    expect(assets.filter((a) => a.name.endsWith('.js')).length, `${path} loaded its app`).toBeGreaterThan(0);
    expect(stylesheetApplied, path).toBe(true);
    // The whole sheet has every rule the page carried inline; those go once it has loaded.
    expect(ownRules, `${path} dropped its own rules`).toBe(0);
    expect(
      assets.filter((a) => a.start < paint),
      path,
    ).toEqual([]);
  }
});

test('when the whole stylesheet cannot load, the app still starts and the page keeps its own rules', async ({
  page,
}) => {
  await page.route(/\/assets\/index-[\w-]+\.css$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/quote');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('style[data-page-styles]')).toHaveCount(1);
  await expect(page.locator('html.sheet-loaded')).toHaveCount(0);
});
