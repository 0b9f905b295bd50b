import { paths } from '@/config/paths';
import { articles } from './articles/registry';
import type { ArticleCategory } from './articles/types';

/** One card on the resources page: a template or an article. */
export type ResourceEntry = {
  path: string;
  title: string;
  description: string;
  category: ArticleCategory;
};

export const icpTemplateResource: ResourceEntry = {
  path: paths.icpTemplate,
  title: 'The Universal ICP Template for B2B Manufacturing',
  description:
    'A free one-page ideal customer profile template to define which OEMs or suppliers you should target, and why, before you spend time on outreach.',
  category: 'Templates & Tools',
};

/** The eight resources in published order: the ICP template first, then every article. */
export const resources: readonly ResourceEntry[] = [
  icpTemplateResource,
  ...articles.map(({ path, title, description, category }) => ({ path, title, description, category })),
];
