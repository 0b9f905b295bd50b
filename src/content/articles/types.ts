import type { CtaLink, Stat } from '@/content/types';

/** The resource categories the site uses on /resources. */
export const articleCategories = [
  'Templates & Tools',
  'AI & Technology',
  'Supply Chain Management',
  'Business Growth',
  'Cost Management',
  'Quality & Compliance',
] as const;

export type ArticleCategory = (typeof articleCategories)[number];

/**
 * Prose strings may hold internal links written as `[label](/path)`; the article body renders them
 * as router links and a unit test checks every target is a real route.
 */
export type ProseText = string;

export type ListItem = ProseText | { lead: string; text: ProseText };

export type ArticleBlock =
  | { kind: 'paragraph'; text: ProseText }
  /** An h3 inside the current section. */
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; ordered?: boolean; items: readonly ListItem[] }
  /** Labelled facts, e.g. "What you see / What is happening / Workaround" (rendered as a <dl>). */
  | { kind: 'details'; items: readonly { term: string; text: ProseText }[] }
  | { kind: 'callout'; title: string; text: ProseText }
  | { kind: 'figures'; items: readonly Stat[] }
  | { kind: 'cta'; title: string; text: string; links: readonly CtaLink[] };

/** One h2 section of an article. */
export type ArticleSection = { id: string; heading: string; blocks: readonly ArticleBlock[] };

export type ArticleAuthor = { type: 'Organization'; name: string } | { type: 'Person'; name: string; jobTitle: string };

/**
 * The light part of an article: what the route table, resources grid, related-article cards and
 * structured data need. The body is a separate lazily loaded module so pages do not ship every
 * article's prose.
 */
export type ArticleMeta = {
  slug: string;
  path: string;
  title: string;
  /** A shorter title for the browser tab and search results, when `title` would be cut off there. */
  seoTitle?: string;
  description: string;
  category: ArticleCategory;
  /** ISO dates, YYYY-MM-DD. */
  datePublished: string;
  dateModified: string;
  keywords: readonly string[];
  author: ArticleAuthor;
  related: readonly string[];
  loadBody: () => Promise<{ default: ArticleBody }>;
};

export type ArticleBody = {
  /** Minutes at about 230 words a minute; fixed for six articles, computed for one. */
  readMinutes: number;
  intro: ProseText;
  sections: readonly ArticleSection[];
};

export type Article = ArticleMeta & ArticleBody;
