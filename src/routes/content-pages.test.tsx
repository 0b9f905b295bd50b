import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '@/components/seo/seo-meta';
import { paths } from '@/config/paths';
import { articles } from '@/content/articles/registry';
import { aboutContent } from '@/content/pages/about';
import { servicesContent } from '@/content/pages/services';
import { resources } from '@/content/resources';
import { render } from '@/entry-server';
import { formatLongDate } from '@/shared/format';

type Ld = Record<string, unknown>;

/** Server-renders a route exactly as the prerender step does and parses the result. */
async function page(path: string) {
  const { html, status } = await render(path);
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? 'null') as Ld,
  );
  const main = doc.querySelector('main');
  if (!main) throw new Error(`no <main> on ${path}`);
  return {
    status,
    doc,
    main,
    jsonLd,
    title: doc.querySelector('title')?.textContent ?? '',
    description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    h1s: [...main.querySelectorAll('h1')].map((h) => h.textContent?.trim()),
  };
}

function headingLevels(main: Element) {
  return [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName.slice(1)));
}

const contentPaths: string[] = [paths.services, paths.resources, paths.about, ...articles.map((a) => a.path)];
const rendered = new Map(await Promise.all(contentPaths.map(async (p) => [p, await page(p)] as const)));
const get = (path: string) => {
  const found = rendered.get(path);
  if (!found) throw new Error(path);
  return found;
};

describe('content routes, server-rendered', () => {
  it.each(contentPaths)('%s: status 200, one h1, canonical, no skipped heading levels', (path) => {
    const p = get(path);
    expect(p.status).toBe(200);
    expect(p.h1s).toHaveLength(1);
    expect(p.title).toMatch(/ \| Forgebridge$|Forgebridge/);
    expect(p.canonical).toBe(canonicalUrl(path));
    const levels = headingLevels(p.main);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1), `${path} heading ${i}`).toBeLessThanOrEqual(1);
    });
  });

  it('gives every content route a unique title and description', () => {
    const pages = [...rendered.values()];
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
  });
});

