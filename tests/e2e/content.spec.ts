import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { internalLinks, readCanonical, readDescription, readH1, readJsonLd, readTitle } from './support/html';
import { builtRoutes, SITE_URL } from './support/routes';

type Ld = Record<string, unknown>;

/** The seven articles with the dates and read times the product fixes. */
const articles = [
  { path: '/ai-cnc', date: '2025-01-06', shown: '6 January 2025', minutes: 8, category: 'AI & Technology' },
  {
    path: '/OEM-buyers-guide',
    date: '2024-10-06',
    shown: '6 October 2024',
    minutes: 5,
    category: 'Supply Chain Management',
  },
  { path: '/growth-guide', date: '2024-11-06', shown: '6 November 2024', minutes: 6, category: 'Business Growth' },
  { path: '/cheap-suppliers', date: '2024-12-06', shown: '6 December 2024', minutes: 6, category: 'Cost Management' },
  // Read time not fixed by the spec: derived from the word count (checked below).
  {
    path: '/cnc-challenges-2025',
    date: '2025-01-20',
    shown: '20 January 2025',
    minutes: null,
    category: 'Supply Chain Management',
  },
  {
    path: '/cnc-cost-reduction',
    date: '2025-02-06',
    shown: '6 February 2025',
    minutes: 4,
    category: 'Cost Management',
  },
  {
    path: '/cnc-certifications',
    date: '2025-03-06',
    shown: '6 March 2025',
    minutes: 5,
    category: 'Quality & Compliance',
  },
] as const;

const pages = ['/services', '/resources', '/about'] as const;
const contentRoutes = [...pages, ...articles.map((a) => a.path)];

async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const ofType = (blocks: unknown[], type: string) => blocks.find((b) => (b as Ld)['@type'] === type) as Ld | undefined;

test('the build prerenders every content route', () => {
  expect(builtRoutes()).toEqual(expect.arrayContaining(contentRoutes));
});

