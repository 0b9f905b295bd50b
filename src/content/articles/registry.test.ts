import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { articles, relatedArticles } from './registry';
import { bodyStrings, countWords, proseLinkPattern, readMinutesFor, WORDS_PER_MINUTE } from './text';

/** Every internal link target written in a prose string. */
const linkTargets = (text: string): string[] => [...text.matchAll(proseLinkPattern)].map((match) => match[2] ?? '');
import { articleCategories, type Article, type ArticleBlock } from './types';

const loaded: Article[] = await Promise.all(
  articles.map(async (meta) => ({ ...meta, ...(await meta.loadBody()).default })),
);
const bySlug = new Map(loaded.map((a) => [a.slug, a]));
const article = (slug: string): Article => {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`no article ${slug}`);
  return found;
};
const text = (a: Article) => bodyStrings(a).join('\n');
const blocks = (a: Article): ArticleBlock[] => a.sections.flatMap((s) => s.blocks);

/** Dates, read times and categories the product fixes for each article (docs/product.md). */
const specified = [
  { path: '/ai-cnc', date: '2025-01-06', minutes: 8, category: 'AI & Technology' },
  { path: '/OEM-buyers-guide', date: '2024-10-06', minutes: 5 },
  { path: '/growth-guide', date: '2024-11-06', minutes: 6, category: 'Business Growth' },
  { path: '/cheap-suppliers', date: '2024-12-06', minutes: 6 },
  { path: '/cnc-challenges-2025', month: '2025-01' },
  { path: '/cnc-cost-reduction', minutes: 4 },
  { path: '/cnc-certifications', minutes: 5, category: 'Quality & Compliance' },
] as const;

