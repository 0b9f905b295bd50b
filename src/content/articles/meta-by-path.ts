import { articlePaths } from '@/config/paths';
import type { ArticleMeta } from './types';

type ArticlePath = (typeof articlePaths)[keyof typeof articlePaths];

/**
 * One article's metadata, loaded by its path as a chunk of its own: a visitor who lands on an
 * article loads its title and description for the page head, not every article's (the whole
 * registry loads only with the related-article cards of a client-side visit).
 */
const loaders: Record<ArticlePath, () => Promise<{ default: ArticleMeta }>> = {
  [articlePaths.aiCnc]: () => import('./meta/ai-cnc'),
  [articlePaths.oemBuyersGuide]: () => import('./meta/oem-buyers-guide'),
  [articlePaths.growthGuide]: () => import('./meta/growth-guide'),
  [articlePaths.cheapSuppliers]: () => import('./meta/cheap-suppliers'),
  [articlePaths.cncChallenges2025]: () => import('./meta/cnc-challenges-2025'),
  [articlePaths.cncCostReduction]: () => import('./meta/cnc-cost-reduction'),
  [articlePaths.cncCertifications]: () => import('./meta/cnc-certifications'),
};

/** The metadata of the article published at `path`; undefined when none is. */
export async function articleMetaAt(path: string): Promise<ArticleMeta | undefined> {
  // Own keys only: a path such as "toString" must not reach the object's prototype.
  if (!Object.hasOwn(loaders, path)) return undefined;
  return (await loaders[path as ArticlePath]()).default;
}
