import aiCnc from './meta/ai-cnc';
import cheapSuppliers from './meta/cheap-suppliers';
import cncCertifications from './meta/cnc-certifications';
import cncChallenges2025 from './meta/cnc-challenges-2025';
import cncCostReduction from './meta/cnc-cost-reduction';
import growthGuide from './meta/growth-guide';
import oemBuyersGuide from './meta/oem-buyers-guide';
import type { ArticleMeta } from './types';

/**
 * Every article, in the order the resources page lists them. Bodies load lazily, so this
 * module stays small enough for the resources grid and related-article cards to import. An
 * article's own page loads only its own metadata (./meta-by-path.ts).
 */
export const articles = [
  aiCnc,
  oemBuyersGuide,
  growthGuide,
  cheapSuppliers,
  cncChallenges2025,
  cncCostReduction,
  cncCertifications,
] as const satisfies readonly ArticleMeta[];

const bySlug = new Map<string, ArticleMeta>(articles.map((article) => [article.slug, article]));

/** Related-article metadata in the order the article lists it. */
export function relatedArticles(article: Pick<ArticleMeta, 'related'>): ArticleMeta[] {
  return article.related.flatMap((slug) => {
    const found = bySlug.get(slug);
    return found ? [found] : [];
  });
}