test.describe('prerendered HTML of content routes', () => {
  for (const path of contentRoutes) {
    test(`${path}: one h1, title, description, canonical and parseable JSON-LD`, async ({ request }) => {
      const html = await rawHtml(request, path);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(readH1(html)?.trim().length ?? 0).toBeGreaterThan(3);
      expect(readTitle(html)).toMatch(/ \| Forgebridge$/);
      expect(readDescription(html)?.length ?? 0).toBeGreaterThan(70);
      expect(readCanonical(html)).toBe(`${SITE_URL}${path}`);
      expect(() => readJsonLd(html)).not.toThrow();
    });
  }

  test('titles and descriptions are unique across the whole site', async ({ request }) => {
    const heads = await Promise.all(
      builtRoutes().map(async (path) => {
        const html = await rawHtml(request, path);
        return { title: readTitle(html), description: readDescription(html) };
      }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
  });

  for (const article of articles) {
    test(`${article.path}: date, read time, category and Article JSON-LD`, async ({ request }) => {
      const html = await rawHtml(request, article.path);
      const h1 = readH1(html)?.trim() ?? '';
      // React writes the attribute as dateTime; HTML attribute names are case-insensitive.
      expect(html).toMatch(new RegExp(`<time datetime="${article.date}">${article.shown}</time>`, 'i'));
      if (article.minutes !== null) expect(html).toContain(`${article.minutes} min read`);
      expect(html).toMatch(/\d+ min read/);
      expect(html).toContain(article.category.replace('&', '&amp;'));
      const ld = ofType(readJsonLd(html), 'Article');
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        headline: h1.replace(/&amp;/g, '&'),
        description: readDescription(html),
        datePublished: article.date,
        articleSection: article.category,
        author: { '@type': 'Organization', name: 'Forgebridge' },
        publisher: { '@type': 'Organization', name: 'Forgebridge' },
      });
      expect(typeof ld?.dateModified).toBe('string');
      expect(String(ld?.keywords).length).toBeGreaterThan(5);
    });
  }

  test('/about: Organisation JSON-LD with founder and 2024, FAQPage JSON-LD', async ({ request }) => {
    const blocks = readJsonLd(await rawHtml(request, '/about'));
    const org = ofType(blocks, 'Organization');
    expect(org).toMatchObject({ name: 'Forgebridge', foundingDate: '2024', founder: { '@type': 'Person' } });
    expect(String((org?.founder as Ld).name).length).toBeGreaterThan(3);
    const faq = ofType(blocks, 'FAQPage') as { mainEntity: { '@type': string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3);
    for (const q of faq.mainEntity) expect(q['@type']).toBe('Question');
  });
});

test.describe('in the browser', () => {
  test('the resources grid has exactly eight Read Article links, template first', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources & Insights' })).toBeVisible();
    const links = page.getByRole('main').getByRole('link', { name: /^Read Article/ });
    await expect(links).toHaveCount(8);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(['/universal-icp-template', ...articles.map((a) => a.path)]);
  });

  test('a Read Article link opens the article client-side with its head tags', async ({ page }) => {
    await page.goto('/resources');
    await page.getByRole('link', { name: /^Read Article: AI CAM Programming/ }).click();
    await expect(page).toHaveURL(/\/ai-cnc$/);
    await expect(page.getByRole('heading', { level: 1, name: /AI CAM Programming/ })).toBeVisible();
    await expect(page).toHaveTitle(/AI CAM Programming.* \| Forgebridge$/);
    // The head follows the route: one canonical link, now the article's, and its Article JSON-LD.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/ai-cnc`);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    const ldTypes = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => (JSON.parse(el.textContent ?? '{}') as { '@type'?: string })['@type']));
    expect(ldTypes).toEqual(['Article']);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/cnc-partner');
    await expect(article.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('a page landed on keeps its prerendered content without loading its code; its links navigate client-side', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/resources');
    await page.waitForLoadState('networkidle');
    // The grid is a static island: hydration keeps its HTML, so its component never loads.
    expect(requested.filter((path) => /\/assets\/resources-page-/.test(path))).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('link', { name: /^Read Article: AI CAM Programming/ }).click();
    await expect(page).toHaveURL(/\/ai-cnc$/);
    await expect(page.getByRole('heading', { level: 1, name: /AI CAM Programming/ })).toBeVisible();
    await expect(page.getByText('min read')).toBeVisible();
    // A client-side navigation (no reload), which loaded the article's own code to render it.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(requested.some((path) => /\/assets\/article-page-/.test(path))).toBe(true);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Resources & Insights' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Read Article/ })).toHaveCount(8);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Read Article: AI CAM Programming/ })
      .press('Enter');
    await expect(page).toHaveURL(/\/ai-cnc$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test("a page landed on keeps its prerendered JSON-LD without loading the builders; a client-side navigation brings the next page's own", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const ldTypes = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((el) => (JSON.parse(el.textContent ?? '{}') as { '@type'?: string })['@type']));
    await page.goto('/quote');
    await page.waitForLoadState('networkidle');
    // Hydrated: the page's form answers (its submit shows the field errors).
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    expect(await ldTypes()).toEqual(['ContactPage', 'FAQPage']);
    expect(requested.filter((path) => /json-ld/.test(path))).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(ldTypes).toEqual(['Organization', 'FAQPage']);
    expect(requested.some((path) => /json-ld/.test(path))).toBe(true);
  });

  for (const article of articles) {
    test(`${article.path}: at least 700 words, and the read time matches them`, async ({ page }) => {
      await page.goto(article.path);
      const text = await page.locator('main article > div').innerText();
      const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      expect(words).toBeGreaterThanOrEqual(700);
      const minutes = Number(/(\d+) min read/.exec(await page.locator('main article header').innerText())?.[1]);
      expect(minutes).toBe(Math.ceil(words / 230));
    });
  }

  for (const path of contentRoutes) {
    test(`${path}: hydrates cleanly and passes axe (WCAG 2.2 AA)`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }
});

test('a crawl from / reaches every public route and every internal link resolves', async ({ request }) => {
  test.setTimeout(120_000);
  const queue = ['/'];
  const seen = new Set(queue);
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    const response = await request.get(path);
    const isPage = !/\.[a-z0-9]+$/i.test(path);
    const body = isPage ? await response.text() : '';
    if (response.status() !== 200 || (isPage && readH1(body)?.trim() === 'Page Not Found')) {
      broken.push(`${path} (${response.status()})`);
      continue;
    }
    for (const link of internalLinks(body)) {
      const target = link.length > 1 ? link.replace(/\/$/, '') : link;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(broken).toEqual([]);
  const publicRoutes = builtRoutes();
  expect(publicRoutes.filter((route) => !seen.has(route))).toEqual([]);
});