describe('article registry', () => {
  it('holds the seven articles at their exact paths, in the resources order', () => {
    expect(articles.map((a) => a.path)).toEqual(specified.map((s) => s.path));
    for (const a of articles) expect(Object.values(paths), a.slug).toContain(a.path);
  });

  it('gives every article a unique slug, path, title and description', () => {
    for (const key of ['slug', 'title', 'description'] as const) {
      expect(new Set(articles.map((a) => a[key])).size, key).toBe(articles.length);
    }
    expect(new Set(articles.map((a) => a.path.toLowerCase())).size).toBe(articles.length);
  });

  it('keeps descriptions to search-snippet length and keywords non-empty', () => {
    for (const a of articles) {
      expect(a.description.length, a.slug).toBeGreaterThanOrEqual(70);
      expect(a.description.length, a.slug).toBeLessThanOrEqual(170);
      expect(a.keywords.length, a.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses ISO dates and the dates, read times and categories the product fixes', () => {
    for (const spec of specified) {
      const a = loaded.find((x) => x.path === spec.path);
      if (!a) throw new Error(spec.path);
      expect(a.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(a.datePublished))).toBe(false);
      expect(a.dateModified >= a.datePublished, a.slug).toBe(true);
      if ('date' in spec) expect(a.datePublished, a.slug).toBe(spec.date);
      if ('month' in spec) expect(a.datePublished.slice(0, 7), a.slug).toBe(spec.month);
      if ('minutes' in spec) expect(a.readMinutes, a.slug).toBe(spec.minutes);
      if ('category' in spec) expect(a.category, a.slug).toBe(spec.category);
      expect(articleCategories).toContain(a.category);
    }
  });

  it('lists related articles that exist, excluding itself', () => {
    for (const a of articles) {
      expect(a.related.length, a.slug).toBeGreaterThan(0);
      expect(new Set(a.related).size).toBe(a.related.length);
      expect(a.related).not.toContain(a.slug);
      expect(relatedArticles(a).map((r) => r.slug)).toEqual([...a.related]);
    }
  });
});

describe('article bodies', () => {
  it.each(loaded.map((a) => [a.slug, a] as const))('%s has at least 700 words and an honest read time', (_, a) => {
    const words = countWords(a);
    expect(words).toBeGreaterThanOrEqual(700);
    // The stated minutes are what ~230 words a minute gives for this text, rounded up.
    expect(a.readMinutes).toBe(Math.ceil(words / WORDS_PER_MINUTE));
  });

  it('computes the 2025 challenges read time from its word count', () => {
    const a = article('cnc-challenges-2025');
    expect(a.readMinutes).toBe(readMinutesFor(a));
    expect(readMinutesFor({ intro: Array(461).fill('word').join(' '), sections: [] })).toBe(3);
  });

  it('links only to real pages, and ends with a call to action', () => {
    const known = new Set<string>(Object.values(paths));
    for (const a of loaded) {
      const targets = bodyStrings(a).flatMap(linkTargets);
      const ctaTargets = blocks(a)
        .flatMap((b) => (b.kind === 'cta' ? b.links : []))
        .flatMap((l) => ('to' in l ? [l.to] : []));
      for (const target of [...targets, ...ctaTargets]) expect(known, `${a.slug} → ${target}`).toContain(target);
      expect(targets).not.toContain(a.path);
      expect(blocks(a).at(-1)?.kind, a.slug).toBe('cta');
      expect(new Set(a.sections.map((s) => s.id)).size).toBe(a.sections.length);
    }
  });

  it('every article but ai-cnc offers a booking call; ai-cnc links to /cnc-partner and /contact', () => {
    for (const a of loaded) {
      const links = blocks(a).flatMap((b) => (b.kind === 'cta' ? b.links : []));
      if (a.slug === 'ai-cnc') {
        expect(links.flatMap((l) => ('to' in l ? [l.to] : []))).toEqual([paths.cncPartner, paths.contact]);
      } else {
        expect(
          links.some((l) => 'booking' in l),
          a.slug,
        ).toBe(true);
      }
    }
  });

  it('quotes the published figures exactly, and only in the articles that carry them', () => {
    const ai = text(article('ai-cnc'));
    expect(ai).toContain('80% faster programming');
    expect(ai).toContain('20-times faster quote');
    expect(ai).toContain('2033');
    expect(text(article('cheap-suppliers'))).toMatch(/46% of respondents named communication as the top barrier/);
    expect(text(article('cnc-certifications'))).toContain('70–80% of suppliers are rejected for missing certification');
    const percentages = loaded.flatMap((a) => text(a).match(/\d+(?:–\d+)?%/g) ?? []);
    expect(new Set(percentages)).toEqual(new Set(['80%', '46%', '70–80%']));
  });

  it('the certifications article covers every standard it promises', () => {
    const body = text(article('cnc-certifications'));
    for (const name of [
      'ISO 9001',
      'AS9100D',
      'IATF 16949',
      'ISO 13485',
      'ISO 14001',
      'ISO 45001',
      'NADCAP',
      'Cyber Essentials',
    ]) {
      expect(body).toContain(name);
    }
  });

  it('the growth guide has four diagnosed pain points and a five-question checklist', () => {
    const growth = article('growth-guide');
    const diagnoses = blocks(growth).filter((b) => b.kind === 'details');
    expect(diagnoses).toHaveLength(4);
    for (const d of diagnoses) {
      expect(d.items.map((i) => i.term)).toEqual(['What you see', 'What is happening', 'Workaround']);
    }
    const checklist = growth.sections
      .find((s) => s.id === 'five-question-checklist')
      ?.blocks.find((b) => b.kind === 'list');
    expect(checklist?.kind === 'list' && checklist.ordered ? checklist.items.length : 0).toBe(5);
  });

  it('the buyer’s guide names the five pain points and the four parts of the offer', () => {
    const body = text(article('oem-buyers-guide'));
    for (const point of [
      'Late deliveries',
      'Quality issues',
      'Supplier misalignment',
      'Single-supplier dependence',
      'Lack of scalability',
    ]) {
      expect(body).toContain(point);
    }
    for (const offer of ['Free supplier audit', 'Introductions', 'weekly supplier health checks', 'Scalability']) {
      expect(body).toContain(offer);
    }
  });

  it('the AI article sets out a five-step roadmap', () => {
    const roadmap = article('ai-cnc').sections.find((s) => s.id === 'five-step-roadmap');
    const list = roadmap?.blocks.find((b) => b.kind === 'list');
    expect(list?.kind === 'list' && list.ordered ? list.items.length : 0).toBe(5);
  });

  it('uses UK spelling', () => {
    const american =
      /\b(optimiz\w*|organiz\w*|analyz\w*|utiliz\w*|prioritiz\w*|color|behavior|center|defense|aluminum|labor|favor\w*)\b/i;
    for (const a of loaded) {
      // NADCAP's own name keeps its American spelling.
      const found = text(a)
        .replace(/National Aerospace and Defense Contractors/g, '')
        .match(american);
      expect(found?.[0], a.slug).toBeUndefined();
    }
  });
});