describe('articles', () => {
  it.each(articles.map((a) => [a.path, a] as const))(
    '%s shows title, date, read time and category, with Article JSON-LD',
    async (path, meta) => {
      const p = get(path);
      const body = (await meta.loadBody()).default;
      expect(p.h1s[0]).toBe(meta.title);
      const time = p.main.querySelector('header time');
      expect(time?.getAttribute('datetime')).toBe(meta.datePublished);
      expect(time?.textContent).toBe(formatLongDate(meta.datePublished));
      expect(p.main.querySelector('header')?.textContent).toContain(`${body.readMinutes} min read`);
      expect(p.main.querySelector('header')?.textContent).toContain(meta.category);
      expect(p.doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');

      const article = p.jsonLd.find((ld) => ld['@type'] === 'Article');
      expect(article).toMatchObject({
        headline: meta.title,
        description: meta.description,
        datePublished: meta.datePublished,
        dateModified: meta.dateModified,
        articleSection: meta.category,
        author: { '@type': 'Organization' },
        publisher: { '@type': 'Organization', name: 'Forgebridge' },
      });
      expect(String(article?.keywords)).toContain(meta.keywords[0]);

      const related = [...p.main.querySelectorAll('#related-articles-heading ~ ul a')].map((a) =>
        a.getAttribute('href'),
      );
      expect(related).toEqual(meta.related.map((slug) => articles.find((a) => a.slug === slug)?.path));
    },
  );

  it('turns [label](/path) in prose into router links', () => {
    const link = get('/OEM-buyers-guide').main.querySelector('article a[href="/cnc-certifications"]');
    expect(link?.textContent).toBe('guide to CNC certifications');
    expect(get('/OEM-buyers-guide').main.textContent).not.toContain('](/');
  });

  it('renders the first of the 2024 dates as a long en-GB date', () => {
    expect(get('/OEM-buyers-guide').main.querySelector('header time')?.textContent).toBe('6 October 2024');
  });
});

describe('resources page', () => {
  it('shows eight cards, each with category, title, description and one Read Article link', () => {
    const { main } = get(paths.resources);
    expect(main.querySelector('h1')?.textContent).toBe('Resources & Insights');
    const links = [...main.querySelectorAll('a')].filter((a) => a.textContent?.startsWith('Read Article'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(resources.map((r) => r.path));
    const cards = [...main.querySelectorAll('li > article')];
    expect(cards).toHaveLength(8);
    cards.forEach((card, i) => {
      expect(card.textContent).toContain(resources[i]?.category);
      expect(card.querySelector('h2')?.textContent).toBe(resources[i]?.title);
      expect(card.textContent).toContain(resources[i]?.description);
    });
  });

  it('ends with a booking call to action', () => {
    const booking = [...get(paths.resources).main.querySelectorAll('a[target="_blank"]')];
    expect(booking.at(-1)?.getAttribute('href')).toMatch(/^https:\/\//);
    expect(booking.at(-1)?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('services page', () => {
  it('links both packages, numbers the eight-item suite in order and shows the £3,000 package', () => {
    const { main } = get(paths.services);
    const hrefs = [...main.querySelectorAll('#packages a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([paths.cncPartner, paths.oemSourcing]));
    const suite = [...main.querySelectorAll('#suite ol > li')];
    expect(suite.map((li) => li.querySelector('h3')?.textContent)).toEqual(
      servicesContent.suite.items.map((i) => i.title),
    );
    expect(suite.map((li) => li.querySelector('[aria-hidden]')?.textContent)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
    ]);
    expect(servicesContent.suite.items.map((i) => i.title)).toEqual([
      'LinkedIn management and branding',
      'Email marketing',
      'Cold calling and phone outreach',
      'Customer deal restructuring',
      'Account-based marketing',
      'Tailored marketing strategy',
      'Digital presence and website optimisation',
      'Lead generation and qualification',
    ]);
    const pkg = main.querySelector('#partnership-package')?.textContent ?? '';
    for (const part of ['£3,000', '3 written case studies', '1 shop showcase video', 'A website refresh'])
      expect(pkg).toContain(part);
    for (const id of ['industries', 'results']) expect(main.querySelector(`#${id}`)).not.toBeNull();
  });
});

describe('about page', () => {
  it('has every section of the page, and buttons to both landing pages', () => {
    const { main } = get(paths.about);
    const h2s = [...main.querySelectorAll('h2')].map((h) => h.textContent);
    for (const title of [
      'Our mission',
      'Who we help',
      'What we do',
      'How we work with both sides',
      'Why Forgebridge',
      'Results',
      'Leadership',
      'Frequently asked questions',
    ]) {
      expect(h2s).toContain(title);
    }
    const heroLinks = [...(main.querySelector('h1')?.closest('section')?.querySelectorAll('a') ?? [])];
    expect(heroLinks.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      [paths.cncPartner, 'For Manufacturing Partners'],
      [paths.oemSourcing, 'For OEMs (Free)'],
    ]);
  });

  it('publishes Organisation JSON-LD with the founder and 2024, and FAQPage JSON-LD matching the FAQs shown', () => {
    const { jsonLd, main } = get(paths.about);
    expect(jsonLd.find((ld) => ld['@type'] === 'Organization')).toMatchObject({
      name: 'Forgebridge',
      foundingDate: '2024',
      founder: { '@type': 'Person', name: aboutContent.founder.name },
    });
    const faq = jsonLd.find((ld) => ld['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    const shown = [...main.querySelectorAll('#faqs summary')].map((s) => s.textContent);
    expect(faq.mainEntity.map((q) => q.name)).toEqual(shown);
    expect(faq.mainEntity).toHaveLength(aboutContent.faqs.items.length);
  });
});
